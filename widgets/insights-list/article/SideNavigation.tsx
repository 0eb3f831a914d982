import { useEffect, useState, type MouseEvent, type RefObject } from 'react';
import { activeSection, ARTICLE_TEXTS, sectionScrollTop, sideNavigationFixed, type ArticleSection } from './model';
import { pageVideos } from './video';

/**
 * The article's side navigation (site spec 2.9: "A side navigation lists page sections: it becomes fixed after
 * scrolling past 500 px; it highlights the section whose top lies within 300 px above the scroll position; clicking a
 * section scrolls to the section top + 40 px"), on wide screens beside the article. It measures the sections again
 * 800 ms after a video plays or pauses (site spec 2.10), as a player that grows moves what follows it. A click also
 * takes the focus to the section's heading, for keyboard and screen reader users.
 */
export function SideNavigation({
  sections,
  root,
}: {
  sections: readonly ArticleSection[];
  root: RefObject<HTMLElement | null>;
}) {
  const [fixed, setFixed] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const pageTop = (id: string) => {
      const section = root.current?.querySelector(`#${CSS.escape(id)}`);
      return section ? section.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
    };
    const measure = () => {
      setFixed(sideNavigationFixed(window.scrollY));
      setActive(
        activeSection(
          sections.map((section) => pageTop(section.id)),
          window.scrollY,
        ),
      );
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure, { passive: true });
    const offRemeasure = pageVideos.onRemeasure(measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      offRemeasure();
    };
  }, [sections, root]);

  if (sections.length < 2) return null;
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    const section = root.current?.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
    if (!section) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = section.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: sectionScrollTop(top), behavior: smooth ? 'smooth' : 'auto' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };
  return (
    <nav
      className={fixed ? 'article-nav article-nav--fixed print-hidden' : 'article-nav print-hidden'}
      aria-label={ARTICLE_TEXTS.onThisPage}
    >
      <ul>
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="article-nav-link"
              aria-current={index === active ? 'location' : undefined}
              onClick={(event) => go(event, section.id)}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

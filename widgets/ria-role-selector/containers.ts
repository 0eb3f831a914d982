/**
 * The page's content containers that the role selector reorders and hides (site spec 2.2, 2.7, 6). They are the
 * CMS's own markup, in the light DOM around the selector, each marked with `data-role-container="0"` to `"7"`: the
 * marked children of the selector's nearest ancestor that has any (the selector's siblings, or those of the block
 * that wraps it). Without script they are simply the page, every container shown in the order authored.
 *
 * A role's order moves the containers themselves, so that what is read, tabbed through and seen is one order, and
 * a hidden container gets the `hidden` attribute. Each container's place is kept by an empty comment before it: the
 * containers change places among those places, and whatever else the parent holds between them stays where it is.
 * `restore()` puts every container back and shows again those the selector hid (not those the CMS hid itself).
 */
import { containerNumber, type Arrangement } from './model';

export const CONTAINER_MARKER = 'data-role-container';
/** The text of the comment that keeps a container's place. */
export const PLACE_TEXT = 'role container';

/** The selector's nearest ancestor with a marked child; none when the page marks no container. */
export function containerParent(host: Element): Element | null {
  for (let node = host.parentElement; node; node = node.parentElement) {
    for (const child of node.children) if (child.hasAttribute(CONTAINER_MARKER)) return node;
  }
  return null;
}

/**
 * A hidden container stays hidden whatever the page's CSS says of its display: one rule for the document, adopted
 * once (a constructable stylesheet: a strict Content-Security-Policy holds).
 */
let hiddenRuleAdopted = false;
function adoptHiddenRule() {
  if (hiddenRuleAdopted || !('adoptedStyleSheets' in document)) return;
  hiddenRuleAdopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`[${CONTAINER_MARKER}][hidden]{display:none!important}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

export class PageContainers {
  readonly parent: Element;
  /** The containers by number; a marker that is not a number from 0 to 7, or a number given again, is left out. */
  readonly byNumber = new Map<number, HTMLElement>();
  /** The markers left out, as written. */
  readonly badMarkers: string[] = [];
  /** The containers in the order authored. */
  readonly #authored: HTMLElement[] = [];
  #places: Comment[] = [];
  /** The containers this selector hid. */
  readonly #hiddenHere = new Set<HTMLElement>();

  constructor(parent: Element) {
    this.parent = parent;
    for (const child of parent.children) {
      if (!(child instanceof HTMLElement) || !child.hasAttribute(CONTAINER_MARKER)) continue;
      const marker = child.getAttribute(CONTAINER_MARKER) ?? '';
      const number = containerNumber(marker);
      if (number === undefined || this.byNumber.has(number)) {
        this.badMarkers.push(marker);
        continue;
      }
      this.byNumber.set(number, child);
      this.#authored.push(child);
    }
  }

  /** The containers in `arrangement.order` (numbers the page lacks are skipped), those in `hidden` hidden. */
  arrange(arrangement: Arrangement): void {
    const shown = arrangement.order
      .map((number) => this.byNumber.get(number))
      .filter((container): container is HTMLElement => container !== undefined);
    this.#place(shown);
    const hidden = new Set(arrangement.hidden.map((number) => this.byNumber.get(number)));
    for (const container of this.#authored) {
      if (hidden.has(container)) {
        if (!container.hidden) {
          adoptHiddenRule();
          container.hidden = true;
          this.#hiddenHere.add(container);
        }
      } else if (this.#hiddenHere.delete(container)) {
        container.hidden = false;
      }
    }
  }

  /** Every container in its authored place, shown again if this selector hid it; the places forgotten. */
  restore(): void {
    if (this.#places.length > 0) this.#place(this.#authored);
    for (const container of this.#hiddenHere) container.hidden = false;
    this.#hiddenHere.clear();
    for (const place of this.#places) place.remove();
    this.#places = [];
  }

  /** Puts `containers` into the containers' places, in order. */
  #place(containers: HTMLElement[]) {
    if (this.#places.length === 0) {
      // The places, once: before each container as authored (one still in the parent).
      this.#places = this.#authored
        .filter((container) => container.parentNode === this.parent)
        .map((container) => {
          const place = document.createComment(PLACE_TEXT);
          container.before(place);
          return place;
        });
    }
    // A container the CMS has taken out of the parent stays out.
    containers
      .filter((container) => container.parentNode === this.parent)
      .forEach((container, index) => {
        const place = this.#places[index];
        if (place?.parentNode === this.parent && place.nextSibling !== container) place.after(container);
      });
  }
}

/**
 * The containers of the page around a selector, arranged and watched: when the CMS changes them (adds, removes or
 * marks them again, as a preview re-renders its markup) they go back to their places, are read again and arranged
 * as before. A change inside a container (its own content) is none of the selector's. A marker that is not a
 * container number, and a page with no container, are reported once each (`report(undefined)`: none found).
 */
export class ContainerWatch {
  readonly #host: Element;
  readonly #report: (marker: string | undefined) => void;
  readonly #reported = new Set<string | undefined>();
  #containers: PageContainers | null = null;
  #arrangement: Arrangement | undefined;
  readonly #children = new MutationObserver(() => this.#changed());
  readonly #markers = new MutationObserver(() => this.#changed());

  constructor(host: Element, report: (marker: string | undefined) => void) {
    this.#host = host;
    this.#report = report;
  }

  /** Reads the containers; returns what puts them back. */
  start(): () => void {
    this.#containers = this.#read();
    if (this.#arrangement) this.arrange(this.#arrangement);
    return () => {
      this.#stopWatching();
      this.#containers?.restore();
      this.#containers = null;
    };
  }

  arrange(arrangement: Arrangement): void {
    this.#arrangement = arrangement;
    const containers = this.#containers;
    if (!containers) return;
    // The selector's own moves are not the CMS's changes.
    this.#stopWatching();
    containers.arrange(arrangement);
    this.#children.observe(containers.parent, { childList: true });
    this.#markers.observe(containers.parent, { subtree: true, attributeFilter: [CONTAINER_MARKER] });
  }

  #read(): PageContainers | null {
    const parent = containerParent(this.#host);
    const containers = parent ? new PageContainers(parent) : null;
    for (const marker of containers ? containers.badMarkers : [undefined]) {
      if (this.#reported.has(marker)) continue;
      this.#reported.add(marker);
      this.#report(marker);
    }
    return containers;
  }

  #changed() {
    // The selector itself left the page: its element puts the containers back as it goes.
    if (!this.#host.isConnected) return;
    this.#stopWatching();
    this.#containers?.restore();
    this.#containers = this.#read();
    if (this.#arrangement) this.arrange(this.#arrangement);
  }

  #stopWatching() {
    this.#children.disconnect();
    this.#markers.disconnect();
  }
}

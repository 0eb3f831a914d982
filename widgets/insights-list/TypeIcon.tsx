import type { ItemTypeIcon } from '../../services/insights';

/** Outline glyphs on a 20 x 20 grid, one per icon of site spec 3's item types, and the read-time clock. */
const GLYPHS: Record<ItemTypeIcon | 'time', string> = {
  article: 'M5 2.5h7l3 3v12H5zM12 2.5v3h3M7.5 9h5M7.5 12h5M7.5 15h3',
  'client-materials': 'M2.5 5.5h5l1.5 2h8.5v9h-15zM6 11h8',
  worksheet: 'M5 2.5h10v15H5zM7.5 7l1 1 2-2M7.5 12l1 1 2-2M12 7.5h1.5M12 12.5h1.5',
  chart: 'M3 17.5h14M5.5 17.5v-5M10 17.5v-10M14.5 17.5v-7',
  whitepaper: 'M5 2.5h7l3 3v12H5zM12 2.5v3h3M7.5 9h5M7.5 12h5M7.5 15h5',
  video: 'M2.5 4.5h15v11h-15zM8.5 7.5v5l4-2.5z',
  'video-series': 'M4.5 6.5h13v10h-13zM2.5 4v10M9.5 9v5l3.5-2.5z',
  'video-list': 'M2.5 4.5h9v7h-9zM6 6.5v3l2.5-1.5zM2.5 14.5h15M2.5 17h15M14 5h3.5M14 8h3.5',
  podcast: 'M10 2.5a3 3 0 0 1 3 3v4a3 3 0 0 1-6 0v-4a3 3 0 0 1 3-3zM4.5 9.5a5.5 5.5 0 0 0 11 0M10 15v2.5M7 17.5h6',
  'ce-credit': 'M10 2.5a5 5 0 1 1 0 10a5 5 0 1 1 0-10zM7 12l-1.5 5.5L10 15.5l4.5 2L13 12M8 7.5l1.5 1.5 3-3',
  time: 'M10 2.5a7.5 7.5 0 1 1 0 15a7.5 7.5 0 1 1 0-15zM10 6v4.5l3 2',
};

/** A decorative icon: the type's name is always written beside it. */
export function TypeIcon({ icon }: { icon: ItemTypeIcon | 'time' }) {
  return (
    <svg className="insight-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={GLYPHS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

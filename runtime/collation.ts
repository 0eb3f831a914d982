/**
 * The library's English text comparison (names, titles, labels), made on first use. A page's first
 * `Intl.Collator` loads the collation data, 8-19 ms in Chromium on a fresh page: made at module load, it would
 * lengthen the element's module evaluation at start-up; made on the first sort, it falls in the render with data,
 * which React draws in slices (runtime/use-service.ts).
 */
let plain: Intl.Collator | undefined;
let numeric: Intl.Collator | undefined;

/**
 * Case- and accent-insensitive ("base"); with `numbers`, digit runs compare as numbers ("Class 2" before
 * "Class 10").
 */
export function englishCollator(numbers = false): Intl.Collator {
  if (numbers) return (numeric ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true }));
  return (plain ??= new Intl.Collator('en', { sensitivity: 'base' }));
}

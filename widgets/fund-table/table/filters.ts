/**
 * The checkbox lists of a filter panel (products spec 2.3, 2.5, 2.10): each list's options with their ticks, in
 * two columns where spec 9 splits a long list.
 */
import type { FilterGroup } from '../../../runtime/ui/FilterPanel';
import type { Option } from './columns';
import { splitFilterColumns } from './texts';

export function checkboxGroup(
  key: string,
  title: string,
  options: readonly Option[],
  ticked: (value: string) => boolean,
  { split = true }: { split?: boolean } = {},
): FilterGroup {
  const boxes = options.map((o) => ({ value: o.value, label: o.label, checked: ticked(o.value) }));
  return { key, title, columns: split ? splitFilterColumns(boxes) : [boxes] };
}

/**
 * Find a Product's search and filters (products spec 2.10): Product Type, Asset class and Class, each list in two
 * columns after 8 options; the filters are mirrored in the URL query without a reload.
 */
import { useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { FilterPanel } from '../../../runtime/ui/FilterPanel';
import { SearchBox } from '../../../runtime/ui/SearchBox';
import type { events } from '../element';
import { checkboxGroup } from '../table/filters';
import {
  findAProductAppliedCount,
  findAProductAssetClassOptions,
  findAProductClassOptions,
  productTypeOptions,
  toggleAssetClass,
  toggleClass,
  toggleProductType,
  type FindAProductRow,
} from './model';
import { EMPTY_FIND_A_PRODUCT_FILTERS, findAProductSearch, type FindAProductFilters } from './query';
import { FIND_A_PRODUCT } from './texts';

export function FindAProductToolbar({
  rows,
  filters,
  onFilters,
  search,
  onSearch,
  onSubmit,
}: {
  rows: readonly FindAProductRow[];
  filters: FindAProductFilters;
  onFilters: (filters: FindAProductFilters) => void;
  search: string;
  onSearch: (text: string) => void;
  onSubmit: (text: string) => void;
}) {
  const { emit } = useElement<typeof events>();
  const [panelOpen, setPanelOpen] = useState(false);
  const classOptions = useMemo(
    () => findAProductClassOptions(rows, filters.productTypes),
    [rows, filters.productTypes],
  );
  const groups = useMemo(() => {
    const ticked = (list: readonly string[]) => (value: string) => list.includes(value);
    const titles = FIND_A_PRODUCT.filters;
    return [
      checkboxGroup('productType', titles.productType, productTypeOptions(), ticked(filters.productTypes)),
      checkboxGroup('assetClass', titles.assetClass, findAProductAssetClassOptions(), ticked(filters.assetClasses)),
      checkboxGroup('class', titles.class, classOptions, ticked(filters.classes)),
    ];
  }, [filters, classOptions]);

  // products spec 2.10: the filters are mirrored in the URL query (productType, assetClass, class), no reload.
  const apply = (next: FindAProductFilters) => {
    onFilters(next);
    const url = `${window.location.pathname}${findAProductSearch(window.location.search, next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  };
  const announce = (f: FindAProductFilters) =>
    emit('filter', {
      applied: findAProductAppliedCount(f),
      filters: { productType: f.productTypes, assetClass: f.assetClasses, class: f.classes },
    });

  return (
    <div className="toolbar" part="toolbar">
      <SearchBox
        placeholder={FIND_A_PRODUCT.searchPlaceholder}
        value={search}
        onChange={onSearch}
        onSubmit={onSubmit}
      />
      <FilterPanel
        applied={findAProductAppliedCount(filters)}
        open={panelOpen}
        onOpenChange={setPanelOpen}
        groups={groups}
        onToggle={(group, value) =>
          apply(
            group === 'productType'
              ? toggleProductType(filters, value)
              : group === 'assetClass'
                ? toggleAssetClass(filters, value)
                : toggleClass(filters, value),
          )
        }
        onViewResults={() => {
          setPanelOpen(false);
          announce(filters);
        }}
        onClear={() => {
          apply(EMPTY_FIND_A_PRODUCT_FILTERS);
          announce(EMPTY_FIND_A_PRODUCT_FILTERS);
        }}
      />
    </div>
  );
}

import type { AttributeValues } from '../../runtime/attributes';
import type { attributes } from './element';
import { SearchBoxView } from './SearchBoxView';
import { SearchPage } from './SearchPage';

/** The element's root: the search page, or the search box that leads to it (data-view). */
export function SiteSearch(props: AttributeValues<typeof attributes>) {
  return props.view === 'box' ? (
    <SearchBoxView
      searchPath={props.searchPath}
      placeholder={props.placeholder}
      searchButton={props.searchButton}
      autocomplete={props.autocomplete === 'on'}
    />
  ) : (
    <SearchPage placeholder={props.placeholder} autocomplete={props.autocomplete === 'on'} />
  );
}

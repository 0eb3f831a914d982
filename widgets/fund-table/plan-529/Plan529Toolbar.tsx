/**
 * The 529 plan's controls (products spec 2.8): the search (target tab only), Performance (PUV / POP), Frequency
 * and Class. Each change is announced as `fund-table-change`.
 */
import { useElement } from '../../../runtime/define-element';
import { SearchBox } from '../../../runtime/ui/SearchBox';
import type { Frequency, Plan529Class } from '../../../services/product-vocabulary';
import type { events } from '../element';
import { FREQUENCY_OPTIONS } from '../landing/texts';
import { Select } from '../table/controls';
import type { Plan529Basis } from './model';
import { PLAN_529_BASIS_OPTIONS, PLAN_529_CLASS_OPTIONS, PLAN_529_SEARCH_PLACEHOLDER } from './texts';

export interface Plan529Settings {
  basis: Plan529Basis;
  frequency: Frequency;
  className: Plan529Class;
}

export function Plan529Toolbar({
  settings,
  onSettings,
  search,
  onSearch,
  onSearchSubmit,
}: {
  settings: Plan529Settings;
  onSettings: (next: Plan529Settings) => void;
  /** Undefined on the age-based tab, which has no search. */
  search: string | undefined;
  onSearch: (text: string) => void;
  onSearchSubmit: (text: string) => void;
}) {
  const { emit } = useElement<typeof events>();
  const set = <K extends keyof Plan529Settings>(key: K, value: Plan529Settings[K]) => {
    onSettings({ ...settings, [key]: value });
    emit('change', { setting: key === 'className' ? 'class' : key, value });
  };
  return (
    <div className="toolbar" part="toolbar">
      {search !== undefined && (
        <SearchBox
          placeholder={PLAN_529_SEARCH_PLACEHOLDER}
          value={search}
          onChange={onSearch}
          onSubmit={onSearchSubmit}
        />
      )}
      <Select
        label="Performance"
        value={settings.basis}
        options={PLAN_529_BASIS_OPTIONS}
        onChange={(value) => set('basis', value as Plan529Basis)}
      />
      <Select
        label="Frequency"
        value={settings.frequency}
        options={FREQUENCY_OPTIONS}
        onChange={(value) => set('frequency', value as Frequency)}
      />
      <Select
        label="Class"
        value={settings.className}
        options={PLAN_529_CLASS_OPTIONS}
        onChange={(value) => set('className', value as Plan529Class)}
      />
    </div>
  );
}

import { type Ref, useState } from 'react';
import { useMessages } from '../../messages/messages-context.js';
import { Button } from '../../ui/Button.js';
import { ChevronDownIcon, SearchIcon } from '../../ui/icons.js';
import { useUniqueId } from '../../ui/use-unique-id.js';
import {
  activeFilterCount,
  type CatalogueFilters,
  withSupportedOnly,
} from './catalogue-filters.js';
import type { ManufacturerView } from './supported-device-view.js';

/** Props of {@link SupportedDeviceFilterBar}. */
export interface SupportedDeviceFilterBarProps {
  filters: CatalogueFilters;
  onChange(filters: CatalogueFilters): void;
  /** Choices of the Manufacturer dropdown, already sorted. */
  manufacturers: readonly ManufacturerView[];
  searchRef: Ref<HTMLInputElement>;
  disableSearch: boolean;
}

/**
 * The filter area: a Filters button with the count of active filters that shows the Manufacturer
 * dropdown and the Supported checkbox, and the search box.
 */
export function SupportedDeviceFilterBar(props: SupportedDeviceFilterBarProps) {
  const { supportedDevices: t } = useMessages();
  const { filters, onChange } = props;
  const [open, setOpen] = useState(false);
  const panelId = useUniqueId();
  const selectId = useUniqueId();
  const checkboxId = useUniqueId();
  const count = activeFilterCount(filters);
  return (
    <div className="pl-catalogue-filters">
      <div className="pl-catalogue-filters__bar">
        <Button
          className="pl-catalogue-filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${t.filters}, ${t.activeFilters(count)}`}
          onClick={() => setOpen((was) => !was)}
        >
          {t.filters}
          {count > 0 && (
            <span className="pl-catalogue-filters__count" aria-hidden="true">
              {count}
            </span>
          )}
          <ChevronDownIcon />
        </Button>
        {!props.disableSearch && (
          <div className="pl-search pl-catalogue-filters__search">
            <SearchIcon />
            <input
              ref={props.searchRef}
              type="search"
              className="pl-search__input"
              aria-label={t.search}
              placeholder={t.searchPlaceholder}
              value={filters.search}
              onChange={(event) => onChange({ ...filters, search: event.target.value })}
            />
          </div>
        )}
      </div>
      <div className="pl-catalogue-filters__panel" id={panelId} hidden={!open}>
        <div className="pl-catalogue-filters__field">
          <label htmlFor={selectId}>{t.manufacturer}</label>
          <select
            id={selectId}
            className="pl-catalogue-filters__select"
            value={filters.manufacturerId ?? ''}
            onChange={(event) =>
              onChange({ ...filters, manufacturerId: event.target.value || null })
            }
          >
            <option value="">{t.allManufacturers}</option>
            {props.manufacturers.map((m) => (
              <option key={m.manufacturerId} value={m.manufacturerId}>
                {m.name ?? t.manufacturerFallback}
              </option>
            ))}
          </select>
        </div>
        <div className="pl-catalogue-filters__field pl-catalogue-filters__field--check">
          <input
            id={checkboxId}
            type="checkbox"
            checked={filters.supportedOnly}
            onChange={(event) =>
              onChange(withSupportedOnly(filters, event.target.checked, props.manufacturers))
            }
          />
          <label htmlFor={checkboxId}>{t.supportedOnly}</label>
        </div>
      </div>
    </div>
  );
}

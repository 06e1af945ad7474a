import type { DeviceModelView, ManufacturerView } from './supported-device-view.js';

/** Groups above this many models show this many until 'See all N'. */
export const COLLAPSED_MODEL_COUNT = 3;

/** One manufacturer's section of the results. */
export interface ManufacturerGroup {
  /** Stable key: the manufacturer id, or its name when the id is missing. */
  key: string;
  manufacturer: ManufacturerView;
  models: DeviceModelView[];
}

/** Compares names as people read them: case-blind, with numbers in numeric order. */
export const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

// Nameless entries go last, so a fallback label never sorts among real names.
const byName = (a: string | null, b: string | null): number =>
  a === null || b === null ? (a === null ? 1 : 0) - (b === null ? 1 : 0) : collator.compare(a, b);

/**
 * Groups models by manufacturer, groups sorted by manufacturer name and models by their name.
 * A group's logo and annotations come from the manufacturer list when it has the manufacturer;
 * otherwise the name the model carries is used. Models without an id, or repeating one, are
 * skipped: each row must stand for one model.
 */
export function groupModels(
  models: readonly DeviceModelView[],
  manufacturers: readonly ManufacturerView[],
): ManufacturerGroup[] {
  const known = new Map(manufacturers.map((m) => [m.manufacturerId, m]));
  const groups = new Map<string, ManufacturerGroup>();
  const seen = new Set<string>();
  for (const model of models) {
    if (model.deviceModelId === '' || seen.has(model.deviceModelId)) continue;
    seen.add(model.deviceModelId);
    const key = model.manufacturerId || (model.manufacturerName ?? '');
    let group = groups.get(key);
    if (!group) {
      const manufacturer = known.get(model.manufacturerId) ?? {
        manufacturerId: model.manufacturerId,
        name: model.manufacturerName,
        logoUrl: null,
        annotations: [],
        integration: null,
      };
      group = { key, manufacturer, models: [] };
      groups.set(key, group);
    }
    group.models.push(model);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => byName(a.manufacturer.name, b.manufacturer.name) || collator.compare(a.key, b.key),
  );
  for (const group of sorted) {
    group.models.sort(
      (a, b) => byName(a.name, b.name) || collator.compare(a.deviceModelId, b.deviceModelId),
    );
  }
  return sorted;
}

/** The models a group shows: all when expanded or small, else the first three. */
export function visibleModels<T>(models: readonly T[], expanded: boolean): readonly T[] {
  return expanded || models.length <= COLLAPSED_MODEL_COUNT
    ? models
    : models.slice(0, COLLAPSED_MODEL_COUNT);
}

/** Whether a group has more models than it shows collapsed, so it offers 'See all N'. */
export function isCollapsible(models: readonly unknown[]): boolean {
  return models.length > COLLAPSED_MODEL_COUNT;
}

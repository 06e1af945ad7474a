import { describe, expect, it } from 'vitest';
import { groupModels, isCollapsible, visibleModels } from './catalogue-groups.js';
import type { DeviceModelView, ManufacturerView } from './supported-device-view.js';

const model = (id: string, name: string | null, manufacturerId: string): DeviceModelView => ({
  deviceModelId: id,
  name,
  manufacturerId,
  manufacturerName: `Name of ${manufacturerId}`,
  integration: 'stable',
  sku: null,
  connectionType: null,
  imageUrl: null,
});

const maker = (id: string, name: string | null): ManufacturerView => ({
  manufacturerId: id,
  name,
  logoUrl: `https://img.test/${id}.svg`,
  annotations: [],
  integration: 'stable',
});

describe('groupModels', () => {
  it('should group models by manufacturer, groups sorted by manufacturer name', () => {
    const groups = groupModels(
      [model('1', 'A', 'yale'), model('2', 'B', 'august'), model('3', 'C', 'yale')],
      [maker('yale', 'Yale'), maker('august', 'August')],
    );
    expect(groups.map((g) => g.manufacturer.name)).toEqual(['August', 'Yale']);
    expect(groups[1]?.models.map((m) => m.deviceModelId)).toEqual(['1', '3']);
  });

  it('should sort names case-insensitively and numbers by value', () => {
    const groups = groupModels(
      [model('1', 'Lock 10', 'a'), model('2', 'lock 9', 'a'), model('3', 'Bolt', 'a')],
      [maker('a', 'A')],
    );
    expect(groups[0]?.models.map((m) => m.name)).toEqual(['Bolt', 'lock 9', 'Lock 10']);
  });

  it('should sort groups case-insensitively', () => {
    const groups = groupModels(
      [model('1', 'x', 'b'), model('2', 'x', 'a')],
      [maker('b', 'bosch'), maker('a', 'August')],
    );
    expect(groups.map((g) => g.manufacturer.name)).toEqual(['August', 'bosch']);
  });

  it('should put nameless groups and models last', () => {
    const groups = groupModels(
      [model('1', null, 'a'), model('2', 'Z', 'a'), model('3', 'x', 'b')],
      [maker('a', 'Acme'), maker('b', null)],
    );
    expect(groups.map((g) => g.key)).toEqual(['a', 'b']);
    expect(groups[0]?.models.map((m) => m.deviceModelId)).toEqual(['2', '1']);
  });

  it('given a manufacturer missing from the list, should use the name the model carries', () => {
    const [group] = groupModels([model('1', 'x', 'ghost')], []);
    expect(group?.manufacturer).toEqual({
      manufacturerId: 'ghost',
      name: 'Name of ghost',
      logoUrl: null,
      annotations: [],
      integration: null,
    });
  });

  it('should skip models without an id or repeating one', () => {
    const groups = groupModels(
      [model('', 'x', 'a'), model('1', 'y', 'a'), model('1', 'y again', 'a')],
      [maker('a', 'A')],
    );
    expect(groups[0]?.models.map((m) => m.name)).toEqual(['y']);
  });

  it('should leave out manufacturers without models', () => {
    expect(groupModels([], [maker('a', 'A')])).toEqual([]);
  });
});

describe('visibleModels', () => {
  it('should show three of four when collapsed and all when expanded', () => {
    expect(visibleModels([1, 2, 3, 4], false)).toEqual([1, 2, 3]);
    expect(visibleModels([1, 2, 3, 4], true)).toEqual([1, 2, 3, 4]);
  });

  it('should show a group of three whole', () => {
    expect(visibleModels([1, 2, 3], false)).toEqual([1, 2, 3]);
    expect(isCollapsible([1, 2, 3])).toBe(false);
    expect(isCollapsible([1, 2, 3, 4])).toBe(true);
  });
});

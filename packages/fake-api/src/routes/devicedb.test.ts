import { describe, expect, it } from 'vitest';
import { useFakeApi } from '../test-utils/client.js';
import { compileLiqeQuery } from './liqe-query.js';

const { http, anon } = useFakeApi();
const base = '/internal/devicedb/v1';

// biome-ignore lint/suspicious/noExplicitAny: test JSON.
type Any = any;

describe('device catalogue', () => {
  it('lists manufacturers with logos, annotations and counts, and gets one', async () => {
    const { manufacturers } = (await http.get(`${base}/manufacturers/list`)).body;
    expect(manufacturers.length).toBeGreaterThanOrEqual(10);
    expect(manufacturers.some((m: Any) => m.device_model_count === 0)).toBe(true);
    expect(manufacturers.some((m: Any) => m.annotations.length > 0)).toBe(true);
    const [first] = manufacturers;
    expect(first.logo.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_fake\/images\/logos\/.+\.svg$/);
    const one = await http.get(
      `${base}/manufacturers/get`,
      `manufacturer_id=${first.manufacturer_id}`,
    );
    expect(one.body.manufacturer.display_name).toBe(first.display_name);
    expect(
      (
        await http.get(
          `${base}/manufacturers/get`,
          'manufacturer_id=00000000-0000-4000-8000-000000000000',
        )
      ).body.error.type,
    ).toBe('manufacturer_not_found');
  });

  it('filters manufacturers by support level and Liqe query', async () => {
    const { manufacturers } = (await http.get(`${base}/manufacturers/list`)).body;
    const byName = (name: string) => manufacturers.find((m: Any) => m.display_name === name);
    const stable = (
      await http.get(`${base}/manufacturers/list`, 'integration_support_levels=stable')
    ).body.manufacturers;
    expect(stable.every((m: Any) => m.integration === 'stable')).toBe(true);
    const included = await http.get(
      `${base}/manufacturers/list`,
      `liqe_query=${encodeURIComponent(`(manufacturer_id:"${byName('Yale').manufacturer_id}" OR display_name:"August")`)}`,
    );
    expect(included.body.manufacturers.map((m: Any) => m.display_name).sort()).toEqual([
      'August',
      'Yale',
    ]);
    const excluded = await http.post(`${base}/manufacturers/list`, {
      liqe_query: 'NOT (display_name:"August" OR display_name:"Yale")',
    });
    expect(excluded.body.manufacturers).toHaveLength(manufacturers.length - 2);
    const both = await http.post(`${base}/manufacturers/list`, {
      liqe_query: '(display_name:"August" OR display_name:"Yale") AND NOT (display_name:"Yale")',
    });
    expect(both.body.manufacturers.map((m: Any) => m.display_name)).toEqual(['August']);
    expect(
      (await http.post(`${base}/manufacturers/list`, { liqe_query: 'manufacturer_id:none' })).body
        .manufacturers,
    ).toEqual([]);
    expect(
      (await http.post(`${base}/manufacturers/list`, { liqe_query: 'colour:"red"' })).status,
    ).toBe(400);
  });

  it('lists ≥60 models over every support level with variants and images', async () => {
    const models = (await http.get(`${base}/device_models/list`)).body.device_models;
    expect(models.length).toBeGreaterThanOrEqual(60);
    expect(new Set(models.map((m: Any) => m.manufacturer.integration))).toEqual(
      new Set(['stable', 'beta', 'planned', 'unsupported', 'inquire']),
    );
    const model = models[0];
    expect(model.aesthetic_variants[0].images[0].url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/_fake\/images\/models\//,
    );
    const image = await fetch(model.aesthetic_variants[0].images[0].url);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  });

  it('filters models by level, manufacturer, text and feature flags', async () => {
    const all = (await http.get(`${base}/device_models/list`)).body.device_models;
    const levels = (
      await http.get(
        `${base}/device_models/list`,
        'integration_support_levels=stable&integration_support_levels=beta',
      )
    ).body.device_models;
    expect(levels.every((m: Any) => ['stable', 'beta'].includes(m.manufacturer.integration))).toBe(
      true,
    );
    const yale = all.find((m: Any) => m.manufacturer.display_name === 'Yale').manufacturer
      .manufacturer_id;
    const byMaker = (await http.get(`${base}/device_models/list`, `manufacturer_id=${yale}`)).body
      .device_models;
    expect(byMaker.every((m: Any) => m.manufacturer.manufacturer_id === yale)).toBe(true);
    expect(
      (await http.post(`${base}/device_models/list`, { manufacturer_ids: [yale] })).body
        .device_models,
    ).toHaveLength(byMaker.length);
    const search = (await http.get(`${base}/device_models/list`, 'text_search=assure')).body
      .device_models;
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((m: Any) => m.display_name.toLowerCase().includes('assure'))).toBe(true);
    const remote = (
      await http.post(`${base}/device_models/list`, {
        include_if: ['software_features.can_remotely_unlock'],
      })
    ).body.device_models;
    expect(remote.every((m: Any) => m.software_features.can_remotely_unlock)).toBe(true);
    const noCamera = (
      await http.post(`${base}/device_models/list`, {
        exclude_if: ['physical_properties.has_camera'],
      })
    ).body.device_models;
    expect(noCamera.some((m: Any) => m.physical_properties.has_camera)).toBe(false);
    expect(noCamera.length).toBeLessThan(all.length);
  });

  it('needs credentials', async () => {
    expect((await anon.get(`${base}/device_models/list`)).status).toBe(401);
  });
});

describe('compileLiqeQuery', () => {
  const maker = (display_name: string, manufacturer_id = '1') =>
    ({ display_name, manufacturer_id }) as never;
  it('matches names case-insensitively and ids exactly', () => {
    expect(compileLiqeQuery('display_name:"yale"')(maker('Yale'))).toBe(true);
    expect(compileLiqeQuery('manufacturer_id:"2"')(maker('Yale'))).toBe(false);
    expect(compileLiqeQuery('')(maker('Yale'))).toBe(true);
  });
  it('rejects unsupported syntax', () => {
    expect(() => compileLiqeQuery('(display_name:"a"')).toThrow();
    expect(() => compileLiqeQuery('foo')).toThrow();
  });
});

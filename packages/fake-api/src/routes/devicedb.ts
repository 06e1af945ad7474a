import type { Hono } from 'hono';
import type { Runtime } from '../state/runtime.js';
import type { DeviceModel } from '../state/types.js';
import { notFound } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { defineRoute, type Params } from './define-route.js';
import { compileLiqeQuery } from './liqe-query.js';
import type { ContractRoute, JsonSchema } from './schema-types.js';

const LEVEL: JsonSchema = {
  type: 'string',
  enum: ['stable', 'beta', 'planned', 'unsupported', 'inquire'],
};
const STRINGS: JsonSchema = { type: 'array', items: { type: 'string' } };
const READ = ['GET', 'POST'];

const SCHEMAS = {
  manufacturer: {
    methods: READ,
    body: {
      type: 'object',
      required: ['manufacturer_id'],
      properties: { manufacturer_id: { type: 'string', format: 'uuid' } },
    },
  },
  manufacturers: {
    methods: READ,
    body: {
      type: 'object',
      properties: {
        integration_support_levels: { type: 'array', items: LEVEL },
        integration_status: LEVEL,
        liqe_query: { type: 'string' },
      },
    },
  },
  models: {
    methods: READ,
    body: {
      type: 'object',
      properties: {
        integration_support_levels: { type: 'array', items: LEVEL },
        integration_status: LEVEL,
        include_if: STRINGS,
        exclude_if: STRINGS,
        text_search: { type: 'string' },
        manufacturer_id: { type: 'string', format: 'uuid' },
        manufacturer_ids: { type: 'array', items: { type: 'string', format: 'uuid' } },
        main_category: { type: 'string' },
      },
    },
  },
  model: {
    methods: READ,
    body: {
      type: 'object',
      required: ['device_model_id'],
      properties: { device_model_id: { type: 'string', format: 'uuid' } },
    },
  },
} satisfies Record<string, ContractRoute>;

function levels(p: Params): string[] | undefined {
  const list = p.integration_support_levels as string[] | undefined;
  if (list) return list;
  return typeof p.integration_status === 'string' ? [p.integration_status] : undefined;
}

/** Reads a boolean feature by dotted path, or by bare name in either feature group. */
function feature(model: DeviceModel, name: string): boolean {
  const [group, key] = name.includes('.') ? name.split('.', 2) : [undefined, name];
  const groups = group
    ? [(model as unknown as Record<string, Record<string, unknown>>)[group]]
    : [model.software_features, model.physical_properties];
  return groups.some((g) => g?.[key ?? ''] === true);
}

function modelMatches(model: DeviceModel, p: Params, allowed: string[] | undefined): boolean {
  if (allowed && !allowed.includes(model.manufacturer.integration)) return false;
  if (p.manufacturer_id !== undefined && model.manufacturer.manufacturer_id !== p.manufacturer_id)
    return false;
  const ids = p.manufacturer_ids as string[] | undefined;
  if (ids && !ids.includes(model.manufacturer.manufacturer_id)) return false;
  if (p.main_category !== undefined && model.main_category !== p.main_category) return false;
  if (!((p.include_if as string[] | undefined) ?? []).every((f) => feature(model, f))) return false;
  if (((p.exclude_if as string[] | undefined) ?? []).some((f) => feature(model, f))) return false;
  const search = typeof p.text_search === 'string' ? p.text_search.trim().toLowerCase() : '';
  if (search === '') return true;
  const haystack = [
    model.display_name,
    model.manufacturer.display_name,
    ...model.aesthetic_variants.map((v) => v.manufacturer_sku),
  ];
  return haystack.some((text) => text.toLowerCase().includes(search));
}

/** The internal device catalogue under `/internal/devicedb/v1/`. */
export function registerDeviceDbRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  const base = '/internal/devicedb/v1';
  defineRoute(
    app,
    rt,
    `${base}/manufacturers/get`,
    ({ params }) => {
      const manufacturer = rt.state.manufacturers.get(params.manufacturer_id as string);
      if (!manufacturer) throw notFound('manufacturer');
      return { manufacturer };
    },
    { schema: SCHEMAS.manufacturer },
  );
  defineRoute(
    app,
    rt,
    `${base}/manufacturers/list`,
    ({ params }) => {
      const allowed = levels(params);
      const query =
        typeof params.liqe_query === 'string' ? compileLiqeQuery(params.liqe_query) : () => true;
      const manufacturers = [...rt.state.manufacturers.values()].filter(
        (m) => (!allowed || allowed.includes(m.integration)) && query(m),
      );
      return { manufacturers };
    },
    { schema: SCHEMAS.manufacturers },
  );
  defineRoute(
    app,
    rt,
    `${base}/device_models/list`,
    ({ params }) => {
      const allowed = levels(params);
      return {
        device_models: [...rt.state.deviceModels.values()].filter((m) =>
          modelMatches(m, params, allowed),
        ),
      };
    },
    { schema: SCHEMAS.models },
  );
  defineRoute(
    app,
    rt,
    `${base}/device_models/get`,
    ({ params }) => {
      const device_model = rt.state.deviceModels.get(params.device_model_id as string);
      if (!device_model) throw notFound('device_model');
      return { device_model };
    },
    { schema: SCHEMAS.model },
  );
}

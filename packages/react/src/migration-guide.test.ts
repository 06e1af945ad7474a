// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { attributeName, PROVIDER_PROPS } from './elements/element-spec.js';
import { ELEMENTS, SESSION_UPDATE_EVENT } from './elements/index.js';

/*
 * `docs/migrating-from-seamapi-react.md` maps every `@seamapi/react` name to a Porchlight one. A
 * host renames by it, so each Porchlight name it gives must exist (a prop of the provider or of a
 * view, an export, a tag, an attribute, an element property, an event), and each name it says is
 * not offered must really be absent, else the guide rots when one is added.
 */

const packageDir = join(import.meta.dirname, '..');
const guide = readFileSync(join(packageDir, '../../docs/migrating-from-seamapi-react.md'), 'utf8');

interface PublicApi {
  exports: Set<string>;
  providerProps: Set<string>;
  viewProps: Set<string>;
}

/** The package's export names, the provider's props and every view's props, read from source. */
function publicApi(): PublicApi {
  const entry = join(packageDir, 'src/index.ts');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(packageDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram([entry], { ...config?.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  const api: PublicApi = { exports: new Set(), providerProps: new Set(), viewProps: new Set() };
  for (const exported of module ? checker.getExportsOfModule(module) : []) {
    api.exports.add(exported.name);
    const target = exported.name === 'PorchlightProviderProps' ? api.providerProps : null;
    const isViewProps = /^[A-Z]\w+(Table|Details|Form|Card)Props$/.test(exported.name);
    if (!target && !isViewProps) continue;
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    // The provider's props are a union (one member per credential): every member's names count.
    for (const member of type.isUnion() ? type.types : [type]) {
      for (const property of checker.getPropertiesOfType(member)) {
        (target ?? api.viewProps).add(property.name);
      }
    }
  }
  return api;
}

interface Row {
  seam: string;
  porchlight: string;
}

/** The rows of the first table under a `## heading` (header and separator left out). */
function tableRows(heading: string): Row[] {
  const start = guide.indexOf(`\n## ${heading}\n`);
  expect(start, `section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = guide.indexOf('\n## ', start + 1);
  const lines = guide
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) => {
    const [seam = '', porchlight = ''] = line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
    return { seam, porchlight };
  });
}

/** Backticked names of a cell, without call parentheses or a parenthesised aside. */
const names = (cell: string, { asides = false } = {}): string[] =>
  [...(asides ? cell : cell.replace(/\s\([^)]*\)/g, '')).matchAll(/`([^`]+)`/g)].map(
    ([, code = '']) => code,
  );

/** The names a row gives on Porchlight's side: its own cell, or the left one when "same". */
function porchlightNames(row: Row, options?: { asides?: boolean }): string[] {
  const same = /^same\b/.test(row.porchlight);
  return [...(same ? names(row.seam, options) : []), ...names(row.porchlight, options)];
}

const notOffered = (row: Row) => row.porchlight.startsWith('–');
const identifier = (code: string) => /^[A-Za-z]\w*/.exec(code)?.[0] ?? code;
/** `useDevice({ device_id })` → `useDevice`, `device-ids="a"` → `device-ids`; tags stay whole. */
const identifierOrTag = (code: string) =>
  code.startsWith('<') ? code : (/^[A-Za-z][\w-]*/.exec(code)?.[0] ?? code);

/**
 * `@seamapi/react@2.6.0`'s public names, copied from its published sources (`src/lib/seam`:
 * `SeamProvider.tsx`, `index.ts`, `components/<View>/<View>.tsx` props and `*.element.ts` names, and
 * `lib/element.tsx`'s element props), so the guide is checked to map every one of them.
 */
const SEAMAPI_REACT = {
  Provider: [
    'client',
    'publishableKey',
    'userIdentifierKey',
    'clientSessionToken',
    'endpoint',
    'disableTelemetry',
    'disableCssInjection',
    'disableFontInjection',
    'unminifiyCss',
    'queryClient',
    'telemetryClient',
    'onSessionUpdate',
    'useSeamClient()',
    'seamComponentsClassName',
  ],
  Views: [
    'className',
    'onBack',
    'errorFilter',
    'warningFilter',
    'disableDeleteAccessCode',
    'disableCreateAccessCode',
    'disableEditAccessCode',
    'disableLockUnlock',
    'disableResourceIds',
    'deviceIds',
    'connectedAccountIds',
    'disableSearch',
    'deviceFilter',
    'deviceComparator',
    'onDeviceClick',
    'preventDefaultOnDeviceClick',
    'heading',
    'deviceId',
    'accessCodeFilter',
    'accessCodeComparator',
    'onAccessCodeClick',
    'preventDefaultOnAccessCodeClick',
    'accessCodeId',
    'onEdit',
    'onSuccess',
    'onClimateSettingScheduleClick',
    'preventDefaultOnClimateSettingScheduleClick',
    'climateSettingScheduleFilter',
    'climateSettingScheduleComparator',
    'climateSettingScheduleId',
    'disableFilter',
    'manufacturers',
    'excludedManufacturers',
    'includeIf',
    'excludeIf',
  ],
  Hooks: [
    'useAccessCode',
    'useAccessCodes',
    'useCreateAccessCode',
    'useDeleteAccessCode',
    'useGenerateAccessCodeCode',
    'useUpdateAccessCode',
    'useClientSession',
    'useCreateConnectWebview',
    'useConnectedAccount',
    'useDevice',
    'useDeviceProviders',
    'useDevices',
    'useSeamContext',
    'useClimateSettingSchedule',
    'useClimateSettingSchedules',
    'useSeamQueryResult',
    'NullSeamClientError',
  ],
  'Custom elements': [
    '<seam-access-code-details>',
    '<seam-access-code-table>',
    '<seam-climate-setting-schedule-details>',
    '<seam-climate-setting-schedule-table>',
    '<seam-connect-account-button>',
    '<seam-create-access-code-form>',
    '<seam-device-details>',
    '<seam-device-table>',
    '<seam-edit-access-code-form>',
    '<seam-supported-device-table>',
    '<seam-supported-device-table-manufacturer-keys>',
    'publishable-key',
    'user-identifier-key',
    'client-session-token',
    'endpoint',
    'disable-telemetry',
    'disable-css-injection',
    'disable-font-injection',
    'unminifiy-css',
    'class-name',
    'disable-filter',
    'queryClient',
    'telemetryClient',
    'onSessionUpdate',
    'onDeviceClick',
    'onAccessCodeClick',
    'onClimateSettingScheduleClick',
    'onSuccess',
    'onBack',
    'onEdit',
    'device-ids',
  ],
} as const;

const SEAMAPI_REACT_COMPONENTS = [
  'AccessCodeDetails',
  'AccessCodeTable',
  'ClimateSettingScheduleDetails',
  'ClimateSettingScheduleTable',
  'ConnectAccountButton',
  'CreateAccessCodeForm',
  'DeviceDetails',
  'DeviceTable',
  'EditAccessCodeForm',
  'SupportedDeviceTable',
  'SupportedDeviceTableManufacturerKeys',
];

describe('the migration guide from @seamapi/react', () => {
  it.each(Object.entries(SEAMAPI_REACT))(
    'maps every @seamapi/react name of "%s", and no name it does not have',
    (section, seam) => {
      const rows = tableRows(section);
      const mapped = new Set(
        rows.flatMap((row) => names(row.seam, { asides: true }).map(identifierOrTag)),
      );
      expect(seam.filter((name) => !mapped.has(identifierOrTag(name)))).toEqual([]);
      const known = new Set<string>(seam.map(identifierOrTag));
      const invented = rows
        .flatMap((row) => names(row.seam).map(identifierOrTag))
        .filter((name) => !known.has(name));
      expect(invented).toEqual([]);
    },
  );

  it('says what becomes of every @seamapi/react component', () => {
    const paragraph = guide.slice(guide.indexOf('Same component names:'));
    const named = new Set(names(paragraph.slice(0, paragraph.indexOf('\n\n'))));
    expect(SEAMAPI_REACT_COMPONENTS.filter((name) => !named.has(name))).toEqual([]);
  });

  let api: PublicApi;
  beforeAll(() => {
    api = publicApi();
  });

  it('imports entry points the package exports', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const specifiers = tableRows('Packages and imports')
      .flatMap((row) => [...row.porchlight.matchAll(/'(@porchlight\/react[^']*)'/g)])
      .map(([, specifier = '']) => specifier.replace('@porchlight/react', '.'));
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((subpath) => !(subpath in manifest.exports))).toEqual([]);
  });

  it('names provider props and hooks that exist', () => {
    const missing = tableRows('Provider')
      .flatMap((row) => porchlightNames(row))
      .filter((name) =>
        name.includes('(')
          ? !api.exports.has(identifier(name))
          : !api.providerProps.has(name) && !api.exports.has(name),
      );
    expect(missing).toEqual([]);
  });

  it('names view components and props that exist, and leaves out only props that do not', () => {
    const components = /Same component names: ([^.]+)\./.exec(guide)?.[1] ?? '';
    expect(names(components).filter((name) => !api.exports.has(name))).toEqual([]);
    const rows = tableRows('Views');
    const missing = rows
      .filter((row) => !notOffered(row))
      .flatMap((row) => porchlightNames(row))
      .map(identifier)
      .filter((name) => !api.viewProps.has(name));
    expect(missing).toEqual([]);
    const offeredAfterAll = rows
      .filter(notOffered)
      .flatMap((row) => names(row.seam))
      .filter((name) => api.viewProps.has(name));
    expect(offeredAfterAll).toEqual([]);
  });

  it('names hooks that exist', () => {
    const missing = tableRows('Hooks')
      .flatMap((row) => (/^same\b/.test(row.porchlight) ? names(row.seam) : []))
      .concat(tableRows('Hooks').flatMap((row) => names(row.porchlight)))
      .map(identifier)
      .filter((name) => !api.exports.has(name));
    expect(missing).toEqual([]);
  });

  it('names tags, attributes, properties and events the elements have', () => {
    const tags = new Set(ELEMENTS.map((spec) => spec.tag));
    const events = new Set([
      SESSION_UPDATE_EVENT,
      ...ELEMENTS.flatMap((spec) => (spec.events ?? []).map((event) => event.type)),
    ]);
    const kinds = new Map(
      [PROVIDER_PROPS, ...ELEMENTS.map((spec) => spec.props)].flatMap((props) =>
        Object.entries(props),
      ),
    );
    const attributes = new Set(
      [...kinds].filter(([, kind]) => kind !== 'property').map(([prop]) => attributeName(prop)),
    );
    /** Why a Porchlight-side name does not exist, or null when it does. */
    const problem = (code: string): string | null => {
      if (['porchlight-', 'seam-', 'false'].includes(code) || code.endsWith('()')) return null;
      const tag = /^<(?:seam|porchlight)-([\w-]+)>$/.exec(code)?.[1];
      if (tag) return tags.has(`porchlight-${tag}`) ? null : `no tag porchlight-${tag}`;
      if (code.startsWith('porchlight-')) return events.has(code) ? null : `no event ${code}`;
      const attribute = /^([a-z]+(?:-[a-z]+)+)$|^([a-z-]+)=/.exec(code)?.slice(1).find(Boolean);
      if (attribute) return attributes.has(attribute) ? null : `no attribute ${attribute}`;
      if (/^[a-z]\w*$/.test(code)) return kinds.has(code) ? null : `no property ${code}`;
      return null;
    };
    const rows = tableRows('Custom elements');
    const problems = rows
      .filter((row) => !notOffered(row))
      .flatMap((row) => porchlightNames(row, { asides: true }))
      .map(problem)
      .filter((found) => found !== null);
    expect(problems).toEqual([]);
    // Every `<seam-…>` tag the guide renames has its `<porchlight-…>` element.
    const seamTags = rows
      .filter((row) => !notOffered(row))
      .flatMap((row) => names(row.seam))
      .filter((code) => code.startsWith('<'));
    expect(seamTags.length).toBeGreaterThan(0);
    expect(seamTags.map(problem).filter((found) => found !== null)).toEqual([]);
    const offeredAfterAll = rows
      .filter(notOffered)
      .flatMap((row) => names(row.seam))
      .filter((name) => kinds.has(name));
    expect(offeredAfterAll).toEqual([]);
  });
});

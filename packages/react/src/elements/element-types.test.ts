// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { PorchlightProviderProps } from '../provider/PorchlightProvider.js';
import type {
  PorchlightDeviceClickDetail,
  PorchlightDeviceDetailsElement,
  PorchlightDeviceTableElement,
  PorchlightElementEventMap,
  PorchlightElementTagNameMap,
  PorchlightLateFailureEvent,
  PorchlightProviderProperties,
  PorchlightSessionUpdateEvent,
  PorchlightSuccessDetail,
} from './index.js';
import { ELEMENTS, LATE_FAILURE_EVENT, SESSION_UPDATE_EVENT } from './index.js';

const packages = fileURLToPath(new URL('../../../', import.meta.url));
const repo = resolve(packages, '..');
const elementsIndex = fileURLToPath(new URL('./index.ts', import.meta.url));

// The type assertions are checked by `tsc -p packages/react/tsconfig.json`; at run time they pass.
describe('the elements’ DOM types', () => {
  it('type the tags in the DOM’s own lookups', () => {
    // Never called: Node has no document, and only the types are under test.
    const lookups = () => ({
      found: document.querySelector('porchlight-device-table'),
      made: document.createElement('porchlight-device-details'),
    });
    expectTypeOf<
      ReturnType<typeof lookups>['found']
    >().toEqualTypeOf<PorchlightDeviceTableElement | null>();
    expectTypeOf<
      ReturnType<typeof lookups>['made']
    >().toEqualTypeOf<PorchlightDeviceDetailsElement>();
    expectTypeOf<HTMLElementTagNameMap>().toExtend<PorchlightElementTagNameMap>();
  });

  it('type every event’s detail on document, window and the elements', () => {
    expectTypeOf<DocumentEventMap['porchlight-device-click']>().toEqualTypeOf<
      CustomEvent<PorchlightDeviceClickDetail>
    >();
    expectTypeOf<WindowEventMap['porchlight-success']>().toEqualTypeOf<
      CustomEvent<PorchlightSuccessDetail>
    >();
    expectTypeOf<
      HTMLElementEventMap['porchlight-session-update']
    >().toEqualTypeOf<PorchlightSessionUpdateEvent>();
    expectTypeOf<
      DocumentEventMap['porchlight-late-failure']
    >().toEqualTypeOf<PorchlightLateFailureEvent>();
    expectTypeOf<GlobalEventHandlersEventMap>().toExtend<PorchlightElementEventMap>();
  });

  it('declare exactly the registry’s tags and events', () => {
    // `satisfies` keeps these lists complete and exact for the declared maps.
    const tags = {
      'porchlight-device-table': true,
      'porchlight-device-details': true,
      'porchlight-access-code-table': true,
      'porchlight-access-code-details': true,
      'porchlight-create-access-code-form': true,
      'porchlight-edit-access-code-form': true,
      'porchlight-climate-setting-schedule-table': true,
      'porchlight-climate-setting-schedule-details': true,
      'porchlight-thermostat-card': true,
      'porchlight-thermostat-details': true,
      'porchlight-supported-device-table': true,
    } satisfies Record<keyof PorchlightElementTagNameMap, true>;
    const events = {
      'porchlight-device-click': true,
      'porchlight-access-code-click': true,
      'porchlight-climate-setting-schedule-click': true,
      'porchlight-climate-setting-schedules-click': true,
      'porchlight-success': true,
      'porchlight-deleted': true,
      'porchlight-session-update': true,
      'porchlight-late-failure': true,
    } satisfies Record<keyof PorchlightElementEventMap, true>;
    expect(ELEMENTS.map((spec) => spec.tag).sort()).toEqual(Object.keys(tags).sort());
    const dispatched = ELEMENTS.flatMap((spec) => (spec.events ?? []).map((event) => event.type));
    expect([...new Set([...dispatched, SESSION_UPDATE_EVENT, LATE_FAILURE_EVENT])].sort()).toEqual(
      Object.keys(events).sort(),
    );
  });

  it('declare the provider’s properties as the provider takes them', () => {
    // What an element hands its provider: the written value, never null or undefined.
    type Handed = {
      [K in keyof PorchlightProviderProperties]: NonNullable<PorchlightProviderProperties[K]>;
    };
    expectTypeOf<Handed>().toExtend<Pick<PorchlightProviderProps, keyof Handed>>();
  });
});

/** The ```ts blocks of a Markdown file that use the elements entry. */
function elementBlocks(path: string): string[] {
  const text = readFileSync(resolve(repo, path), 'utf8');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.includes("'@porchlight/react/elements'"));
}

const OUT = '/virtual/out/';
const HOST = '/virtual/host/';

interface Declarations {
  /** Emitted `.d.ts` text by its path under {@link OUT}. */
  files: Map<string, string>;
  /** Modules the declarations import from outside this package and the client. */
  external: string[];
}

/**
 * Emits the declarations of the elements entry from source, in memory: the entry's and those of
 * every module they import (the client's too), as a published build would ship them.
 */
function emitElementDeclarations(): Declarations {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(packages, 'react/tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const options: ts.CompilerOptions = {
    ...parsed?.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    // Only the emitted declarations are under test: the sources are type-checked by the
    // typecheck step, and checking every file again here took seconds.
    noCheck: true,
    rootDir: packages,
    outDir: OUT,
  };
  const program = ts.createProgram([elementsIndex], options);
  const files = new Map<string, string>();
  const external = new Set<string>();
  const pending = [elementsIndex];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const fileName = pending.pop() as string;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`${fileName} is not in the program`);
    let declaration = '';
    program.emit(
      source,
      (name, text) => {
        files.set(name, text);
        declaration = text;
      },
      undefined,
      true,
    );
    for (const imported of ts.preProcessFile(declaration, true, true).importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, fileName, options, ts.sys)
        .resolvedModule?.resolvedFileName;
      if (resolved?.startsWith(packages) && !resolved.endsWith('.d.ts')) pending.push(resolved);
      else external.add(imported.fileName);
    }
  }
  return { files, external: [...external].sort() };
}

/** TypeScript's own libraries, parsed once for every host compile. */
const libFiles = new Map<string, ts.SourceFile>();

/**
 * Compiles `sources` as a host would: the published declarations under a bundler's resolution,
 * strict, `exactOptionalPropertyTypes` on and `skipLibCheck` off, and no package but the two
 * (no React, no `@types/react`: only TypeScript's own libraries are readable).
 */
function compileHost(declarations: Declarations, sources: Record<string, string>) {
  const libDir = dirname(ts.getDefaultLibFilePath({}));
  const virtual = new Map(declarations.files);
  for (const [name, text] of Object.entries(sources)) virtual.set(`${HOST}${name}`, text);
  const options: ts.CompilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    // TypeScript's own DOM and ES libraries are not under test; the packages' declarations are.
    skipDefaultLibCheck: true,
    noEmit: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    paths: {
      '@porchlight/react/elements': [`${OUT}react/src/elements/index.d.ts`],
      '@porchlight/client': [`${OUT}client/src/index.d.ts`],
    },
  };
  const readable = (name: string) => virtual.has(name) || name.startsWith(libDir);
  const base = ts.createCompilerHost(options);
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (name) => readable(name) && (virtual.has(name) || ts.sys.fileExists(name)),
    readFile: (name) => (readable(name) ? (virtual.get(name) ?? ts.sys.readFile(name)) : undefined),
    directoryExists: (name) =>
      [...virtual.keys()].some((file) => file.startsWith(`${name}/`)) || name.startsWith(libDir),
    getDirectories: () => [],
    realpath: (name) => name,
    getCurrentDirectory: () => HOST,
    getSourceFile: (name, language) => {
      const cached = libFiles.get(name);
      if (cached) return cached;
      const text = readable(name) ? (virtual.get(name) ?? ts.sys.readFile(name)) : undefined;
      if (text === undefined) return undefined;
      const file = ts.createSourceFile(name, text, language, true);
      if (name.startsWith(libDir)) libFiles.set(name, file);
      return file;
    },
  };
  const program = ts.createProgram(
    Object.keys(sources).map((name) => `${HOST}${name}`),
    options,
    host,
  );
  const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${relative('/virtual', diagnostic.file.fileName)}: ` : '';
    return `${where}TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
  return { errors, files: program.getSourceFiles().map((file) => file.fileName) };
}

/**
 * Host code where each `@ts-expect-error` line must fail and every other line compile: the types
 * exist and are not `any`.
 */
const MISUSES = `import '@porchlight/react/elements';
document.addEventListener('porchlight-device-click', (event) => {
  const deviceId: string = event.detail.deviceId;
  // @ts-expect-error: a device click carries a device id only
  void event.detail.accessCodeId;
  void deviceId;
});
const table = document.querySelector('porchlight-device-table');
if (table) table.deviceIds = ['a', 'b'];
// @ts-expect-error: a filter is a function of a device
if (table) table.deviceFilter = 'online';
const details = document.createElement('porchlight-device-details');
details.deviceId = null;
// @ts-expect-error: ids are strings
details.deviceId = 42;
const card = document.createElement('porchlight-thermostat-card');
card.theme = 'dark';
// @ts-expect-error: the list of themes is closed
card.theme = 'blue';
card.addEventListener('porchlight-success', (event) => {
  const recovered: boolean = event.detail.recovered;
  // @ts-expect-error: a boolean, not a string
  const text: string = event.detail.recovered;
  void recovered, text;
});
window.addEventListener('porchlight-session-update', (event) => {
  const user: string | null | undefined = event.detail.clientSession?.user_identifier_key;
  // @ts-expect-error: the event never carries the session's token
  void event.detail.clientSession?.token;
  void user;
});
`;

describe('the elements entry’s published declarations', () => {
  let declarations: Declarations;
  beforeAll(() => {
    declarations = emitElementDeclarations();
  });

  it('import nothing but the package’s own modules and the client (no React types)', () => {
    expect(declarations.files.has(`${OUT}react/src/elements/index.d.ts`)).toBe(true);
    expect(declarations.external).toEqual([]);
    for (const [name, text] of declarations.files) {
      expect({ name, react: /from ['"]react/.test(text) }).toEqual({ name, react: false });
    }
  });

  it('compile the embedding guide’s and the README’s TypeScript in a host without React', () => {
    const guide = elementBlocks('docs/embedding.md');
    const readme = elementBlocks('packages/react/README.md');
    expect(guide.length).toBeGreaterThan(0);
    expect(readme.length).toBeGreaterThan(0);
    const sources = Object.fromEntries(
      [...guide, ...readme].map((code, index) => [`example-${index}.ts`, `${code}\nexport {};\n`]),
    );
    const { errors, files } = compileHost(declarations, sources);
    expect(errors).toEqual([]);
    expect(files.filter((file) => /react\/(index|jsx)|@types\/react/.test(file))).toEqual([]);
  });

  it('type details and properties closely enough to refuse misuse', () => {
    expect(compileHost(declarations, { 'misuses.ts': MISUSES }).errors).toEqual([]);
  });

  it('run in a host where React cannot be found (the check would see an import of it)', () => {
    const reactImport =
      "import type { ComponentType } from 'react';\nexport type V = ComponentType;\n";
    const { errors } = compileHost(declarations, { 'react.ts': reactImport });
    expect(errors.join('\n')).toContain("TS2307 Cannot find module 'react'");
  });
});

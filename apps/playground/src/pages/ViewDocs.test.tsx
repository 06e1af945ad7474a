import { join } from 'node:path';
import { ELEMENTS } from '@porchlight/react/elements/registry';
import { cleanup, render, screen, within } from '@testing-library/react';
import ts from 'typescript';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ViewDocs } from './ViewDocs.js';

const reactPackage = join(import.meta.dirname, '../../../../packages/react');
const reactEntry = join(reactPackage, 'src/index.ts');

/** The TSDoc of each exported `…Props` type's `headingLevel`, by type name. */
const headingLevelDocs = new Map<string, string>();

/** The public props of every `…Props` type `@porchlight/react` exports, by type name. */
function exportedProps(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(reactPackage, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram([reactEntry], { ...config?.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(reactEntry);
  const module = source && checker.getSymbolAtLocation(source);
  const props = new Map<string, string[]>();
  for (const exported of module ? checker.getExportsOfModule(module) : []) {
    if (!exported.name.endsWith('Props')) continue;
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const properties = checker.getPropertiesOfType(type);
    props.set(
      exported.name,
      properties.map((property) => property.name),
    );
    const headingLevel = properties.find((property) => property.name === 'headingLevel');
    if (headingLevel) {
      headingLevelDocs.set(
        exported.name,
        ts.displayPartsToString(headingLevel.getDocumentationComment(checker)).replace(/\s+/g, ' '),
      );
    }
  }
  return props;
}

/** The props a view's docs table lists, by the table's name ("Props of DeviceTable"). */
function listedProps(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.querySelector('code')?.textContent ?? '');
}

// A thermostat opens no access-code table: the thermostat details accept these only because
// they share the device views' pass-on props, so documenting them would promise a click that
// never comes.
const UNDOCUMENTED: Record<string, string[]> = {
  ThermostatDetails: ['onAccessCodeClick', 'preventDefaultOnAccessCodeClick'],
};

describe('the per-view props tables', () => {
  let props: Map<string, string[]>;
  beforeAll(() => {
    props = exportedProps();
  });
  afterEach(cleanup);

  it.each(ELEMENTS.map((spec) => [spec.tag, spec] as const))(
    'list every public prop of the view of <%s>, and only those',
    (_tag, spec) => {
      render(<ViewDocs spec={spec} />);
      const table = screen.getByRole('table', { name: /^Props of / });
      const view = (table.querySelector('caption')?.textContent ?? '').replace('Props of ', '');
      const declared = props.get(`${view}Props`);
      expect(declared, `${view}Props is exported`).toBeDefined();
      const expected = (declared ?? []).filter((prop) => !UNDOCUMENTED[view]?.includes(prop));
      expect([...listedProps(table)].sort()).toEqual([...expected].sort());
    },
  );
});

describe('the description column', () => {
  afterEach(cleanup);

  // A name and a type do not tell a host what a prop does: every row, the provider's
  // heading level, the class name and each event included, says it in a sentence.
  it.each(ELEMENTS.map((spec) => [spec.tag, spec] as const))(
    'describes every prop of the view of <%s>',
    (_tag, spec) => {
      render(<ViewDocs spec={spec} />);
      const table = screen.getByRole('table', { name: /^Props of / });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      const column = headers.indexOf('Description');
      expect(column, 'the table has a Description column').toBeGreaterThan(-1);
      const undescribed = within(table)
        .getAllByRole('row')
        .slice(1)
        .filter((row) => (row.querySelectorAll('td')[column]?.textContent ?? '').trim() === '')
        .map((row) => row.querySelectorAll('td')[1]?.textContent);
      expect(undescribed).toEqual([]);
    },
  );

  // An element's host answers with the event, not a return value.
  it.each(
    ELEMENTS.filter((spec) => spec.events?.some((event) => event.cancelable)).map(
      (spec) => [spec.tag, spec] as const,
    ),
  )('tells an element host how to cancel each cancelable event of <%s>', (_tag, spec) => {
    render(<ViewDocs spec={spec} />);
    for (const event of (spec.events ?? []).filter((each) => each.cancelable)) {
      const row = screen.getByRole('row', { name: new RegExp(`event ${event.type} `) });
      expect(row.textContent).toContain('event.preventDefault()');
    }
  });

  // At 320 px the table scrolls inside this region, not the page: keyboard users must reach it.
  it('puts the table in a region a keyboard can focus to scroll, named as the table', () => {
    const spec = ELEMENTS.find((entry) => entry.tag === 'porchlight-device-table');
    if (!spec) throw new Error('no porchlight-device-table entry');
    render(<ViewDocs spec={spec} />);
    const region = screen.getByRole('region', { name: 'Props of DeviceTable' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Props of DeviceTable' })).toBeDefined();
  });
});

describe('the heading-level row', () => {
  beforeAll(() => {
    if (headingLevelDocs.size === 0) exportedProps();
  });
  afterEach(cleanup);

  // The row states one default for every view, so each view's own TSDoc must say the same.
  it.each(ELEMENTS.map((spec) => [spec.tag, spec] as const))(
    'gives the default the TSDoc of the view of <%s> gives',
    (_tag, spec) => {
      render(<ViewDocs spec={spec} />);
      const row = screen.getByRole('row', { name: /heading-level/ });
      expect(row.textContent).toContain("default the provider's (2)");
      const view = screen.getByRole('table').querySelector('caption')?.textContent ?? '';
      expect(headingLevelDocs.get(`${view.replace('Props of ', '')}Props`)).toContain(
        "the provider's (2)",
      );
    },
  );
});

/** The compiler's complaints about `code` as a `.tsx` module of the playground. */
function typeErrors(code: string): string[] {
  const playground = join(import.meta.dirname, '../..');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(playground, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const snippet = join(playground, 'src/pages/copied-snippet.tsx');
  const options = { ...config?.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (file === snippet ? code : readFile(file));
  host.fileExists = (file) => file === snippet || fileExists(file);
  const program = ts.createProgram([snippet], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(snippet))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the React code to copy', () => {
  afterEach(cleanup);

  // Pasted into a host's module as shown, so it must compile there: no name left undefined.
  it.each(ELEMENTS.map((spec) => [spec.tag, spec] as const))(
    'compiles for the view of <%s>',
    (_tag, spec) => {
      render(<ViewDocs spec={spec} />);
      const code = screen.getByRole('heading', { name: 'React' }).nextElementSibling?.textContent;
      expect(code).toContain('<PorchlightProvider');
      expect(typeErrors(code ?? '')).toEqual([]);
    },
  );

  // The provider would otherwise inject the same stylesheet again from unpkg: two downloads, and
  // a refused request under a CSP that allows only the host's own styles.
  it.each(ELEMENTS.map((spec) => [spec.tag, spec] as const))(
    'imports the stylesheet for the view of <%s> and turns the injected copy off',
    (_tag, spec) => {
      render(<ViewDocs spec={spec} />);
      const code = screen.getByRole('heading', { name: 'React' }).nextElementSibling?.textContent;
      expect(code).toContain("import '@porchlight/react/index.css';");
      expect(code).toMatch(/<PorchlightProvider[^>]*\sdisableCssInjection[\s>]/);
    },
  );
});

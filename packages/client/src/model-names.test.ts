import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// What a host's editor shows: the checker's printout of the client's types, as in a hover. A
// model printed as its whole structure (a device runs to hundreds of lines) instead of `Device`
// is what this guards against; type assertions cannot see it, as the two are the same type.

const src = fileURLToPath(new URL('.', import.meta.url));
const hostFile = `${src}__model-names-host.ts`;
const hostCode = `import { PorchlightClient } from './index.js';
export declare const client: PorchlightClient;
`;

let checker: ts.TypeChecker;
let exportsOf: (file: string) => ts.Symbol[];

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(
    fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const options = config?.options ?? {};
  // The host file exists only in memory: nothing is written beside the sources.
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, ...rest) =>
    name === hostFile
      ? ts.createSourceFile(name, hostCode, ts.ScriptTarget.ES2022, true)
      : getSourceFile.call(host, name, ...rest);
  host.fileExists = (name) => name === hostFile || fileExists.call(host, name);
  const program = ts.createProgram([hostFile], options, host);
  checker = program.getTypeChecker();
  exportsOf = (file) => {
    const sourceFile = program.getSourceFile(file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`${file} not found`);
    return checker.getExportsOfModule(moduleSymbol);
  };
}, 60_000);

const clientType = (): ts.Type => {
  const client = exportsOf(hostFile).find((symbol) => symbol.name === 'client');
  if (!client) throw new Error('client not declared');
  return checker.getTypeOfSymbol(client);
};

/** `'devices.list'` → how the result a caller awaits from `client.devices.list` prints. */
const printedResult = (method: string): string => {
  let type = clientType();
  for (const name of method.split('.')) {
    const property = type.getProperty(name);
    if (!property) throw new Error(`${method}: no ${name}`);
    type = checker.getTypeOfSymbol(property);
  }
  const [signature] = type.getCallSignatures();
  if (!signature) throw new Error(`${method} is not a method`);
  return checker.typeToString(checker.getAwaitedType(signature.getReturnType()) ?? type);
};

/** Every method of the client's namespaces, by dotted path. */
const methods = (type: ts.Type, prefix = ''): string[] =>
  type.getProperties().flatMap((property) => {
    if (property.name.startsWith('#')) return [];
    const path = `${prefix}${property.name}`;
    const propertyType = checker.getTypeOfSymbol(property);
    if (propertyType.getCallSignatures().length > 0) return [path];
    if (propertyType.flags & ts.TypeFlags.Object) return methods(propertyType, `${path}.`);
    return [];
  });

describe('model names in what an editor shows', () => {
  it('prints the client results by their model names', () => {
    expect(printedResult('devices.list')).toBe('Device[]');
    expect(printedResult('devices.get')).toBe('Device');
    expect(printedResult('accessCodes.list')).toBe('AccessCode[]');
    // Answered under `device`, but an unmanaged device: named by schema, not by key.
    expect(printedResult('devices.unmanaged.get')).toBe('UnmanagedDevice');
    expect(printedResult('workspaces.get')).toBe('Workspace | undefined');
    // A union schema, kept as an alias that still prints by name.
    expect(printedResult('locks.lockDoor')).toBe('ActionAttempt');
    expect(printedResult('actionAttempts.list')).toBe('ActionAttempt[]');
  });

  it('prints every model by its own name', () => {
    const models = exportsOf(`${src}models.ts`).filter(
      // A union of three status strings, not a model: printing its members is the useful hover.
      (symbol) => symbol.name !== 'ActionAttemptStatus',
    );
    expect(models.length).toBeGreaterThan(20);
    for (const model of models) {
      expect(checker.typeToString(checker.getDeclaredTypeOfSymbol(model))).toBe(model.name);
    }
  });

  it('prints no client result as an anonymous structure', () => {
    // The contract declares this answer inline (an enrollment automation plus the id of its
    // provisioning automation) instead of naming a schema, so there is no model to print.
    const inlineAnswers = ['userIdentities.enrollmentAutomations.launch'];
    const all = methods(clientType());
    expect(all).toContain('devices.list');
    const anonymous = all
      .filter((method) => !inlineAnswers.includes(method))
      .map((method) => `${method}: ${printedResult(method)}`)
      .filter((printed) => printed.includes('{'));
    expect(anonymous).toEqual([]);
  });
});

import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('.', import.meta.url));
const entries = {
  '@porchlight/webhooks': 'index.ts',
  '@porchlight/webhooks/webhook': 'webhook-signature/index.ts',
};

const config = ts.getParsedCommandLineOfConfigFile(
  fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
);
const program = ts.createProgram(
  Object.values(entries).map((file) => `${src}${file}`),
  config?.options ?? {},
);
const checker = program.getTypeChecker();
const resolve = (symbol: ts.Symbol) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

// Members a host cannot reach: `#private` fields, `private` members and the `@internal`
// resource constructors (a host gets resources from the client).
function isHidden(node: ts.Node): boolean {
  if ('name' in node && node.name && ts.isPrivateIdentifier(node.name as ts.Node)) return true;
  if (ts.canHaveModifiers(node)) {
    if (ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword)) return true;
  }
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal');
}

/**
 * Names of this package's types that an entry's exported declarations mention (in a signature,
 * a property, an `extends` clause), directly or through another such type, without the entry
 * exporting them: a host meets them in hover text and errors but cannot import them.
 */
function unexportedTypes(file: string): string[] {
  const source = program.getSourceFile(`${src}${file}`);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`cannot read ${file}`);
  const exported = new Set(checker.getExportsOfModule(module).map(resolve));
  const missing = new Set<string>();
  const seen = new Set<ts.Symbol>(exported);
  const visit = (node: ts.Node): void => {
    // Bodies and initialisers are implementation, not signature.
    if (ts.isBlock(node) || isHidden(node)) return;
    if (ts.isVariableDeclaration(node) && node.type) {
      visit(node.type);
      return;
    }
    const name = ts.isTypeReferenceNode(node)
      ? node.typeName
      : ts.isExpressionWithTypeArguments(node)
        ? node.expression
        : ts.isTypeQueryNode(node)
          ? node.exprName
          : undefined;
    const found = name && checker.getSymbolAtLocation(name);
    if (found) {
      const symbol = resolve(found);
      const own = symbol.declarations?.some((d) => d.getSourceFile().fileName.startsWith(src));
      if (own && !(symbol.flags & ts.SymbolFlags.TypeParameter) && !seen.has(symbol)) {
        seen.add(symbol);
        if (!exported.has(symbol)) missing.add(symbol.name);
        for (const declaration of symbol.declarations ?? []) visit(declaration);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const symbol of exported) {
    for (const declaration of symbol.declarations ?? []) visit(declaration);
  }
  return [...missing].sort();
}

describe('the public types', () => {
  it.each(Object.entries(entries))('are all exported by %s', (_entry, file) => {
    expect(unexportedTypes(file)).toEqual([]);
  });
});

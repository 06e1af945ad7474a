import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { publicApi } from '../../../test-support/public-api.js';

const src = fileURLToPath(new URL('.', import.meta.url));
const entries = {
  '@porchlight/webhooks': 'index.ts',
  '@porchlight/webhooks/webhook': 'webhook-signature/index.ts',
};

const { program, checker, resolve, isHidden } = publicApi({
  src,
  tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
  entries: Object.values(entries),
});

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

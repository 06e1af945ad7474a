import ts from 'typescript';

// The public surface of a package's entry points, read from its sources with the TypeScript
// compiler (no build needed): shared by the packages' tests of the rule "public APIs get TSDoc"
// and of types a host meets without being able to import them.

/** Where a package's sources are and which files are its entry points. */
export interface PublicApiOptions {
  /** The package's `src/` folder, ending in `/`. */
  src: string;
  /** The package's `tsconfig.json`. */
  tsconfig: string;
  /** Entry files, relative to `src`. */
  entries: readonly string[];
  /** Whether a declaration's file is the package's own to check (default: under `src`). */
  own?: (fileName: string) => boolean;
}

/** The compiler's view of a package's entry points, and the checks made on it. */
export function publicApi(options: PublicApiOptions) {
  const { src } = options;
  const config = ts.getParsedCommandLineOfConfigFile(
    options.tsconfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram(
    options.entries.map((file) => `${src}${file}`),
    config?.options ?? {},
  );
  const checker = program.getTypeChecker();
  const resolve = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const ownFile = options.own ?? ((fileName: string) => fileName.startsWith(src));
  const own = (node: ts.Node) => ownFile(node.getSourceFile().fileName);

  /** A doc comment with some text: an empty `/** *\/` or a bare tag documents nothing. */
  function isDocumented(node: ts.Node): boolean {
    // A variable's comment sits on its statement (`/** … *\/ export const x = …`).
    const target = ts.isVariableDeclaration(node) ? node.parent.parent : node;
    return ts
      .getJSDocCommentsAndTags(target)
      .some(
        (doc) =>
          ts.isJSDoc(doc) &&
          (Boolean(doc.comment) ||
            (doc.tags ?? []).some((tag) => tag.comment || tag.tagName.text === 'inheritDoc')),
      );
  }

  // Members a host cannot reach: `#private` fields, `private` members and `@internal` ones.
  function isHidden(node: ts.Node): boolean {
    if ('name' in node && node.name && ts.isPrivateIdentifier(node.name as ts.Node)) return true;
    if (ts.canHaveModifiers(node)) {
      if (ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword)) return true;
    }
    return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal');
  }

  /** Members written in a declaration: of an interface, class or enum, or a type alias's literals. */
  function membersOf(declaration: ts.Declaration): ts.Node[] {
    if (
      ts.isInterfaceDeclaration(declaration) ||
      ts.isClassDeclaration(declaration) ||
      ts.isEnumDeclaration(declaration)
    ) {
      return [...declaration.members];
    }
    if (!ts.isTypeAliasDeclaration(declaration)) return [];
    const members: ts.Node[] = [];
    const visit = (type: ts.TypeNode): void => {
      if (ts.isTypeLiteralNode(type)) members.push(...type.members);
      else if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type))
        type.types.forEach(visit);
      else if (ts.isParenthesizedTypeNode(type)) visit(type.type);
    };
    visit(declaration.type);
    return members;
  }

  // An editor shows the overridden or inherited member's comment for one that has none.
  function inheritsDoc(declaration: ts.Declaration, name: string): boolean {
    if (!ts.isClassDeclaration(declaration) && !ts.isInterfaceDeclaration(declaration))
      return false;
    const symbol = declaration.name && checker.getSymbolAtLocation(declaration.name);
    if (!symbol) return false;
    const documentedIn = (type: ts.Type): boolean =>
      (type.isClassOrInterface() ? checker.getBaseTypes(type) : []).some((base) => {
        if ((base.getProperty(name)?.declarations ?? []).some(isDocumented)) return true;
        // A generic base (`ApiError<Body>`) is an instantiation: its own bases are its class's.
        const declared = base.getSymbol();
        return declared !== undefined && documentedIn(checker.getDeclaredTypeOfSymbol(declared));
      });
    return documentedIn(checker.getDeclaredTypeOfSymbol(symbol));
  }

  /** `Name` or `Name.member` for every exported declaration or member without a doc comment. */
  function undocumented(file: string): string[] {
    const source = program.getSourceFile(`${src}${file}`);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`cannot read ${file}`);
    const missing = new Set<string>();
    for (const symbol of new Set(checker.getExportsOfModule(module).map(resolve))) {
      const declarations = (symbol.declarations ?? []).filter(own);
      if (declarations.length > 0 && !declarations.some(isDocumented)) missing.add(symbol.name);
      for (const declaration of declarations) {
        for (const member of membersOf(declaration)) {
          // A constructor shows its class's comment; an index signature is named by its key.
          if (isHidden(member) || ts.isConstructorDeclaration(member)) continue;
          const name = ts.isIndexSignatureDeclaration(member)
            ? `[${member.parameters.map((p) => p.name.getText()).join(', ')}]`
            : (member as ts.NamedDeclaration).name?.getText();
          if (name === undefined) continue;
          // Any declaration of the member will do: a getter's comment covers its setter.
          const memberSymbol = (member as ts.NamedDeclaration).name
            ? checker.getSymbolAtLocation((member as ts.NamedDeclaration).name as ts.Node)
            : undefined;
          const memberDeclarations = memberSymbol?.declarations ?? [member];
          if (memberDeclarations.some(isDocumented) || inheritsDoc(declaration, name)) continue;
          missing.add(`${symbol.name}.${name}`);
        }
      }
    }
    return [...missing].sort();
  }

  return { program, checker, resolve, isHidden, undocumented };
}

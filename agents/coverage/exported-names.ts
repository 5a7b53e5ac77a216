// The names a set of declaration files publishes, read with the TypeScript compiler API:
// the checker's exports of each file's module symbol, which follows `export *` and
// re-exports through to the declaration each name stands for.
import path from 'node:path';
import ts from 'typescript';

export interface ExportedName {
  name: string;
  /** Declared in a file inside the package folder, not in a node_modules folder below it. */
  onDisk: boolean;
  /** Marked internal by convention: an `@internal` JSDoc tag or a leading underscore. */
  internal: boolean;
}

const OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  noLib: true,
  types: [],
  skipLibCheck: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
};

const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;

/**
 * Every name the `files` (absolute .d.ts paths) export, sorted, each once even when
 * several files export it (the first file in sorted order decides its flags). A default
 * export or `export =` counts under the name of what it exports (`createClient`); an
 * anonymous one is left out, since it has no name a document could mention.
 */
export function exportedNames(files: readonly string[], packageDir: string): ExportedName[] {
  const program = ts.createProgram({ rootNames: [...files], options: OPTIONS });
  const checker = program.getTypeChecker();
  const found = new Map<string, ExportedName>();
  const add = (name: string | undefined, symbol: ts.Symbol): void => {
    if (name === undefined || !IDENTIFIER.test(name) || found.has(name)) return;
    const target = resolve(checker, symbol);
    const declarations = target.declarations ?? [];
    found.set(name, {
      name,
      onDisk: declarations.some((d) => isPackageFile(packageDir, d.getSourceFile().fileName)),
      internal: name.startsWith('_') || [target, symbol].some((s) => s.getJsDocTags(checker).some((tag) => tag.name === 'internal')),
    });
  };
  for (const file of [...files].sort()) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`TypeScript could not read ${file}`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    const equals = moduleSymbol.exports?.get(ts.InternalSymbolName.ExportEquals);
    if (equals) add(declaredName(resolve(checker, equals)), equals);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const name = symbol.name === 'default' ? declaredName(resolve(checker, symbol)) : symbol.name;
      add(name, symbol);
    }
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function resolve(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The name a symbol was declared with (`function createClient`), or undefined. */
function declaredName(symbol: ts.Symbol): string | undefined {
  if (symbol.name !== 'default' && symbol.name !== ts.InternalSymbolName.ExportEquals) return symbol.name;
  for (const declaration of symbol.declarations ?? []) {
    const name = ts.getNameOfDeclaration(declaration);
    if (name && ts.isIdentifier(name)) return name.text;
  }
  return undefined;
}

/** A file of the package's own build: inside its folder and not under a node_modules there. */
export function isPackageFile(packageDir: string, file: string): boolean {
  const relative = path.relative(packageDir, path.resolve(file));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) && !relative.split(path.sep).includes('node_modules');
}

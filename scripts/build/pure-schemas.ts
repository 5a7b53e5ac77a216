// An esbuild plugin for the `folio mcp` bundle (scripts/build/bundle-cli.ts): the MCP SDK's
// types.js builds some 150 zod schemas when it loads, each a chain of calls that esbuild cannot
// know to be free of side effects, so every one of them would be built on every cold start,
// although folio's server reads about half, and answering initialize and tools/list fewer still.
// The plugin wraps each top-level definition made by a call, `const X = z.object(...)...`, in
// `lazySchema(() => ...)`, marked `/* @__PURE__ */`: esbuild drops it when nothing reads X (R164),
// and when something does, X is a stand-in that builds the schema at its first use and hands
// every operation to it (R192).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/** The SDK modules whose top-level schema definitions are marked pure. */
const SCHEMA_MODULES = /@modelcontextprotocol[\\/]sdk[\\/]dist[\\/]esm[\\/]types\.js$/;

/**
 * Put at the top of a marked module: a Proxy over an empty object that builds the value at its
 * first use and forwards every operation to it. A property is described as configurable, which
 * the Proxy's invariants require of a property its empty target lacks.
 */
const LAZY_SCHEMA = `function lazySchema(build) {
  let built;
  const value = () => (built ??= build());
  return new Proxy({}, {
    get: (_, key) => Reflect.get(value(), key),
    set: (_, key, v) => Reflect.set(value(), key, v),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(value(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}
`;

/** `source` with each top-level `const` or `let` initialised by a call built lazily, by a pure call to lazySchema. */
export function markSchemasPure(source: string, fileName = 'types.js'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const edits: Array<{ at: number; text: string }> = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init === undefined || !ts.isCallExpression(init)) continue;
      edits.push({ at: init.getStart(file), text: '/* @__PURE__ */ lazySchema(() => (' }, { at: init.getEnd(), text: '))' });
    }
  }
  if (edits.length === 0) return source;
  let out = source;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return LAZY_SCHEMA + out;
}

/** Marks the SDK's schema definitions pure and lazy, so that the bundle builds only those it reads, when it reads them. */
export const pureSdkSchemas: Plugin = {
  name: 'pure-sdk-schemas',
  setup(builder) {
    builder.onLoad({ filter: SCHEMA_MODULES }, (args) => ({ contents: markSchemasPure(readFileSync(args.path, 'utf8'), args.path), loader: 'js' }));
  },
};

// An esbuild plugin for the `folio mcp` bundle (scripts/build/bundle-cli.ts): the MCP SDK's
// types.js builds some 150 zod schemas when it loads, each a chain of calls that esbuild cannot
// know to be free of side effects, so every one of them is kept and built on every cold start,
// although folio's server uses about half. The plugin wraps each top-level definition made by
// a call, `const X = z.object(...)...`, in an arrow function called at once and marked
// `/* @__PURE__ */`, which esbuild drops when nothing reads X and keeps, in place and in order,
// when something does (R9T2).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/** The SDK modules whose top-level schema definitions are marked pure. */
const SCHEMA_MODULES = /@modelcontextprotocol[\\/]sdk[\\/]dist[\\/]esm[\\/]types\.js$/;

/** `source` with each top-level `const` or `let` initialised by a call wrapped in a pure immediately-called function. */
export function markSchemasPure(source: string, fileName = 'types.js'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const edits: Array<{ at: number; text: string }> = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init === undefined || !ts.isCallExpression(init)) continue;
      edits.push({ at: init.getStart(file), text: '/* @__PURE__ */ (() => (' }, { at: init.getEnd(), text: '))()' });
    }
  }
  let out = source;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** Marks the SDK's schema definitions pure, so that the bundle builds only those it reads. */
export const pureSdkSchemas: Plugin = {
  name: 'pure-sdk-schemas',
  setup(builder) {
    builder.onLoad({ filter: SCHEMA_MODULES }, (args) => ({ contents: markSchemasPure(readFileSync(args.path, 'utf8'), args.path), loader: 'js' }));
  },
};

// The plugin that lets esbuild drop the MCP SDK's schemas that folio mcp never reads
// (scripts/build/pure-schemas.ts): a bundle keeps a read schema with what it is made from, in
// order, drops an unread one, and runs as the unmarked source does.
import { build } from 'esbuild';
import { markSchemasPure } from '../../scripts/build/pure-schemas.js';

const source = [
  'const calls = [];',
  'const make = (name, from) => { calls.push(name); return { name, from }; };',
  "export const Base = make('Base');",
  "export const Used = make('Used', Base);",
  "export const Unused = make('Unused', Base);",
  "export const Plain = 'not a call';",
  'export { calls };',
].join('\n');

/** The bundle of an entry that reads Used and calls from `module`, and what running it returns. */
async function bundleAndRun(module: string): Promise<{ code: string; result: unknown }> {
  const output = await build({
    stdin: { contents: "import { Used, calls } from './schemas.js'; module.exports = { used: Used, calls };", loader: 'js', resolveDir: '/' },
    bundle: true, format: 'cjs', write: false, platform: 'node', logLevel: 'silent',
    plugins: [{ name: 'schemas', setup: (b) => {
      b.onResolve({ filter: /schemas\.js$/ }, () => ({ path: 'schemas.js', namespace: 'test' }));
      b.onLoad({ filter: /.*/, namespace: 'test' }, () => ({ contents: module, loader: 'js' }));
    } }],
  });
  const code = output.outputFiles[0]!.text;
  const exports: { exports: unknown } = { exports: {} };
  new Function('module', 'exports', code)(exports, exports.exports);
  return { code, result: exports.exports };
}

test('an unread schema is left out of the bundle, a read one is kept with what it is made from, in order', async () => {
  const plain = await bundleAndRun(source);
  const marked = await bundleAndRun(markSchemasPure(source));
  expect(plain.code).toMatch(/make\(["']Unused/);
  expect(marked.code).not.toMatch(/make\(["']Unused/);
  expect(plain.result).toEqual({ used: { name: 'Used', from: { name: 'Base' } }, calls: ['Base', 'Used', 'Unused'] });
  expect(marked.result).toEqual({ used: { name: 'Used', from: { name: 'Base' } }, calls: ['Base', 'Used'] });
});

test('wraps only top-level definitions made by a call', () => {
  const marked = markSchemasPure("export const A = z.object({ b: z.string() }).extend({});\nfunction f() { const c = g(); return c; }\nexport const D = 1;");
  expect(marked).toBe("export const A = /* @__PURE__ */ (() => (z.object({ b: z.string() }).extend({})))();\nfunction f() { const c = g(); return c; }\nexport const D = 1;");
});

// The plugin that lets esbuild drop the MCP SDK's schemas that folio mcp never reads and builds
// the others at their first use (scripts/build/pure-schemas.ts): a bundle keeps a read schema with
// what it is made from, drops an unread one, builds each when it is first used, and a built one
// answers as the unmarked one does.
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

test('an unread schema is left out of the bundle, a read one is kept with what it is made from and built at its first use', async () => {
  const plain = await bundleAndRun(source);
  const marked = await bundleAndRun(markSchemasPure(source));
  expect(plain.code).toMatch(/make\(["']Unused/);
  expect(marked.code).not.toMatch(/make\(["']Unused/);
  expect(plain.result).toEqual({ used: { name: 'Used', from: { name: 'Base' } }, calls: ['Base', 'Used', 'Unused'] });
  const { used, calls } = marked.result as { used: { name: string; from: { name: string } }; calls: string[] };
  expect(calls).toEqual([]);
  expect(used.name).toBe('Used');
  expect(calls).toEqual(['Used']);
  expect(used.from.name).toBe('Base');
  expect(calls).toEqual(['Used', 'Base']);
});

test('a schema built lazily answers as the schema itself: its properties, keys, prototype and methods', () => {
  const module = [
    'class Schema { constructor(pattern) { this.pattern = pattern; } parse(v) { return this.pattern.test(v) ? v : null; } }',
    "const Word = Object.assign(new Schema(/^[a-z]+$/), { kind: 'word' });",
  ].join('\n');
  const marked = markSchemasPure(module);
  const { Word, Schema } = new Function(`${marked}\nreturn { Word, Schema };`)() as { Word: any; Schema: new (...args: never[]) => unknown };
  expect(Word).toBeInstanceOf(Schema);
  expect('kind' in Word).toBe(true);
  expect(Object.keys(Word)).toEqual(['pattern', 'kind']);
  expect({ ...Word }).toEqual({ pattern: /^[a-z]+$/, kind: 'word' });
  expect(Word.parse('abc')).toBe('abc');
  expect(Word.parse('ABC')).toBeNull();
});

test('wraps only top-level definitions made by a call', () => {
  const marked = markSchemasPure("export const A = z.object({ b: z.string() }).extend({});\nfunction f() { const c = g(); return c; }\nexport const D = 1;");
  expect(marked).toMatch(/^function lazySchema\(build\)/);
  expect(marked.slice(marked.indexOf('export const A'))).toBe("export const A = /* @__PURE__ */ lazySchema(() => (z.object({ b: z.string() }).extend({})));\nfunction f() { const c = g(); return c; }\nexport const D = 1;");
  expect(markSchemasPure('export const D = 1;')).toBe('export const D = 1;');
});

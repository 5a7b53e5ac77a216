// Bundles the `folio` executable: cli/folio.ts and everything it imports statically (the
// `folio ask` fast path: cli/ask.ts and agents/ask/) into one CommonJS file,
// build/cli/folio.cjs, the package's `bin`. A cold `folio ask` then reads and compiles one
// file, without Node's ES module loader, which a `.js` entry of this `"type": "module"`
// package would start (Node 20 has no module compile cache: module.enableCompileCache
// arrived in Node 22.1). Dynamic imports stay imports of tsc's modules beside it in
// build/cli/, so every other command runs the compiled program as before. The `folio mcp`
// fast path (cli/mcp-start.ts) gets a bundle of its own, build/cli/folio-mcp.cjs, with the
// MCP server and the SDK in it, minified: its cold start is timed too (D47).
// `npm run compile` runs it after tsc; `bundleCli(outfile)` writes the bundle elsewhere.
// It also writes the invoicing contract as JSON (build/openapi/invoicing.json), which
// `folio mcp` reads at start-up instead of parsing the YAML (agents/mcp/contract.ts).
import { build, type Plugin } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { requireCached } from '../../cli/cached-require.js';
import { readOpenApi } from '../../lib/openapi/index.js';
import { CONTRACT_JSON, CONTRACT_YAML } from '../../agents/mcp/contract.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm run compile` writes the executable; package.json's `bin` names it. */
export const BIN = 'build/cli/folio.cjs';

/** The dynamic import of the `folio mcp` fast path, and the bundle it becomes beside folio.cjs. */
const MCP_START = './mcp-start.js';
const MCP_BUNDLE = 'folio-mcp.cjs';

/**
 * Leaves every `import()` as it is, to load from build/cli/ when it runs, except the mcp fast
 * path's, which loads its own bundle with its code cache (cli/cached-require.ts): `import()`
 * of a CommonJS file would first scan all of it for export names (cjs-module-lexer), a large
 * part of a cold start.
 * A path relative to a module outside cli/ is made relative to cli/, as build/cli/ mirrors it.
 */
const dynamicImportsStay: Plugin = {
  name: 'dynamic-imports-stay',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      if (args.path === MCP_START) return { path: MCP_BUNDLE, namespace: 'mcp-bundle' };
      return { path: fromCli(args.path, args.resolveDir), external: true };
    });
    builder.onLoad({ filter: /.*/, namespace: 'mcp-bundle' }, () => ({
      contents: `module.exports = require('./cached-require.ts').requireCached(require('node:path').join(__dirname, '${MCP_BUNDLE}')).exports;`,
      resolveDir: path.join(root, 'cli'),
      loader: 'js',
    }));
  },
};

/** A relative import path, made relative to cli/ (where the bundles' compiled neighbours are); a package name as it is. */
function fromCli(specifier: string, resolveDir: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const relative = path.relative(path.join(root, 'cli'), path.resolve(resolveDir, specifier)).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const OPTIONS = { absWorkingDir: root, bundle: true, platform: 'node', format: 'cjs', target: 'node20.19', logLevel: 'warning' } as const;

/**
 * Writes the bundle of cli/folio.ts to `outfile` (relative to the repository, or absolute),
 * and the bundle of the mcp fast path (cli/mcp-start.ts) beside it.
 */
export async function bundleCli(outfile = BIN): Promise<void> {
  const mcpOutfile = path.join(path.dirname(path.resolve(root, outfile)), MCP_BUNDLE);
  // A cache belongs to the bundle it was made from (writeMcpCodeCache).
  rmSync(`${mcpOutfile}.cache`, { force: true });
  await Promise.all([
    build({ ...OPTIONS, entryPoints: ['cli/folio.ts'], outfile, plugins: [dynamicImportsStay] }),
    // Every import() is bundled too (lazily run): the loader compiles the bundle as a script, which
    // has no module loader. import.meta.url (server/package-root.ts finds folio's folder with it)
    // is the bundle's own file.
    build({
      ...OPTIONS, entryPoints: ['cli/mcp-start.ts'], outfile: mcpOutfile, minify: true,
      define: { 'import.meta.url': 'bundleUrl' }, banner: { js: 'const bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
    }),
  ]);
}

/** Writes the invoicing contract's JSON twin, which folio mcp reads when it is no older than the YAML. */
export function writeContractTwin(): void {
  const target = path.join(root, CONTRACT_JSON);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, JSON.stringify(readOpenApi(path.join(root, CONTRACT_YAML))));
}

/**
 * Writes V8's code cache of the mcp bundle beside `outfile`'s, after running its warm-up in
 * this process: a cold `folio mcp` then compiles little (cli/cached-require.ts). Node checks
 * the cache against its own version and flags, and compiles afresh when they differ.
 */
export async function writeMcpCodeCache(outfile = BIN): Promise<void> {
  const bundle = path.join(path.dirname(path.resolve(root, outfile)), MCP_BUNDLE);
  const { script, exports } = requireCached(bundle);
  await (exports as { warmUp(): Promise<void> }).warmUp();
  writeFileSync(`${bundle}.cache`, script.createCachedData());
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  await bundleCli();
  writeContractTwin();
  await writeMcpCodeCache();
}

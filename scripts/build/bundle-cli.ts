// Bundles the `folio` executable: cli/folio.ts and everything it imports statically (the
// `folio ask` fast path: cli/ask.ts and agents/ask/) into one CommonJS file,
// build/cli/folio.cjs, the package's `bin`. A cold `folio ask` then reads and compiles one
// file, without Node's ES module loader, which a `.js` entry of this `"type": "module"`
// package would start (Node 20 has no module compile cache: module.enableCompileCache
// arrived in Node 22.1). Dynamic imports stay imports of tsc's modules beside it in
// build/cli/, so every other command runs the compiled program as before. Two fast paths get a
// bundle of their own beside it, each loaded with V8's code cache, which this script records
// after running the bundle's warm-up: `folio mcp` (cli/mcp-start.ts, build/cli/folio-mcp.cjs,
// with the MCP server and the SDK in it, minified), whose cold start is timed (D47), and
// `folio build` (cli/build-start.ts, build/cli/folio-build.cjs, with the whole program, the
// site generator and the reference text), which is timed against VitePress (issue 27).
// `npm run compile` runs it after tsc; `bundleCli(outfile)` writes the bundles elsewhere.
import { build, type Plugin } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { requireCached } from '../../cli/cached-require.js';
import { pureSdkSchemas } from './pure-schemas.js';
import { sdkAjvAtFirstUse } from './sdk-ajv-at-first-use.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm run compile` writes the executable; package.json's `bin` names it. */
export const BIN = 'build/cli/folio.cjs';

/** Where tsc writes the compiled modules (tsconfig.build.json), which the bundles' dynamic imports and workers load. */
const COMPILED = path.join(root, 'build');

interface FastPath {
  /** The dynamic import of cli/folio.ts that the bundle replaces. */
  start: string;
  entry: string;
  /** The bundle's file name, beside folio.cjs. */
  bundle: string;
  minify: boolean;
}

/** The fast paths of cli/folio.ts, each bundled with everything it runs and loaded with its code cache. */
const FAST_PATHS: readonly FastPath[] = [
  { start: './mcp-start.js', entry: 'cli/mcp-start.ts', bundle: 'folio-mcp.cjs', minify: true },
  { start: './build-start.js', entry: 'cli/build-start.ts', bundle: 'folio-build.cjs', minify: false },
];

/**
 * Leaves every `import()` as it is, to load from build/cli/ when it runs, except a fast path's,
 * which loads its own bundle with its code cache (cli/cached-require.ts): `import()` of a
 * CommonJS file would first scan all of it for export names (cjs-module-lexer), a large part of
 * a cold start.
 * A path relative to a module outside cli/ is made relative to cli/, as build/cli/ mirrors it.
 */
const dynamicImportsStay: Plugin = {
  name: 'dynamic-imports-stay',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const fast = FAST_PATHS.find((f) => f.start === args.path);
      if (fast) return { path: fast.bundle, namespace: 'fast-path-bundle' };
      return { path: fromCli(args.path, args.resolveDir), external: true };
    });
    builder.onLoad({ filter: /.*/, namespace: 'fast-path-bundle' }, (args) => ({
      contents: `module.exports = require('./cached-require.ts').requireCached(require('node:path').join(__dirname, '${args.path}')).exports;`,
      resolveDir: path.join(root, 'cli'),
      loader: 'js',
    }));
  },
};

/**
 * In a fast path's bundle, every `import()` is bundled too (lazily run), since the loader
 * compiles the bundle as a script, which has no module loader, except the imports of the
 * other commands' files in cli/, which the fast path registers but never runs (the build's
 * program holds every command): those stay imports of tsc's modules, and would fail if they ran.
 */
function fastPathImports(own: string): Plugin {
  const ownFiles = new Set([path.join(root, own), path.join(root, 'cli', `${path.basename(own).replace(/-start\.ts$/, '')}.ts`)]);
  return {
    name: 'fast-path-imports',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import' || path.dirname(args.importer) !== path.join(root, 'cli') || ownFiles.has(args.importer)) return undefined;
        return { path: fromCli(args.path, args.resolveDir), external: true };
      });
    },
  };
}

/**
 * Gives each of folio's modules in a bundle the `import.meta.url` of its compiled twin in
 * build/ (tsc's output), so that what a module finds beside itself (the workers it starts, the
 * page scripts that `npm run compile` prebuilt, folio's package.json above it) is found as when
 * the compiled module runs. Modules of packages get the bundle's own URL.
 */
function moduleUrls(outfile: string): Plugin {
  return {
    name: 'module-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const compiled = path.join(COMPILED, path.relative(root, args.path)).replace(/\.ts$/, '.js');
        const relative = path.relative(path.dirname(outfile), compiled).split(path.sep).join('/');
        return { contents: source.replaceAll('import.meta.url', `${MODULE_URL}(${JSON.stringify(relative)})`), loader: 'ts' };
      });
    },
  };
}

/**
 * Loads node:child_process for commander at its first use instead of at its start: commander
 * requires it at the top for subcommands that are executables of their own, which folio has
 * none of, and loading it (with net, dgram and the socket list) cost a cold start about 10 ms.
 */
const lazyChildProcess: Plugin = {
  name: 'lazy-child-process',
  setup(builder) {
    builder.onResolve({ filter: /^node:child_process$/ }, (args) => (
      args.importer.includes(`${path.sep}node_modules${path.sep}commander${path.sep}`) ? { path: args.path, namespace: 'lazy-child-process' } : undefined
    ));
    builder.onLoad({ filter: /.*/, namespace: 'lazy-child-process' }, () => ({
      contents: 'let loaded; module.exports = new Proxy({}, { get: (_, name) => (loaded ??= require("node:child_process"))[name] });',
      loader: 'js',
    }));
  },
};

/** The function, defined at the top of a fast path's bundle, from a path relative to the bundle to a file URL. */
const MODULE_URL = '__moduleUrl';

/** The lines at the top of a fast path's bundle: what its modules read as import.meta.url (moduleUrls). */
const BANNER = [
  'const bundleUrl = require("node:url").pathToFileURL(__filename).href;',
  `const ${MODULE_URL} = (relative) => require("node:url").pathToFileURL(require("node:path").join(__dirname, relative)).href;`,
].join('\n');

/** A relative import path, made relative to cli/ (where the bundles' compiled neighbours are); a package name as it is. */
function fromCli(specifier: string, resolveDir: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const relative = path.relative(path.join(root, 'cli'), path.resolve(resolveDir, specifier)).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const OPTIONS = { absWorkingDir: root, bundle: true, platform: 'node', format: 'cjs', target: 'node20.19', logLevel: 'warning' } as const;

/** The file of a fast path's bundle beside the executable at `outfile`. */
function bundleFile(outfile: string, fast: FastPath): string {
  return path.join(path.dirname(path.resolve(root, outfile)), fast.bundle);
}

/**
 * Writes the bundle of cli/folio.ts to `outfile` (relative to the repository, or absolute),
 * and the bundle of each fast path beside it.
 */
export async function bundleCli(outfile = BIN): Promise<void> {
  await Promise.all([
    build({ ...OPTIONS, entryPoints: ['cli/folio.ts'], outfile, plugins: [dynamicImportsStay] }),
    ...FAST_PATHS.map((fast) => {
      const file = bundleFile(outfile, fast);
      // A cache belongs to the bundle it was made from (writeCodeCaches).
      rmSync(`${file}.cache`, { force: true });
      // import.meta.url of a package's module is the bundle's own file.
      return build({
        ...OPTIONS, entryPoints: [fast.entry], outfile: file, minify: fast.minify, plugins: [fastPathImports(fast.entry), moduleUrls(file), pureSdkSchemas, sdkAjvAtFirstUse, lazyChildProcess],
        define: { 'import.meta.url': 'bundleUrl' }, banner: { js: BANNER },
      });
    }),
  ]);
}

/**
 * Writes V8's code cache of each fast path's bundle beside `outfile`'s, after running the
 * bundle's warm-up in this process: a cold start then compiles little (cli/cached-require.ts).
 * The `folio mcp` bundle first saves the tool list of folio's contract beside it.
 * Node checks the cache against its own version and flags, and compiles afresh when they differ.
 */
export async function writeCodeCaches(outfile = BIN): Promise<void> {
  for (const fast of FAST_PATHS) {
    const bundle = bundleFile(outfile, fast);
    const { script, exports } = requireCached(bundle);
    const start = exports as { warmUp(): Promise<void>; saveToolList?(): Promise<void> };
    // `folio mcp` answers tools/list from the list saved beside it (R191), so the warm-up reads it.
    await start.saveToolList?.();
    await start.warmUp();
    writeFileSync(`${bundle}.cache`, script.createCachedData());
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  await bundleCli();
  await writeCodeCaches();
}

// Bundles the `folio` executable: cli/folio.ts and everything it imports statically (the
// `folio ask` fast path: cli/ask.ts and tools/ask/) into one CommonJS file,
// build/cli/folio.cjs, the package's `bin`. A cold `folio ask` then reads and compiles one
// file, without Node's ES module loader, which a `.js` entry of this `"type": "module"`
// package would start (Node 20 has no module compile cache: module.enableCompileCache
// arrived in Node 22.1). Dynamic imports stay imports of tsc's modules beside it in
// build/cli/, so every other command runs the compiled program as before.
// `npm run compile` runs it after tsc; `bundleCli(outfile)` writes the bundle elsewhere.
import { build, type Plugin } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** Where `npm run compile` writes the executable; package.json's `bin` names it. */
export const BIN = 'build/cli/folio.cjs';

/** Leaves every `import()` as it is, to load from build/cli/ when it runs. */
const dynamicImportsStay: Plugin = {
  name: 'dynamic-imports-stay',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/** Writes the bundle of cli/folio.ts to `outfile` (relative to the repository, or absolute). */
export async function bundleCli(outfile = BIN): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ['cli/folio.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20.19',
    plugins: [dynamicImportsStay],
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await bundleCli();

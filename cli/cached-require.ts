// Loads a CommonJS bundle with V8's code cache for it, FILE.cache, which `npm run compile`
// writes after a warm-up run (scripts/build/bundle-cli.ts): the functions the warm-up compiled
// are then read back instead of parsed and compiled again, which is most of what loading
// the `folio mcp` bundle costs a cold start. Without a cache, or with one this Node rejects
// (another version or other flags), the bundle is compiled as `require` would.
// The bundle must hold no `import()`: a script compiled here has no module loader of its own.
const { readFileSync } = process.getBuiltinModule('node:fs');
const path = process.getBuiltinModule('node:path');
const { Script } = process.getBuiltinModule('node:vm');
const { createRequire, wrap } = process.getBuiltinModule('node:module') as typeof import('node:module') & { wrap(source: string): string };

/** The compiled bundle and its module object: `exports` after `run()`. */
export interface CachedBundle {
  script: InstanceType<typeof Script>;
  exports: unknown;
}

/** Compiles and runs the bundle at `file` (absolute), with its code cache when there is one. */
export function requireCached(file: string): CachedBundle {
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(`${file}.cache`);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
  const module = { exports: {} as unknown };
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return { script, exports: module.exports };
}

// The declaration files a package publishes: the `types` conditions of every subpath of
// its exports map, or, for a package without one, its `types`/`typings`/`main` fields.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PackageJson } from './locate-package.js';

/**
 * Where the entry points came from: `exports` (the exports map), `types` (the `types` or
 * `typings` field) or `main` (the declaration file beside `main`, or beside index.js).
 */
export type EntryPointSource = 'exports' | 'types' | 'main';

export interface EntryPoints {
  source: EntryPointSource;
  /** Absolute paths of the declaration files, sorted, each once. */
  files: string[];
}

const DECLARATION = /\.d\.(?:ts|mts|cts)$/;
const SIBLING: Record<string, string> = { '.js': '.d.ts', '.mjs': '.d.mts', '.cjs': '.d.cts' };

/**
 * The declaration files of `pkg` in `dir`, or of one `subpath` (`./client`) of its exports
 * map. A subpath pattern (`./*`) is left out: it names no entry point of its own. A
 * subpath without a `types` condition falls back to the declaration file beside each of
 * its JavaScript targets, as TypeScript does. Throws a one-line Error naming the package
 * when a declared file is missing or nothing declares any types.
 */
export function entryPoints(library: string, dir: string, pkg: PackageJson, subpath?: string): EntryPoints {
  const map = subpathMap(pkg.exports);
  if (subpath !== undefined && map === undefined) throw new Error(`${library}: a subpath needs an exports map, and ${pkg.name} has none`);
  if (map !== undefined) {
    const chosen = subpath === undefined ? Object.keys(map).filter((key) => !key.includes('*')) : [subpath];
    const files = new Set<string>();
    for (const key of chosen) {
      if (!(key in map)) throw new Error(`${library}: the exports map of ${pkg.name} has no subpath ${key}`);
      for (const file of subpathDeclarations(library, dir, key, map[key])) files.add(file);
    }
    return finish(library, 'exports', files);
  }
  const typesField = pkg.types ?? pkg.typings;
  if (typesField !== undefined) {
    const file = withExtension(dir, typesField, ['', '.d.ts', '/index.d.ts']);
    if (!file) throw new Error(`${library}: its types field names ${typesField}, which does not exist`);
    return finish(library, 'types', new Set([file]));
  }
  const main = pkg.main ?? 'index.js';
  const script = withExtension(dir, main, ['', '.js', '/index.js']);
  const declaration = script ? sibling(script) : withExtension(dir, main, ['.d.ts', '/index.d.ts']);
  return finish(library, 'main', new Set(declaration ? [declaration] : []));
}

function finish(library: string, source: EntryPointSource, files: Set<string>): EntryPoints {
  if (files.size === 0) throw new Error(`${library}: no type declarations found (no types in its exports map, no types or typings field, no .d.ts beside main)`);
  return { source, files: [...files].sort() };
}

/** The exports map as subpath keys, or undefined without one. */
function subpathMap(exports: unknown): Record<string, unknown> | undefined {
  if (exports === undefined || exports === null) return undefined;
  if (typeof exports === 'string' || Array.isArray(exports)) return { '.': exports };
  const keys = Object.keys(exports as object);
  return keys.length > 0 && keys.every((k) => k.startsWith('.')) ? (exports as Record<string, unknown>) : { '.': exports };
}

function subpathDeclarations(library: string, dir: string, key: string, value: unknown): string[] {
  const leaves: Array<{ target: string; types: boolean }> = [];
  const walk = (node: unknown, types: boolean): void => {
    if (typeof node === 'string') leaves.push({ target: node, types });
    else if (Array.isArray(node)) for (const item of node) walk(item, types);
    else if (node && typeof node === 'object') for (const [condition, child] of Object.entries(node)) walk(child, types || /^types(?:@|$)/.test(condition));
  };
  walk(value, false);
  const inside = (target: string): string => {
    const file = path.resolve(dir, target);
    if (!target.startsWith('./') || !file.startsWith(dir + path.sep)) throw new Error(`${library}: ${key} of the exports map points outside the package (${target})`);
    return file;
  };
  const declared = leaves.filter((l) => l.types && DECLARATION.test(l.target)).map((l) => l.target);
  for (const target of declared) {
    if (!existsSync(inside(target))) throw new Error(`${library}: ${target} (types of ${key} in the exports map) does not exist; build the package first (folio itself: npm run compile)`);
  }
  if (declared.length > 0) return declared.map(inside);
  return leaves.map((l) => path.extname(l.target) in SIBLING ? sibling(inside(l.target)) : undefined).filter((f): f is string => f !== undefined);
}

function sibling(script: string): string | undefined {
  const extension = path.extname(script);
  const declaration = extension in SIBLING ? script.slice(0, -extension.length) + SIBLING[extension] : undefined;
  return declaration !== undefined && existsSync(declaration) ? declaration : undefined;
}

function withExtension(dir: string, field: string, suffixes: string[]): string | undefined {
  for (const suffix of suffixes) {
    const file = path.resolve(dir, field + suffix);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

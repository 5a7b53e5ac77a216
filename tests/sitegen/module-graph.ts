// The imports of the repository's TypeScript sources, read with TypeScript's own pre-processor
// (static imports, re-exports and `import()` alike), for the tests that keep sitegen/ on its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './helpers.js';

export interface ImportEdge {
  /** The importing file, relative to the root: `sitegen/build.ts`. */
  from: string;
  /** As written: `./content/index.js` or `commander`. */
  specifier: string;
  /** For a relative specifier, the imported file relative to the root (`.js` read as `.ts`). */
  target?: string;
}

/** The .ts files under `folder` (relative to the root), relative to the root, sorted. */
export function sourcesUnder(folder: string): string[] {
  const walk = (dir: string): string[] => readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(rel);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
  return walk(folder).sort();
}

/** Every import of `file` (relative to the root). */
export function importsOf(file: string): ImportEdge[] {
  const info = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
  return info.importedFiles.map(({ fileName: specifier }) => {
    if (!specifier.startsWith('.')) return { from: file, specifier };
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.js$/, '.ts');
    return { from: file, specifier, target };
  });
}

/** Every file and package reachable from `entry` through static and dynamic imports. */
export function reachableFrom(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>([entry]);
  const packages = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const edge of importsOf(file)) {
      if (edge.target === undefined) {
        if (!edge.specifier.startsWith('node:')) packages.add(edge.specifier.startsWith('@') ? edge.specifier.split('/').slice(0, 2).join('/') : edge.specifier.split('/')[0]);
      } else if (!files.has(edge.target) && existsSync(path.join(ROOT, edge.target))) {
        files.add(edge.target);
        queue.push(edge.target);
      }
    }
  }
  return { files, packages };
}

// The imports of the repository's TypeScript sources, read with TypeScript's own pre-processor
// (static imports, re-exports and `import()` alike), for the tests that keep the folders' import
// directions (tests/boundaries.test.ts, tests/sitegen/boundaries.test.ts) and forbid circles.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

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

/**
 * The import circles among `files`: each a group of two or more files that all reach one another
 * (a strongly connected component), sorted, with type-only and dynamic imports counted too.
 */
export function importCircles(files: readonly string[]): string[][] {
  const known = new Set(files);
  return circlesOf(new Map(files.map((file) => [file, importsOf(file).flatMap((edge) => (edge.target && known.has(edge.target) ? [edge.target] : []))])));
}

/** The circles of a graph given as node -> the nodes it points at (every target is a node). */
export function circlesOf(next: ReadonlyMap<string, readonly string[]>): string[][] {
  const files = [...next.keys()];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  // Tarjan's algorithm, with an explicit stack of frames so that a deep import chain cannot overflow.
  for (const root of files) {
    if (index.has(root)) continue;
    const frames: { file: string; edge: number }[] = [{ file: root, edge: 0 }];
    const enter = (file: string) => {
      index.set(file, index.size);
      low.set(file, index.get(file)!);
      stack.push(file);
      onStack.add(file);
    };
    enter(root);
    while (frames.length > 0) {
      const frame = frames.at(-1)!;
      const targets = next.get(frame.file)!;
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          enter(target);
          frames.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      frames.pop();
      const parent = frames.at(-1);
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.file);
        if (group.length > 1) circles.push(group.sort());
      }
    }
  }
  return circles;
}

// Finds folio's own package folder, the same whether code runs from sources or from build/.
import { existsSync, readFileSync } from 'node:fs';

let root: URL | undefined;

/** The folder holding folio's package.json (a file URL ending in '/'). */
export function packageRoot(): URL {
  if (root) return root;
  let dir = new URL('./', import.meta.url);
  while (!existsSync(new URL('package.json', dir))) {
    const parent = new URL('../', dir);
    if (parent.href === dir.href) throw new Error('package.json not found above the folio sources.');
    dir = parent;
  }
  root = dir;
  return root;
}

/** The `version` field of folio's package.json. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('package.json', packageRoot()), 'utf8')) as { version: string }).version;
}

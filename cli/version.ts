// The package version, read from the nearest package.json above this module
// (the same file whether it runs from sources or from build/).
import { existsSync, readFileSync } from 'node:fs';

let cached: string | undefined;

/** The `version` field of folio's package.json. */
export function packageVersion(): string {
  if (cached !== undefined) return cached;
  let dir = new URL('./', import.meta.url);
  while (!existsSync(new URL('package.json', dir))) {
    const parent = new URL('../', dir);
    if (parent.href === dir.href) throw new Error('package.json not found above the folio command.');
    dir = parent;
  }
  cached = (JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as { version: string }).version;
  return cached;
}

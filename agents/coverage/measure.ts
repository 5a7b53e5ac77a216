// Measures one installed package: how many of the names its entry points publish its own
// documentation mentions, and how many of the rest its build declares.
import { documentedWords } from './documentation.js';
import type { EntryPointSource } from './entry-points.js';
import { entryPoints } from './entry-points.js';
import { exportedNames } from './exported-names.js';
import type { LocatedPackage } from './locate-package.js';

/** The counts of the coverage run's LibraryCoverage (openapi/site.yaml). */
export interface CoverageCounts {
  /** Names published by the entry points, each once. */
  names: number;
  /** Names the documentation mentions. */
  documented: number;
  /** names - documented. */
  undocumented: number;
  /** Undocumented names declared inside the package folder (not in a dependency). */
  onDisk: number;
  /** onDisk, leaving out names marked internal (`@internal`, leading `_`). */
  marked: number;
}

export interface LibraryCoverage {
  library: string;
  version: string;
  /** Where the entry points came from; anything but `exports` is a fallback. */
  entryPoints: EntryPointSource;
  coverage: CoverageCounts;
}

/** The coverage of one located package. Throws a one-line Error when it has no declarations. */
export async function measurePackage(located: LocatedPackage): Promise<LibraryCoverage> {
  const { library, dir, pkg, subpath } = located;
  if (typeof pkg.version !== 'string') throw new Error(`${library}: package.json has no version`);
  const entries = entryPoints(library, dir, pkg, subpath);
  const names = exportedNames(entries.files, dir);
  const { words } = await documentedWords(dir, pkg, subpath);
  const undocumented = names.filter((n) => !words.has(n.name));
  const onDisk = undocumented.filter((n) => n.onDisk);
  return {
    library,
    version: pkg.version,
    entryPoints: entries.source,
    coverage: {
      names: names.length,
      documented: names.length - undocumented.length,
      undocumented: undocumented.length,
      onDisk: onDisk.length,
      marked: onDisk.filter((n) => !n.internal).length,
    },
  };
}

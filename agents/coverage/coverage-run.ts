// `folio coverage`: measures a list of installed packages into one coverage run, the shape
// that the reference site serves as /coverage.json.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from '../../server/package-root.js';
import type { LocateOptions } from './locate-package.js';
import { locatePackage } from './locate-package.js';
import type { LibraryCoverage } from './measure.js';
import { measurePackage } from './measure.js';

export interface CoverageRun {
  targets: LibraryCoverage[];
}

/** folio's typed client and the libraries folio builds on. */
export const DEFAULT_TARGETS = ['@folio/client', 'openapi-fetch', 'express-openapi-validator', 'gray-matter', 'commander', 'yaml'] as const;

/**
 * Measures each target (in the order given, each once). A target is a package name, a
 * name with an exports subpath (`yaml/util`) or a package folder (`./path`). Throws one
 * Error listing every target that could not be measured; a run never has gaps.
 */
export async function coverageRun(targets: readonly string[] = DEFAULT_TARGETS, options: LocateOptions = {}): Promise<CoverageRun> {
  const locate: LocateOptions = { self: fileURLToPath(packageRoot()), ...options };
  const results: LibraryCoverage[] = [];
  const problems: string[] = [];
  for (const target of [...new Set(targets)]) {
    try {
      results.push(await measurePackage(await locatePackage(target, locate)));
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { targets: results };
}

/** The run as the results file holds it: 2-space JSON with a final line break. */
export function formatRun(run: CoverageRun): string {
  return `${JSON.stringify(run, null, 2)}\n`;
}

/** Writes the run to `file` through a temp file and a rename, so a reader never sees half of it. */
export async function writeRun(file: string, run: CoverageRun): Promise<void> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  try {
    await writeFile(temp, formatRun(run));
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

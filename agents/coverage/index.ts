// The public face of folio coverage: measuring installed packages into a coverage run.
export { DEFAULT_TARGETS, coverageRun, formatRun, writeRun } from './coverage-run.js';
export type { CoverageRun } from './coverage-run.js';
export { measurePackage } from './measure.js';
export type { CoverageCounts, LibraryCoverage } from './measure.js';
export { locatePackage, splitSpecifier } from './locate-package.js';
export type { LocatedPackage, LocateOptions, PackageJson } from './locate-package.js';
export { entryPoints } from './entry-points.js';
export type { EntryPointSource, EntryPoints } from './entry-points.js';
export { exportedNames, isPackageFile } from './exported-names.js';
export type { ExportedName } from './exported-names.js';
export { documentationFiles, documentedWords, mentionedWords } from './documentation.js';

// Finds an installed package for `folio coverage`: a target is a package name, optionally
// with a subpath of its exports map (`yaml/util`), or a path to a package folder.
import { existsSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';

export interface PackageJson {
  name?: string;
  version?: string;
  exports?: unknown;
  types?: string;
  typings?: string;
  main?: string;
  directories?: { doc?: string };
}

export interface LocatedPackage {
  /** What the run reports as `library`: the package name, plus the subpath when one was asked for. */
  library: string;
  /** The package folder, as a real path. */
  dir: string;
  pkg: PackageJson;
  /** `./util` for the target `yaml/util`; undefined for the whole package. */
  subpath?: string;
}

export interface LocateOptions {
  /** Where node_modules lookup starts (walking up, as Node does). Default: the working directory. */
  project?: string;
  /** A package folder that answers for its own name when no node_modules holds it (folio itself). */
  self?: string;
}

/** Splits `@scope/name/sub/path` into the package name and `./sub/path`. */
export function splitSpecifier(target: string): { name: string; subpath?: string } {
  const parts = target.split('/');
  const size = target.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, size).join('/');
  if (parts.length < size || parts.slice(0, size).some((p) => p === '' || p === '.' || p === '..')) {
    throw new Error(`${JSON.stringify(target)} is not a package name`);
  }
  const rest = parts.slice(size).join('/');
  return rest === '' ? { name } : { name, subpath: `./${rest}` };
}

/** The package a target names; throws a one-line Error when it is not installed. */
export async function locatePackage(target: string, options: LocateOptions = {}): Promise<LocatedPackage> {
  if (target.startsWith('.') || path.isAbsolute(target)) {
    const dir = await packageFolder(path.resolve(options.project ?? process.cwd(), target), target);
    const pkg = await readPackageJson(dir);
    if (!pkg.name) throw new Error(`${target}: package.json has no name`);
    return { library: pkg.name, dir, pkg };
  }
  const { name, subpath } = splitSpecifier(target);
  const dir = await findInstalled(name, options);
  const pkg = await readPackageJson(dir);
  return { library: subpath === undefined ? name : `${name}${subpath.slice(1)}`, dir, pkg, ...(subpath === undefined ? {} : { subpath }) };
}

async function findInstalled(name: string, options: LocateOptions): Promise<string> {
  const start = path.resolve(options.project ?? process.cwd());
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...name.split('/'));
    if (existsSync(path.join(candidate, 'package.json'))) return realpath(candidate);
    if (path.dirname(dir) === dir) break;
  }
  if (options.self !== undefined) {
    const self = await packageFolder(options.self, options.self);
    if ((await readPackageJson(self)).name === name) return self;
  }
  throw new Error(`${name} is not installed: no node_modules/${name} in ${start} or above`);
}

async function packageFolder(dir: string, shown: string): Promise<string> {
  if (!existsSync(path.join(dir, 'package.json'))) throw new Error(`${shown} is not a package folder: it has no package.json`);
  return realpath(dir);
}

async function readPackageJson(dir: string): Promise<PackageJson> {
  const file = path.join(dir, 'package.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as PackageJson;
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// The path-escape rule of the docs package (content/spec.md): page slugs, operation ids and
// package paths have small grammars, and no path built from them can leave the package.
import path from 'node:path';

/** A page slug: lowercase ASCII words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An operation id usable as a file name: a letter, then letters, digits, `_`, `.` or `-`. */
export const OPERATION_ID = /^[A-Za-z][A-Za-z0-9_.-]*$/;
/** A path inside the package: `/`-separated segments, none empty and none starting with a dot. */
export const PACKAGE_PATH = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** The package path of a manual page. */
export function pagePath(slug: string): string {
  if (!SLUG.test(slug)) throw new Error(`invalid page slug ${JSON.stringify(slug)}`);
  return `docs/${slug}.md`;
}

/** The package path of an operation's digest. */
export function digestPath(operationId: string): string {
  if (!OPERATION_ID.test(operationId)) throw new Error(`invalid operation id ${JSON.stringify(operationId)}`);
  return `api/${operationId}.md`;
}

/**
 * The absolute file path of a package path under `root`, or undefined when the package
 * path breaks the grammar. The result always lies inside `root`.
 */
export function resolveInside(root: string, packagePath: string): string | undefined {
  if (!PACKAGE_PATH.test(packagePath)) return undefined;
  const base = path.resolve(root);
  const full = path.resolve(base, ...packagePath.split('/'));
  return full.startsWith(base + path.sep) ? full : undefined;
}

/** The page a static host serves, with status 404, for a path it does not have. */
export const NOT_FOUND_PAGE = '404.html';

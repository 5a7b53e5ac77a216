// Checks the links of the built HTML pages: every relative `href` and `src` must reach a
// file of the site (a directory URL reaches its index.html), and every `#anchor` an `id`
// of the page it points at. The Markdown links were checked with their places already, so a
// broken link here is a bug of the HTML writer and fails the build with the page and link.
import path from 'node:path';
import { fileOfServedPath } from './urls.js';

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

/** The broken links of the HTML pages among `files` (package path -> body), as `page: link (reason)` lines. */
export function brokenHtmlLinks(files: ReadonlyMap<string, { body: string }>): string[] {
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let found = ids.get(file);
    if (!found) ids.set(file, (found = new Set([...files.get(file)!.body.matchAll(ID)].map((m) => decode(m[1])))));
    return found;
  };
  const broken: string[] = [];
  for (const [file, { body }] of files) {
    if (!file.endsWith('.html')) continue;
    for (const [, raw] of body.matchAll(ATTRIBUTE)) {
      const href = decode(raw);
      // Absolute and root-relative URLs lie outside the site (the writer links within it relatively).
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) continue;
      const [where, fragment = ''] = href.split('#');
      const clean = where === '' ? file : resolveHref(file, where);
      if (clean.startsWith('..') || !files.has(clean)) broken.push(`${file}: ${raw} (no file ${clean})`);
      else if (fragment && clean.endsWith('.html') && !idsOf(clean).has(fragment)) broken.push(`${file}: ${raw} (no id ${fragment} on ${clean})`);
    }
  }
  return broken;
}

/** The package path that a relative URL on the page at `file` reads, or one starting with `..` when it leaves the site. */
function resolveHref(file: string, where: string): string {
  // The writer's own links climb to the root and go down again: read those without a path join.
  const up = '../'.repeat(file.split('/').length - 1);
  if (up && where.startsWith(up) && !where.slice(up.length).startsWith('../') && !where.slice(up.length).includes('/..')) return fileOfServedPath(where.slice(up.length));
  let joined = path.posix.join(path.posix.dirname(file), where);
  if (joined === '.' || joined === './') joined = '';
  else if (where.endsWith('/') && !joined.endsWith('/')) joined += '/';
  return fileOfServedPath(joined);
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

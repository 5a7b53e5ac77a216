// Checks the links of the built HTML pages and of their Markdown twins: every relative
// `href` and `src` (and every relative link of a twin) must reach a file of the site (a
// directory URL reaches its index.html), and every `#anchor` an `id` of the page it points at
// (for a twin, of its HTML page), and no `href` or `src` may leave the URL allow-list
// (safe-url.ts). The manual's links were checked with their places already, so a broken link
// here is a bug of the writers and fails the build with the page and link.
import path from 'node:path';
import { isAllowedUrl } from './safe-url.js';
import { fileOfServedPath } from '../urls.js';

const ATTRIBUTE = /\s(href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;
const MARKDOWN_LINK = /\]\(([^()\s]*)\)/g;
/** Code spans and fenced blocks of a twin, whose text may read like a link (a contract's `pattern`). */
const CODE = /(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;
const TWIN = /<link rel="alternate" type="text\/markdown" href="([^"]*)"/;

/**
 * The broken links of the HTML pages among `files` (package path -> body), as `page: link
 * (reason)` lines; a link to a missing file that `excused` names (one a contract's description
 * holds, which the build reports on its own) is left out.
 */
export function brokenHtmlLinks(files: ReadonlyMap<string, { body: string }>, excused: (target: string, fragment?: string) => boolean = () => false): string[] {
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let found = ids.get(file);
    if (!found) ids.set(file, (found = new Set([...files.get(file)!.body.matchAll(ID)].map((m) => decode(m[1])))));
    return found;
  };
  // The HTML page of each Markdown twin, whose ids are the twin's anchors.
  const pageOfTwin = new Map<string, string>();
  for (const [file, { body }] of files) {
    const twin = file.endsWith('.html') ? TWIN.exec(body)?.[1] : undefined;
    if (twin) pageOfTwin.set(resolveHref(file, decode(twin)), file);
  }
  /** Why `href` on the page at `file` is broken, or '' when it holds. */
  const check = (file: string, href: string): string => {
    // Absolute and root-relative URLs lie outside the site (the writers link within it relatively).
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return '';
    const [where, fragment = ''] = href.split('#');
    const clean = where === '' ? file : resolveHref(file, where);
    const page = clean.endsWith('.html') ? clean : pageOfTwin.get(clean);
    if (clean.startsWith('..') || !files.has(clean)) return excused(clean) ? '' : `no file ${clean}`;
    if (fragment && page && !idsOf(page).has(fragment)) return excused(clean, fragment) ? '' : `no id ${fragment} on ${page}`;
    return '';
  };
  // A link that leaves its page reads the same from every page of one folder: the sidebar's
  // links, on every page, are checked once per folder.
  const verdicts = new Map<string, Map<string, string>>();
  const broken: string[] = [];
  for (const [file, { body }] of files) {
    if (!file.endsWith('.html')) continue;
    const folder = path.posix.dirname(file);
    let known = verdicts.get(folder);
    if (!known) verdicts.set(folder, (known = new Map()));
    for (const { 1: attribute, 2: raw, index } of body.matchAll(ATTRIBUTE)) {
      if (raw.includes(':') && !isAllowedUrl(decode(raw), attribute, tagAt(body, index))) {
        broken.push(`${file}: ${raw} (a URL scheme off the allow-list)`);
        continue;
      }
      let reason: string | undefined;
      if (raw === '' || raw.startsWith('#')) reason = check(file, decode(raw));
      else {
        reason = known.get(raw);
        if (reason === undefined) known.set(raw, (reason = check(file, decode(raw))));
      }
      if (reason) broken.push(`${file}: ${raw} (${reason})`);
    }
  }
  for (const twin of pageOfTwin.keys()) {
    const body = files.get(twin)?.body;
    if (body === undefined) broken.push(`${pageOfTwin.get(twin)}: its Markdown twin ${twin} does not exist`);
    // A manual page's twin is its own Markdown, whose links were checked with their places
    // when it was read, and an operation digest's (api/) comes from the compact writer, which
    // holds no links of the site. The other twins come from the page-model writer, whose links are all
    // `[text](url)` outside code: read with a pattern, as parsing each twin again would cost
    // more than writing it.
    else if (!twin.startsWith('docs/') && !twin.startsWith('api/')) {
      for (const [, url] of body.replace(CODE, '').matchAll(MARKDOWN_LINK)) {
        // A destination's backslash escapes (`mailto\:`) are not part of the URL.
        const reason = check(twin, safeDecode(url.replace(/\\([!-/:-@[-`{-~])/g, '$1')));
        if (reason) broken.push(`${twin}: ${url} (${reason})`);
      }
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

function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** The name of the element whose attribute starts at `index` of `html`. */
function tagAt(html: string, index: number): string {
  return /^<([a-z][a-z0-9-]*)/i.exec(html.slice(html.lastIndexOf('<', index)))?.[1]!.toLowerCase() ?? '';
}

function decode(text: string): string {
  // Every reference starts with an ampersand: most URLs and ids have none.
  if (!text.includes('&')) return text;
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, digits: string) => String.fromCodePoint(Number(digits)))
    .replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

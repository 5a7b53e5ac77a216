// Where the HTML pages of the site live and how they link to each other. Pages use
// directory URLs (`/docs/errors/` served from `docs/errors/index.html`), which GitHub Pages,
// an S3 website bucket and nginx all serve with no configuration; every link between pages
// is relative, so the site also works under a path prefix (`https://host/project/`). Links
// written in the manual and the contracts to a manual page (`/docs/errors`,
// `/docs/errors.md#bounds`) go to its HTML twin; links to other files of the site stay.

/** The package path of the landing page. */
export const HOME = 'index.html';
export const STYLESHEET = 'assets/site.css';
export const SCRIPT = 'assets/site.js';
/** The script of the Try it panels, loaded only by the pages that have one. */
export const TRY_IT_SCRIPT = 'assets/try-it.js';
/** The API the Try it panels send to by default: none in a built site; a server that runs one beside the site answers it instead. */
export const SANDBOX_LINK = 'sandbox.json';
export const FAVICON = 'assets/favicon.svg';
export { NOT_FOUND_PAGE } from '../paths.js';

/** The package path of a manual page's HTML twin. */
export function docHtmlPath(slug: string): string {
  return `docs/${slug}/index.html`;
}

/** The package path of an API's reference index. */
export function apiIndexPath(api: string): string {
  return `reference/${api}/index.html`;
}

/** The package path of an operation's reference page. */
export function operationHtmlPath(api: string, operationId: string): string {
  return `reference/${api}/${operationId}/index.html`;
}

/** The package path of a webhook's reference page: one request the API makes, by its name (`invoice.paid`). */
export function webhookHtmlPath(api: string, name: string): string {
  return `reference/${api}/webhooks/${name}/index.html`;
}

/** The package path of a schema's reference page. */
export function schemaHtmlPath(api: string, name: string): string {
  return `reference/${api}/schemas/${name}/index.html`;
}

/** The URL path under the site's root at which a static host serves `file` (`docs/a/index.html` -> `docs/a/`). */
export function servedPath(file: string): string {
  return file === HOME ? '' : file.replace(/(^|\/)index\.html$/, '$1');
}

/** The package path a static host reads for a URL path under the site's root (the inverse of servedPath). */
export function fileOfServedPath(urlPath: string): string {
  return urlPath === '' || urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
}

/**
 * A relative link from the page at package path `from` to package path `to`, in served form,
 * with an optional fragment: up to the site's root, then down (`../../reference/site/`), so
 * the same target gets the same link from every page at the same depth.
 */
export function hrefTo(from: string, to: string, fragment = ''): string {
  const depth = from.split('/').length - 1;
  const target = servedPath(to);
  const up = '../'.repeat(depth);
  return `${up || (target === '' ? './' : '')}${target}${fragment ? `#${fragment}` : ''}`;
}

/**
 * A link from the page at `from` to `to` that starts in the page's own folder when `to` lies
 * below it (`list-things/` from an API's overview, which links every page of the API), else as
 * hrefTo writes it. Only for HTML written for one page: what pages at one depth share uses hrefTo.
 */
export function hrefWithin(from: string, to: string, fragment = ''): string {
  const folder = from.slice(0, from.lastIndexOf('/') + 1);
  const target = servedPath(to);
  const below = folder && target.startsWith(folder) ? target.slice(folder.length) : '';
  // A first segment with a colon would read as a URL scheme.
  if (!below || /^[^/]*:/.test(below)) return hrefTo(from, to, fragment);
  return `${below}${fragment ? `#${fragment}` : ''}`;
}

/** The absolute URL of a page. */
export function absoluteUrl(baseUrl: string, file: string): string {
  return `${baseUrl}/${servedPath(file)}`;
}

/** The package path of the Markdown twin of an HTML page written from a page model (`dist/reference/invoicing/a/index.html` is twinned by `dist/reference/invoicing/a.md`). */
export function twinPath(file: string): string {
  return file === HOME ? 'index.md' : file.replace(/\/index\.html$/, '.md');
}

/**
 * The package path and fragment that a link written in the Markdown served at `sourceFile`
 * points at, or undefined when it leaves the site. A link to a manual page that has an HTML
 * twin (`/docs/errors`, `/docs/errors.md#bounds`) goes to that twin.
 */
export function linkTarget(baseUrl: string, sourceFile: string, slugs: ReadonlySet<string>): (url: string) => { file: string; fragment: string } | undefined {
  const base = new URL(`${baseUrl}/`);
  const here = new URL(sourceFile, base).href;
  return (url) => {
    if (!URL.canParse(url, here)) return undefined;
    const target = new URL(url, here);
    if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return undefined;
    const file = decodeURIComponent(target.pathname.slice(base.pathname.length));
    const fragment = target.hash.slice(1);
    const page = /^docs\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.md|\/)?$/.exec(file)?.[1];
    if (page && slugs.has(page)) return { file: docHtmlPath(page), fragment };
    return { file: file === '' ? HOME : file, fragment };
  };
}

/**
 * A rewriter for links on the HTML page at `htmlFile`, whose Markdown was served at
 * `sourceFile` (relative links resolve against that). `slugs` are the pages that have HTML twins.
 */
export function linkRewriter(baseUrl: string, sourceFile: string, htmlFile: string, slugs: ReadonlySet<string>): (url: string) => string {
  const targetOf = linkTarget(baseUrl, sourceFile, slugs);
  return (url) => {
    if (url.startsWith('#')) return url;
    const target = targetOf(url);
    return target ? hrefTo(htmlFile, target.file, target.fragment) : url;
  };
}

// The one allow-list of URL schemes for every `href` and `src` of the built HTML (D48, R70):
// http, https and mailto, relative URLs, and `data:image/` as the `src` of an image. A URL is
// read the way a browser reads it (the URL standard): spaces and control characters around
// it dropped, tabs and newlines inside it removed, the scheme in any case. Character
// references (`&#106;`) are decoded by the Markdown parser before a URL gets here, and the
// HTML writers escape `&`, so a browser decodes back exactly the string checked here.
import type { Element, Nodes, Root } from 'hast';

const SCHEMES = new Set(['http', 'https', 'mailto']);

/** What a browser takes `url` to be: its scheme in lower case, or undefined when it is relative. */
function schemeOf(url: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(browserForm(url))?.[1]!.toLowerCase();
}

/** Whether `url` may be the `attribute` (href or src) of a `tagName` element of the site. */
export function isAllowedUrl(url: string, attribute: string, tagName: string): boolean {
  const scheme = schemeOf(url);
  if (scheme === undefined || SCHEMES.has(scheme)) return true;
  return scheme === 'data' && attribute === 'src' && tagName === 'img' && /^data:image\//i.test(browserForm(url));
}

/**
 * Takes every `href` and `src` off the allow-list out of a tree before it is written: a link
 * becomes its text, an image its alternative text.
 */
export function dropUnsafeUrls(tree: Root | Element): void {
  const children = tree.children as Nodes[];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type !== 'element') continue;
    dropUnsafeUrls(child);
    const { tagName, properties } = child;
    const unsafe = (['href', 'src'] as const).some((key) => typeof properties[key] === 'string' && !isAllowedUrl(properties[key], key, tagName));
    if (!unsafe) continue;
    const alt = typeof properties.alt === 'string' && properties.alt ? [{ type: 'text' as const, value: properties.alt }] : [];
    const instead: Nodes[] = tagName === 'img' ? alt : child.children;
    children.splice(i, 1, ...instead);
    i += instead.length - 1;
  }
}

/** `url` as the URL parser reads it: no leading or trailing C0 controls or spaces, no tabs or newlines. */
function browserForm(url: string): string {
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

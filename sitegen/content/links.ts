// Checks the internal links of content documents against the files of the built site and
// the anchors of its Markdown documents. External links are not fetched.
import { Problems } from './content-error.js';
import type { ContentDocument } from './document.js';

/**
 * Reports every link that points into the site (relative, root-relative or under
 * `baseUrl`) at a file the site does not have, or at an anchor its target lacks.
 */
export function checkLinks(documents: readonly ContentDocument[], files: ReadonlySet<string>, baseUrl: string, problems: Problems): void {
  const anchors = new Map(documents.map((d) => [d.path, d.anchors]));
  const base = new URL(`${baseUrl}/`);
  for (const document of documents) {
    const here = new URL(document.path, base);
    for (const link of document.links) {
      if (!URL.canParse(link.url, here.href)) {
        problems.add(document.file, link.place, `malformed link ${link.url}`);
        continue;
      }
      const target = new URL(link.url, here);
      if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) continue;
      const file = safeDecode(target.pathname.slice(base.pathname.length));
      if (file === undefined || !files.has(file)) {
        problems.add(document.file, link.place, `broken link ${link.url}: the site has no /${file ?? target.pathname}`);
        continue;
      }
      const fragment = safeDecode(target.hash.slice(1));
      const known = anchors.get(file);
      if (fragment && known && !known.has(fragment)) problems.add(document.file, link.place, `broken link ${link.url}: /${file} has no heading #${fragment}`);
    }
  }
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

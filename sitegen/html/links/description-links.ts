// The links written in contracts' descriptions, checked against the built site: a published
// contract often links its publisher's own pages by path (`/docs/guides/streaming`), which a site
// of that contract alone does not have. Each such link is one line naming the contract and the
// link; the build makes them warnings, or errors with `strict` (R172), and the check of the HTML
// pages lets them pass, as they are reported here.
import { fileOfServedPath, linkTarget } from '../urls.js';

/** What the description links of the built `files` lead to that the site lacks. */
export interface DescriptionLinkReport {
  /** One line per broken link: the contract, the link and what the site lacks, with the contract's file apart. */
  broken: Array<{ file: string; message: string }>;
  /** Whether a missing file (or `file#fragment`) the HTML pages link to comes from a description. */
  excused: (target: string, fragment?: string) => boolean;
}

/** Checks the URLs `links` (by API name) written in the descriptions of the contracts `files` (by API name). */
export function checkDescriptionLinks(
  links: ReadonlyMap<string, ReadonlySet<string>>,
  contractFiles: ReadonlyMap<string, string>,
  files: ReadonlyMap<string, { body: string }>,
  baseUrl: string,
  slugs: ReadonlySet<string>,
): DescriptionLinkReport {
  const targetOf = linkTarget(baseUrl, 'openapi.json', slugs);
  const missing = new Set<string>();
  const fragments = new Set<string>();
  const broken: DescriptionLinkReport['broken'] = [];
  for (const [api, urls] of links) {
    const file = contractFiles.get(api) ?? api;
    for (const url of [...urls].sort()) {
      // A link within its own page (`#pagination`) lands on whichever page shows the description.
      if (url.startsWith('#')) {
        fragments.add(safeDecode(url.slice(1)));
        continue;
      }
      const target = targetOf(url);
      if (!target) continue;
      const path = fileOfServedPath(target.file);
      if (!files.has(path)) {
        missing.add(path);
        broken.push({ file, message: `a description links to ${url}, but the site has no /${target.file}` });
      } else if (target.fragment && path.endsWith('.html') && !files.get(path)!.body.includes(` id="${target.fragment}"`)) {
        missing.add(`${path}#${target.fragment}`);
        broken.push({ file, message: `a description links to ${url}, but /${target.file} has no #${target.fragment}` });
      }
    }
  }
  return {
    broken,
    excused: (target, fragment) => (fragment === undefined ? missing.has(target) : fragments.has(fragment) || missing.has(`${target}#${fragment}`)),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

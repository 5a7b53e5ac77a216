// The files of a built site, in memory: each with its body and the title and description
// that /llms.txt shows for it. Insertion order is the order of listing.

export interface SiteFile {
  body: string;
  title?: string;
  description?: string;
}

/** Package path -> file. */
export type SiteFiles = Map<string, SiteFile>;

/** Stable JSON: two-space indentation and a final newline. */
export function jsonFile(value: unknown): SiteFile {
  return { body: `${JSON.stringify(value, null, 2)}\n` };
}

/**
 * A regular expression for the package paths that a route template (`/docs/{slug}.md`)
 * serves. A template ending in `/` is a directory URL, served from its `index.html`.
 */
export function routePattern(template: string): RegExp {
  const file = template.endsWith('/') ? `${template}index.html` : template;
  const escaped = file.slice(1).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
  return new RegExp(`^${escaped}$`);
}

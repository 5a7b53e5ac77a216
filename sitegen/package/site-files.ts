// The files of a built site, in memory: each with its body and the title and description
// that /llms.txt shows for it. Insertion order is the order of listing.

export interface SiteFile {
  body: string;
  title?: string;
  description?: string;
}

/** Package path -> file. */
export type SiteFiles = Map<string, SiteFile>;

/** An empty SiteFiles that also hands every file set into it to `onSet`, as it is set. */
export function observedFiles(onSet: (path: string, file: SiteFile) => void): SiteFiles {
  return new ObservedFiles(onSet);
}

class ObservedFiles extends Map<string, SiteFile> {
  constructor(private readonly onSet: (path: string, file: SiteFile) => void) {
    super();
  }

  override set(path: string, file: SiteFile): this {
    super.set(path, file);
    this.onSet(path, file);
    return this;
  }
}

/** Stable JSON: two-space indentation and a final newline. */
export function jsonFile(value: unknown): SiteFile {
  return { body: `${JSON.stringify(value, null, 2)}\n` };
}

/**
 * A regular expression for the package paths that a route template (`/docs/{slug}.md`)
 * serves. A template ending in `/` is a directory URL, served from its `index.html`.
 */
export function routePattern(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) patterns.set(template, (pattern = compiled(template)));
  return pattern;
}

/** The patterns made so far, by template: a site's contract has a few dozen routes, each matched against every file. */
const patterns = new Map<string, RegExp>();

function compiled(template: string): RegExp {
  const file = template.endsWith('/') ? `${template}index.html` : template;
  const escaped = file.slice(1).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
  return new RegExp(`^${escaped}$`);
}

/**
 * The route template among `templates` that serves the package path `path`, as OpenAPI matches
 * paths: a concrete one (`/api/example.json`) before a templated one (`/api/{api}.json`); undefined when none does.
 */
export function routeOf(templates: readonly string[], path: string): string | undefined {
  const matching = templates.filter((template) => routePattern(template).test(path));
  return matching.find((template) => !/[{}]/.test(template)) ?? matching[0];
}

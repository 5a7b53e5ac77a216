// Renders every file of the site in memory from the loaded content and contracts. The
// insertion order of the result is the order in which /llms.txt lists the files.
import { digestOf, writeCompact } from '../compact/index.js';
import type { ContentDocument } from '../content/index.js';
import { ajvFor, operationMarkdown, standaloneSchema } from '../contracts/index.js';
import type { SiteInfo } from './llms-txt.js';
import { llmsFullTxt, llmsTxt } from './llms-txt.js';
import { assertValidManifest, manifestOf, manifestTexts } from './manifest.js';
import { TokenCounter } from './token-counts.js';
import type { Contract } from '../contracts/index.js';
import { operations } from '../../lib/openapi/index.js';
import { digestPath } from '../paths.js';
import type { HtmlKept, SampleSettings } from '../html/index.js';
import { renderHtml } from '../html/index.js';
import { searchIndex } from './search-index.js';
import type { SiteFiles } from './site-files.js';
import { jsonFile, routePattern } from './site-files.js';

/**
 * The short names of folio's layout's two APIs: the folder of each one's reference
 * (`reference/NAME/`), its name in the manifest and the key of its samples. A documented API
 * also names its files (`api/NAME.json`, `api/NAME.compact`), as the site's contract says (R120);
 * with `contracts`, each API is named after its own title (R169).
 */
export const API_NAMES = { site: 'site', documented: 'invoicing' } as const;

/** One API the site documents: its name in paths, the manifest and the samples' keys, and its contract. */
export interface DocumentedApi {
  name: string;
  contract: Contract;
}

export interface SiteSources {
  info: SiteInfo;
  baseUrl: string;
  /** Manual pages in page order. */
  pages: ContentDocument[];
  /** The format spec and the agent rules, served as /spec.md and /ai-rules.md when the content has them. */
  spec?: ContentDocument;
  rules?: ContentDocument;
  /** The contract of the package's own routes: every file is one of them, and it gives the manifest's schema and /llms.txt's sections. */
  site: Contract;
  /** The APIs the site documents, in the order of the sidebar; the first is the one the manual's generated text is made from. */
  apis: readonly DocumentedApi[];
  /** Whether the site's own contract is documented too (its reference, /openapi.json, /api.compact and a digest per route): folio's own layout. */
  documentSite: boolean;
  /** Package path -> body of the results files served verbatim (/benchmarks.json, /coverage.json). */
  measurements: ReadonlyMap<string, string>;
  /** How the reference pages' samples reach each API, by its name. */
  samples: Readonly<Record<string, SampleSettings>>;
  /** What the build reads from its cache when it can (the descriptions' trees, highlighted code, Markdown written from trees). */
  kept?: HtmlKept;
  /** The build's token counter; without it, every text is counted. */
  tokens?: TokenCounter;
  /** Filled with the links written in each API's descriptions, by API name, for the build to check. */
  descriptionLinks?: Map<string, Set<string>>;
}

/**
 * Every file of the docs package, keyed by package path, set into `files` (an empty map) as
 * each is rendered.
 */
export async function renderSite(sources: SiteSources, files: SiteFiles = new Map()): Promise<SiteFiles> {
  const { info, baseUrl, pages, site, apis } = sources;
  // Counted in a worker thread while this one renders the pages.
  const tokens = (sources.tokens ?? new TokenCounter(false)).counts(manifestTexts(pages));
  for (const doc of [...pages, sources.rules, sources.spec]) {
    if (doc) files.set(doc.path, { body: doc.markdown, title: doc.title, description: doc.description });
  }
  files.set('docs/search.json', jsonFile(searchIndex(pages)));

  if (sources.documentSite) {
    files.set('api.compact', { body: writeCompact(digestOf(site.doc, { baseUrl })) });
    const detailed = digestOf(site.doc, { baseUrl, fullNotes: true });
    for (const entry of operations(site.doc)) {
      const summary = entry.operation.summary?.trim();
      files.set(digestPath(entry.slug), {
        body: operationMarkdown(site.doc, detailed, entry, baseUrl),
        title: entry.id,
        description: summary ? `${entry.method} ${entry.path}: ${summary}.` : `${entry.method} ${entry.path}.`,
      });
    }
    const servers = [{ ...site.doc.servers?.[0], url: baseUrl }];
    files.set('openapi.json', jsonFile({ ...site.doc, servers }));
  }
  for (const api of apis) {
    // Named after the API in /llms.txt when the site documents other contracts than its own layout's.
    const { title } = api.contract.doc.info;
    const named = (what: string): { title?: string; description?: string } => (sources.documentSite ? {} : { title: `${title}: ${what}`, description: `${title} ${what}.` });
    files.set(apiFiles(api.name).openapi, { ...jsonFile(api.contract.doc), ...named('OpenAPI description') });
    files.set(apiFiles(api.name).compact, { body: writeCompact(digestOf(api.contract.doc)), ...named('compact digest') });
  }

  const schema = standaloneSchema(site.doc, 'Manifest', `${baseUrl}/schema/v1.json`);
  // The schema's examples describe the site's own package: a site of other contracts serves it without them.
  files.set('schema/v1.json', jsonFile(sources.documentSite ? schema : withoutExamples(schema)));
  for (const [path, body] of sources.measurements) files.set(path, { body });
  // The manifest keeps its place in the listing; it is written once the token counts are in.
  files.set('manifest.json', { body: '' });

  await renderHtml({
    site: { name: info.title ?? info.name, summary: info.summary, baseUrl },
    pages,
    kept: sources.kept,
    descriptionLinks: sources.descriptionLinks,
    // The APIs the manual documents come first; the site's own routes after them.
    apis: [
      ...apis.map((api) => ({ name: api.name, doc: api.contract.doc, samples: sources.samples[api.name] ?? {} })),
      ...(sources.documentSite ? [{ name: API_NAMES.site, doc: site.doc, markdownOf: digestPath, samples: { baseUrl, ...sources.samples[API_NAMES.site] } }] : []),
    ],
  }, files);

  const manifest = manifestOf(info, baseUrl, pages, [
    ...(sources.documentSite ? [{ name: API_NAMES.site, doc: site.doc, openapi: 'openapi.json', compact: 'api.compact', digests: true }] : []),
    ...apis.map((api) => ({ name: api.name, doc: api.contract.doc, ...apiFiles(api.name), digests: false })),
  ], await tokens);
  assertValidManifest(manifest, schema, ajvFor(site));
  files.set('manifest.json', jsonFile(manifest));

  copyFiles(site, files, sources.documentSite);
  files.set('llms-full.txt', { body: llmsFullTxt(info, site.doc, files, baseUrl) });
  files.set('llms.txt', { body: llmsTxt(info, site.doc, files, baseUrl) });
  assertAllRoutes(site, files);
  return files;
}

/** A JSON Schema without its `examples` annotations (a property named `examples` is kept). */
function withoutExamples(schema: unknown, inProperties = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withoutExamples(item));
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema)
    .filter(([key]) => inProperties || key !== 'examples')
    .map(([key, value]) => [key, withoutExamples(value, !inProperties && ['properties', '$defs', 'patternProperties'].includes(key))]));
}

/** The package paths of a documented API's OpenAPI document as JSON and its compact digest. */
function apiFiles(name: string): { openapi: string; compact: string } {
  return { openapi: `api/${name}.json`, compact: `api/${name}.compact` };
}

/**
 * A route marked `x-copy-of: /other/route` in the site's contract serves the other route's file
 * byte for byte (a file kept under an earlier name, R141).
 */
function copyFiles(site: Contract, files: SiteFiles, strict: boolean): void {
  for (const entry of operations(site.doc)) {
    const original = entry.operation['x-copy-of'];
    if (original === undefined) continue;
    const file = typeof original === 'string' && !/[{}]/.test(entry.path) ? files.get(original.replace(/^\//, '')) : undefined;
    // A site of other contracts has no files under folio's earlier names, so nothing to copy.
    if (!file && !strict) continue;
    if (!file) throw new Error(`${site.file}: ${entry.path} is x-copy-of ${JSON.stringify(original)}, which is not a file of the site`);
    files.set(entry.path.slice(1), { ...file });
  }
}

/** Every file must be a route of the site's contract; anything else is a generator bug. */
function assertAllRoutes(site: Contract, files: SiteFiles): void {
  const patterns = operations(site.doc).map((op) => routePattern(op.path));
  for (const path of files.keys()) {
    if (!patterns.some((p) => p.test(path))) throw new Error(`the site would serve /${path}, which ${site.file} does not describe`);
  }
}

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
 * The short names of the package's two APIs: the folder of each one's reference
 * (`reference/NAME/`), its name in the manifest and the key of its samples. The API the manual
 * documents also names its files (`api/NAME.json`, `api/NAME.compact`), as the site's contract
 * says (R120).
 */
export const API_NAMES = { site: 'site', documented: 'invoicing' } as const;

const documented = {
  openapi: `api/${API_NAMES.documented}.json`,
  compact: `api/${API_NAMES.documented}.compact`,
};

export interface SiteSources {
  info: SiteInfo;
  baseUrl: string;
  /** Manual pages in page order. */
  pages: ContentDocument[];
  spec: ContentDocument;
  rules: ContentDocument;
  site: Contract;
  example: Contract;
  /** Package path -> body of the results files served verbatim (/benchmarks.json, /coverage.json). */
  measurements: ReadonlyMap<string, string>;
  /** How the reference pages' samples reach each API, by its name in API_NAMES. */
  samples: Readonly<Record<string, SampleSettings>>;
  /** What the build reads from its cache when it can (the descriptions' trees, highlighted code, Markdown written from trees). */
  kept?: HtmlKept;
  /** The build's token counter; without it, every text is counted. */
  tokens?: TokenCounter;
}

/**
 * Every file of the docs package, keyed by package path, set into `files` (an empty map) as
 * each is rendered.
 */
export async function renderSite(sources: SiteSources, files: SiteFiles = new Map()): Promise<SiteFiles> {
  const { info, baseUrl, pages, site, example } = sources;
  // Counted in a worker thread while this one renders the pages.
  const tokens = (sources.tokens ?? new TokenCounter(false)).counts(manifestTexts(pages));
  for (const doc of [...pages, sources.rules, sources.spec]) {
    files.set(doc.path, { body: doc.markdown, title: doc.title, description: doc.description });
  }
  files.set('docs/search.json', jsonFile(searchIndex(pages)));

  files.set('api.compact', { body: writeCompact(digestOf(site.doc, { baseUrl })) });
  const detailed = digestOf(site.doc, { baseUrl, fullNotes: true });
  for (const entry of operations(site.doc)) {
    const summary = entry.operation.summary?.trim();
    files.set(digestPath(entry.id), {
      body: operationMarkdown(site.doc, detailed, entry, baseUrl),
      title: entry.id,
      description: summary ? `${entry.method} ${entry.path}: ${summary}.` : `${entry.method} ${entry.path}.`,
    });
  }
  const servers = [{ ...site.doc.servers?.[0], url: baseUrl }];
  files.set('openapi.json', jsonFile({ ...site.doc, servers }));
  files.set(documented.openapi, jsonFile(example.doc));
  files.set(documented.compact, { body: writeCompact(digestOf(example.doc)) });

  const schema = standaloneSchema(site.doc, 'Manifest', `${baseUrl}/schema/v1.json`);
  files.set('schema/v1.json', jsonFile(schema));
  for (const [path, body] of sources.measurements) files.set(path, { body });
  // The manifest keeps its place in the listing; it is written once the token counts are in.
  files.set('manifest.json', { body: '' });

  await renderHtml({
    site: { name: info.name, summary: info.summary, baseUrl },
    pages,
    kept: sources.kept,
    // The API the manual documents comes first; the site's own routes after it.
    apis: [
      { name: API_NAMES.documented, doc: example.doc, samples: sources.samples[API_NAMES.documented] ?? {} },
      { name: API_NAMES.site, doc: site.doc, markdownOf: digestPath, samples: { baseUrl, ...sources.samples[API_NAMES.site] } },
    ],
  }, files);

  const manifest = manifestOf(info, baseUrl, pages, [
    { name: API_NAMES.site, doc: site.doc, openapi: 'openapi.json', compact: 'api.compact', digests: true },
    { name: API_NAMES.documented, doc: example.doc, ...documented, digests: false },
  ], await tokens);
  assertValidManifest(manifest, schema, ajvFor(site));
  files.set('manifest.json', jsonFile(manifest));

  copyFiles(site, files);
  files.set('llms-full.txt', { body: llmsFullTxt(info, site.doc, files, baseUrl) });
  files.set('llms.txt', { body: llmsTxt(info, site.doc, files, baseUrl) });
  assertAllRoutes(site, files);
  return files;
}

/**
 * A route marked `x-copy-of: /other/route` in the site's contract serves the other route's file
 * byte for byte (a file kept under an earlier name, R141).
 */
function copyFiles(site: Contract, files: SiteFiles): void {
  for (const entry of operations(site.doc)) {
    const original = entry.operation['x-copy-of'];
    if (original === undefined) continue;
    const file = typeof original === 'string' && !/[{}]/.test(entry.path) ? files.get(original.replace(/^\//, '')) : undefined;
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

// The options of `folio build` with their defaults, checked before any work starts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenApiDocument } from '../lib/openapi/index.js';
import type { GeneratedSources } from './content/index.js';
import type { SiteInfo } from './package/index.js';
import type { SampleSettings } from './html/index.js';
import { defaultCacheDir } from './contracts/index.js';
import type { ContractCache } from './contracts/index.js';
import { DEFAULT_BASE_URL, normalizeBaseUrl } from './base-url.js';

export { DEFAULT_BASE_URL, normalizeBaseUrl };

export interface BuildOptions {
  /** The project root; the other paths default to places under it. Default: the working directory. */
  root?: string;
  /** Markdown pages, `spec.md` and `ai-rules.md`. Default: `<root>/content`. */
  contentDir?: string;
  /** The site's own contract. Default: `<root>/openapi/site.yaml`. */
  siteApi?: string;
  /** The API the manual documents, served as /api/invoicing.json. Default: `<root>/openapi/invoicing.yaml`. */
  exampleApi?: string;
  /** Where the site goes. Default: `<root>/dist`. */
  outDir?: string;
  /**
   * Where the build keeps the contracts it has parsed, by the hash of their text, so that the
   * next build of the same text does not parse it again. `false` keeps none. Default:
   * `<root>/node_modules/.cache/sitegen`.
   */
  cacheDir?: string | false;
  /** The absolute URL the site is served from. Default: https://docs.folio.example. */
  baseUrl?: string;
  /** Name, version and summary of the package. Default: from `<root>/package.json`. */
  info?: SiteInfo;
  /**
   * The results file of `folio bench`, served as /benchmarks.json. Default:
   * `<root>/results/benchmarks.json`. `false` leaves the route out, for a package that is
   * built only to be measured (`folio bench` itself); a published build needs the file.
   */
  benchmarks?: string | false;
  /** The results file of `folio coverage`, served as /coverage.json. Default: `<root>/results/coverage.json`; `false` as above. */
  coverage?: string | false;
  /**
   * The sources of the pages' `::generated{source="NAME"}` lines, made from the example API
   * once it is loaded. Default: none, so a page that uses one fails with the list of names
   * (empty). `folio build` passes folio's own (reference/).
   */
  generated?: GeneratedSourcesOf;
  /**
   * How the request samples of the API reference reach each API, keyed `site` or `invoicing`:
   * the base URL of curl samples and the setup of a typed-client sample. Default: curl only,
   * against the site's base URL and the documented API's first server.
   */
  samples?: Readonly<Record<string, SampleSettings>>;
}

/** The contracts a build has loaded, handed to its generated-text sources. */
export interface LoadedContracts {
  /** The API the manual documents. */
  example: OpenApiDocument;
  /** Every contract the build loaded, by absolute file: a source that reads one of these files can take it from here instead of parsing it again. */
  byFile?: ReadonlyMap<string, OpenApiDocument>;
  /** The build's cache of parsed contracts, through which a source that parses other contracts can read them too. */
  cache?: ContractCache;
}

/** Makes a build's generated-text sources from its loaded contracts. */
export type GeneratedSourcesOf = (contracts: LoadedContracts) => GeneratedSources | Promise<GeneratedSources>;

export type ResolvedOptions = Required<BuildOptions>;

/** Fills in defaults; throws a one-line error for a bad base URL or output directory. */
export async function resolveOptions(options: BuildOptions): Promise<ResolvedOptions> {
  const root = path.resolve(options.root ?? process.cwd());
  const resolved: ResolvedOptions = {
    root,
    contentDir: path.resolve(root, options.contentDir ?? 'content'),
    siteApi: path.resolve(root, options.siteApi ?? 'openapi/site.yaml'),
    exampleApi: path.resolve(root, options.exampleApi ?? 'openapi/invoicing.yaml'),
    outDir: path.resolve(root, options.outDir ?? 'dist'),
    cacheDir: options.cacheDir === false ? false : path.resolve(root, options.cacheDir ?? defaultCacheDir(root)),
    baseUrl: normalizeBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL),
    info: options.info ?? (await packageInfo(root)),
    benchmarks: options.benchmarks === false ? false : path.resolve(root, options.benchmarks ?? 'results/benchmarks.json'),
    coverage: options.coverage === false ? false : path.resolve(root, options.coverage ?? 'results/coverage.json'),
    generated: options.generated ?? (() => ({})),
    samples: options.samples ?? {},
  };
  const results = [resolved.benchmarks, resolved.coverage].filter((file) => file !== false);
  for (const input of [resolved.contentDir, resolved.siteApi, resolved.exampleApi, path.join(root, 'package.json'), ...results]) {
    if (input === resolved.outDir || input.startsWith(resolved.outDir + path.sep)) {
      throw new Error(`the output directory ${resolved.outDir} would hold the build's own input ${input}`);
    }
  }
  return resolved;
}

async function packageInfo(root: string): Promise<SiteInfo> {
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { name?: string; version?: string; description?: string };
  if (!pkg.name || !pkg.version) throw new Error(`${path.join(root, 'package.json')} has no name or version`);
  return { name: pkg.name, version: pkg.version, summary: pkg.description ?? pkg.name };
}

// The options of `folio build` with their defaults, checked before any work starts.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenApiDocument } from '../lib/openapi/index.js';
import type { GeneratedSources } from './content/index.js';
import type { SiteInfo } from './package/index.js';
import type { SampleSettings } from './html/index.js';
import { defaultCacheDir } from './contracts/index.js';
import type { ContractCache } from './contracts/index.js';
import { CONTRACTS_BASE_URL, DEFAULT_BASE_URL, normalizeBaseUrl } from './base-url.js';

export { CONTRACTS_BASE_URL, DEFAULT_BASE_URL, normalizeBaseUrl };

export interface BuildOptions {
  /** The project root; the other paths default to places under it. Default: the working directory. */
  root?: string;
  /**
   * The APIs the site documents, each an OpenAPI 3.1 or 3.0 file (YAML or JSON, its other files
   * followed through `$ref`), in the order of the sidebar. When given, the site is theirs alone
   * (R169): each API's reference lives under its own name (from its `info.title`, else its file
   * name), its samples use its own servers and security schemes, the site's own contract is not
   * documented, there are no results files, and the pages are those of `contentDir` when it is
   * given (`spec.md` and `ai-rules.md` optional). Default: the layout of `exampleApi` and `siteApi`.
   */
  contracts?: readonly string[];
  /** Markdown pages, `spec.md` and `ai-rules.md`. Default: `<root>/content`, or none (`false`) when `contracts` are given. */
  contentDir?: string | false;
  /** The contract of the docs package's own routes, which every file must be one of. Default: `<root>/openapi/site.yaml`. */
  siteApi?: string;
  /** The API the manual documents, served as /api/invoicing.json, without `contracts`. Default: `<root>/openapi/invoicing.yaml`. */
  exampleApi?: string;
  /** Where the site goes. Default: `<root>/dist`. */
  outDir?: string;
  /**
   * Where the build keeps the contracts it has parsed, by the hash of their text, so that the
   * next build of the same text does not parse it again. `false` keeps none. Default:
   * `<root>/node_modules/.cache/sitegen`.
   */
  cacheDir?: string | false;
  /** The absolute URL the site is served from. Default: https://docs.folio.example, or https://docs.example.com with `contracts`. */
  baseUrl?: string;
  /** Name, version and summary of the package. Default: from `<root>/package.json`, or from the first contract's `info` with `contracts`. */
  info?: SiteInfo;
  /**
   * A link in a contract's description that leads to no file of the site fails the build; by
   * default it is a warning (BuildSummary.warnings), since a published contract often links its
   * publisher's own pages. Links of the content pages always fail it.
   */
  strict?: boolean;
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
   * How the request samples of the API reference reach each API, keyed `site` or `invoicing` (with `contracts`, by each API's name):
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

export interface ResolvedOptions extends Required<Omit<BuildOptions, 'info' | 'contracts'>> {
  /** The package's name, version and summary; undefined until the first contract is read, with `contracts`. */
  info: SiteInfo | undefined;
  /** The documented contracts as absolute files; empty for the layout of `exampleApi` and `siteApi`. */
  contracts: readonly string[];
}

/** Fills in defaults; throws a one-line error for a bad base URL or output directory. */
export async function resolveOptions(options: BuildOptions): Promise<ResolvedOptions> {
  const root = path.resolve(options.root ?? process.cwd());
  const contracts = (options.contracts ?? []).map((file) => path.resolve(root, file));
  const own = contracts.length === 0;
  const results = (option: string | false | undefined, file: string): string | false => (option === false || (!own && option === undefined) ? false : path.resolve(root, option ?? file));
  const contentDir = options.contentDir ?? (own ? 'content' : false);
  const resolved: ResolvedOptions = {
    root,
    contracts,
    contentDir: contentDir === false ? false : path.resolve(root, contentDir),
    siteApi: path.resolve(root, options.siteApi ?? 'openapi/site.yaml'),
    exampleApi: contracts[0] ?? path.resolve(root, options.exampleApi ?? 'openapi/invoicing.yaml'),
    outDir: path.resolve(root, options.outDir ?? 'dist'),
    cacheDir: options.cacheDir === false ? false : path.resolve(root, options.cacheDir ?? defaultCacheDir(root)),
    baseUrl: normalizeBaseUrl(options.baseUrl ?? (own ? DEFAULT_BASE_URL : CONTRACTS_BASE_URL)),
    info: options.info ?? (own ? await packageInfo(root) : undefined),
    benchmarks: results(options.benchmarks, 'results/benchmarks.json'),
    coverage: results(options.coverage, 'results/coverage.json'),
    generated: options.generated ?? (() => ({})),
    samples: options.samples ?? {},
    strict: options.strict ?? false,
  };
  const inputs = [resolved.contentDir, resolved.siteApi, ...(own ? [resolved.exampleApi, path.join(root, 'package.json')] : contracts), resolved.benchmarks, resolved.coverage];
  for (const input of inputs.filter((file) => file !== false)) {
    if (input === resolved.outDir || input.startsWith(resolved.outDir + path.sep)) {
      throw new Error(`the output directory ${resolved.outDir} would hold the build's own input ${input}`);
    }
  }
  return resolved;
}

async function packageInfo(root: string): Promise<SiteInfo> {
  const file = path.join(root, 'package.json');
  if (!existsSync(file)) throw new Error(`${file} not found: a build without contracts takes the site's name and version from it; give the contracts to document instead`);
  const pkg = JSON.parse(await readFile(file, 'utf8')) as { name?: string; version?: string; description?: string };
  if (!pkg.name || !pkg.version) throw new Error(`${path.join(root, 'package.json')} has no name or version`);
  return { name: pkg.name, version: pkg.version, summary: pkg.description ?? pkg.name };
}

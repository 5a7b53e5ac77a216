// `folio build`: reads content/ and the contracts, reports every content problem with its
// place, renders the docs package, checks its links, and replaces the output directory with it
// at once; each file is written into a staging directory as soon as it is rendered.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkLinks, MarkdownTrees, Problems, readDocuments } from './content/index.js';
import type { BuildOptions, ResolvedOptions } from './build-options.js';
import { resolveOptions } from './build-options.js';
import type { ContentDocument, DocumentKind } from './content/index.js';
import { missingMeasurements, observedFiles, readMeasurements, renderSite, SiteWriter, TokenCounter } from './package/index.js';
import type { DocumentedApi, SiteInfo } from './package/index.js';
import type { Contract } from './contracts/index.js';
import type { OpenApiDocument } from '../lib/openapi/index.js';
import { checkOperationIds, ContractCache, loadContract } from './contracts/index.js';
import { assertHtmlLinks, checkDescriptionLinks, Highlights, MarkdownTexts } from './html/index.js';
import { noteOf } from './compact/index.js';
import { API_NAMES } from './package/index.js';
import type { SiteFiles, SiteSources } from './package/index.js';

export interface BuildSummary {
  outDir: string;
  files: number;
  pages: number;
  operations: number;
  /** One line per link in a contract's description that leads to no file of the site (an error instead with `strict`). */
  warnings: string[];
}

/** Content files that are not pages; each is served under its own name. */
const SPECIAL: Record<string, DocumentKind> = { 'spec.md': 'spec', 'ai-rules.md': 'rules' };

/** Builds the site into `outDir`; throws ContentErrors (nothing written) when the inputs have problems. */
export async function buildSite(options: BuildOptions = {}): Promise<BuildSummary> {
  const resolved = await resolveOptions(options);
  const cache = keptBy(resolved.cacheDir);
  const writer = await SiteWriter.open(resolved.outDir, resolved.cacheDir);
  let files: SiteFiles;
  const warnings: string[] = [];
  try {
    // Each file is written, with its compressed twins, on another core as soon as it is rendered.
    files = await renderFiles(resolved, cache, observedFiles((name, file) => writer.set(name, file.body)), warnings);
    await writer.finish();
  } catch (error) {
    await writer.discard();
    throw error;
  }
  // What a build that succeeded parsed, counted and compressed is kept for the next one.
  for (const shelf of Object.values(cache)) shelf.keep();
  await writer.keep();
  const count = (pattern: RegExp): number => [...files.keys()].filter((p) => pattern.test(p)).length;
  return { outDir: resolved.outDir, files: files.size, pages: count(/^docs\/.+\.md$/), operations: count(/^api\/.+\.md$/), warnings };
}

/** The site's files in memory, without writing anything. */
export async function buildFiles(options: BuildOptions = {}): Promise<{ resolved: ResolvedOptions; files: SiteFiles }> {
  const resolved = await resolveOptions(options);
  return { resolved, files: await renderFiles(resolved, keptBy(resolved.cacheDir), new Map(), []) };
}

/** What a build reads from its cache (build-cache.ts) and keeps there once it has succeeded, shelf by shelf. */
interface Kept {
  contracts: ContractCache;
  trees: MarkdownTrees;
  highlights: Highlights;
  texts: MarkdownTexts;
  tokens: TokenCounter;
}

function keptBy(cacheDir: string | false): Kept {
  // The manifest's token counts come from a worker thread, which loads its encoding meanwhile when none are kept.
  return {
    contracts: new ContractCache(cacheDir), trees: new MarkdownTrees(cacheDir), highlights: new Highlights(cacheDir), texts: new MarkdownTexts(cacheDir),
    tokens: new TokenCounter(cacheDir),
  };
}

/** The site's files, set into `into` (an empty map) as each is rendered; warnings are pushed onto `warnings`. */
async function renderFiles(resolved: ResolvedOptions, cache: Kept, into: SiteFiles, warnings: string[]): Promise<SiteFiles> {
  // Content problems come first: a results file is made from a site that builds.
  const missing = missingMeasurements(resolved);
  const problems = new Problems();
  const sources = await loadSources(resolved, problems, cache);
  const files = sources && (await renderChecked(sources, problems, into, (file, message) => {
    if (resolved.strict) problems.add(file, undefined, message);
    else warnings.push(`${file}: ${message}`);
  }));
  problems.throwIfAny();
  if (missing) throw new Error(missing);
  return files!;
}

/** The rendered site with its links checked, so that link problems are reported with the rest. */
async function renderChecked(sources: SiteSources, problems: Problems, into: SiteFiles, descriptionLink: (file: string, message: string) => void): Promise<SiteFiles | undefined> {
  let files: SiteFiles;
  const descriptionLinks = new Map<string, Set<string>>();
  try {
    files = await renderSite({ ...sources, descriptionLinks }, into);
  } catch (error) {
    // Content with problems may not render (an empty title fails the manifest schema);
    // its problems are reported instead, and links are checked once they are fixed.
    if (problems.list.length > 0) return undefined;
    throw error;
  }
  checkLinks([...sources.pages, sources.spec, sources.rules].filter((d) => d !== undefined), new Set(files.keys()), sources.baseUrl, problems);
  // The links of the contracts' descriptions: warnings unless the build is strict (R172).
  const contractFiles = new Map(sources.apis.map((api) => [api.name, api.contract.file]));
  if (sources.documentSite) contractFiles.set(API_NAMES.site, sources.site.file);
  const report = checkDescriptionLinks(descriptionLinks, contractFiles, files, sources.baseUrl, new Set(sources.pages.map((p) => p.slug)));
  for (const { file, message } of report.broken) descriptionLink(file, message);
  // The HTML pages' links come from the same Markdown: checked once the Markdown's links hold.
  if (problems.list.length === 0) assertHtmlLinks(files, report.excused);
  return files;
}

async function loadSources(options: ResolvedOptions, problems: Problems, cache: Kept): Promise<SiteSources | undefined> {
  const show = (file: string): string => path.relative(options.root, file) || file;
  const { contentDir } = options;
  if (contentDir !== false && !existsSync(contentDir)) throw new Error(`content directory ${show(contentDir)} not found`);
  const contract = async (file: string): Promise<Contract | undefined> => {
    if (!existsSync(file)) {
      problems.add(show(file), undefined, 'contract not found');
      return undefined;
    }
    const loaded = await loadContract(file, show(file), problems, cache.contracts);
    if (loaded) checkOperationIds(loaded, problems);
    return loaded;
  };
  // folio's own layout documents its example API and its own routes; given contracts, the site is theirs alone (R169).
  const own = options.contracts.length === 0;
  const site = await contract(options.siteApi);
  const apis: DocumentedApi[] = [];
  for (const file of own ? [options.exampleApi] : options.contracts) {
    const loaded = await contract(file);
    if (loaded) apis.push({ name: own ? API_NAMES.documented : apiName(loaded, file, apis), contract: loaded });
  }
  const example = apis[0]?.contract;
  const byFile = new Map<string, OpenApiDocument>();
  if (site) byFile.set(options.siteApi, site.doc);
  for (const api of apis) byFile.set(path.resolve(options.root, api.contract.file), api.contract.doc);
  const generated = example ? await options.generated({ example: example.doc, byFile, cache: cache.contracts }) : {};
  const names = contentDir === false ? [] : (await readdir(contentDir)).filter((n) => n.endsWith('.md')).sort();
  const raws = contentDir === false ? [] : await Promise.all(names.map((n) => readFile(path.join(contentDir, n), 'utf8')));
  const documents = contentDir === false ? [] : await readDocuments(names.map((name, i) => ({
    file: show(path.join(contentDir, name)),
    raw: raws[i],
    kind: SPECIAL[name] ?? 'page',
    baseUrl: options.baseUrl,
    generated,
    trees: cache.trees,
  })), problems);
  const pages = documents.filter((d) => d.kind === 'page').sort((a, b) => a.order - b.order || (a.slug < b.slug ? -1 : 1));
  const bySlug = new Map<string, ContentDocument>();
  for (const page of [...pages].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const first = bySlug.get(page.slug);
    if (first) problems.add(page.file, undefined, `duplicate slug ${page.slug} (also used by ${first.file})`);
    else bySlug.set(page.slug, page);
  }
  // folio's layout serves its format spec and agent rules; another site serves them when its content has them.
  for (const name of Object.keys(SPECIAL).filter((n) => own && contentDir !== false && !names.includes(n))) {
    problems.add(show(path.join(contentDir as string, name)), undefined, `missing ${name}: the site serves it as /${name}`);
  }
  const spec = documents.find((d) => d.kind === 'spec');
  const rules = documents.find((d) => d.kind === 'rules');
  if ((own && (!spec || !rules)) || !site || !example || apis.length !== (own ? 1 : options.contracts.length)) return undefined;
  const measurements = await readMeasurements(options, site, problems);
  const kept = { parse: cache.trees.parse, highlight: cache.highlights.highlight, stringify: cache.texts.stringify };
  return {
    info: options.info ?? infoOf(apis[0]!), baseUrl: options.baseUrl, pages, spec, rules, site, apis, documentSite: own, measurements, samples: options.samples, kept, tokens: cache.tokens,
  };
}

/** An API's name in paths: its title as a slug (`Train Travel API` -> `train-travel-api`), else its file's name, unique among `taken`. */
function apiName(contract: Contract, file: string, taken: readonly DocumentedApi[]): string {
  const slug = (text: string): string => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const base = slug(contract.doc.info.title) || slug(path.basename(file).replace(/\.[^.]*$/, '')) || 'api';
  let name = base;
  for (let n = 2; taken.some((api) => api.name === name); n += 1) name = `${base}-${n}`;
  return name;
}

/** The package's name, title, version and summary from the first API: its name, and its contract's title, version and summary (or first sentence, or title). */
function infoOf(api: DocumentedApi): SiteInfo {
  const { info } = api.contract.doc;
  const summary = info.summary?.trim() || noteOf(info.description?.split(/\n\s*\n/)[0]) || info.title;
  return { name: api.name, title: info.title.trim() || api.name, version: info.version, summary: /[.!?]$/.test(summary) ? summary : `${summary}.` };
}

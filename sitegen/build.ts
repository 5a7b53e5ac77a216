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
import type { Contract } from './contracts/index.js';
import type { OpenApiDocument } from '../lib/openapi/index.js';
import { checkOperationIds, checkWebhookNames, ContractCache, loadContract } from './contracts/index.js';
import { assertHtmlLinks, Highlights, MarkdownTexts } from './html/index.js';
import type { SiteFiles, SiteSources } from './package/index.js';

export interface BuildSummary {
  outDir: string;
  files: number;
  pages: number;
  operations: number;
}

/** Content files that are not pages; each is served under its own name. */
const SPECIAL: Record<string, DocumentKind> = { 'spec.md': 'spec', 'ai-rules.md': 'rules' };

/** Builds the site into `outDir`; throws ContentErrors (nothing written) when the inputs have problems. */
export async function buildSite(options: BuildOptions = {}): Promise<BuildSummary> {
  const resolved = await resolveOptions(options);
  const cache = keptBy(resolved.cacheDir);
  const writer = await SiteWriter.open(resolved.outDir, resolved.cacheDir);
  let files: SiteFiles;
  try {
    // Each file is written, with its compressed twins, on another core as soon as it is rendered.
    files = await renderFiles(resolved, cache, observedFiles((name, file) => writer.set(name, file.body)));
    await writer.finish();
  } catch (error) {
    await writer.discard();
    throw error;
  }
  // What a build that succeeded parsed, counted and compressed is kept for the next one.
  for (const shelf of Object.values(cache)) shelf.keep();
  await writer.keep();
  const count = (pattern: RegExp): number => [...files.keys()].filter((p) => pattern.test(p)).length;
  return { outDir: resolved.outDir, files: files.size, pages: count(/^docs\/.+\.md$/), operations: count(/^api\/.+\.md$/) };
}

/** The site's files in memory, without writing anything. */
export async function buildFiles(options: BuildOptions = {}): Promise<{ resolved: ResolvedOptions; files: SiteFiles }> {
  const resolved = await resolveOptions(options);
  return { resolved, files: await renderFiles(resolved, keptBy(resolved.cacheDir), new Map()) };
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

/** The site's files, set into `into` (an empty map) as each is rendered. */
async function renderFiles(resolved: ResolvedOptions, cache: Kept, into: SiteFiles): Promise<SiteFiles> {
  // Content problems come first: a results file is made from a site that builds.
  const missing = missingMeasurements(resolved);
  const problems = new Problems();
  const sources = await loadSources(resolved, problems, cache);
  const files = sources && (await renderChecked(sources, problems, into));
  problems.throwIfAny();
  if (missing) throw new Error(missing);
  return files!;
}

/** The rendered site with its links checked, so that link problems are reported with the rest. */
async function renderChecked(sources: SiteSources, problems: Problems, into: SiteFiles): Promise<SiteFiles | undefined> {
  let files: SiteFiles;
  try {
    files = await renderSite(sources, into);
  } catch (error) {
    // Content with problems may not render (an empty title fails the manifest schema);
    // its problems are reported instead, and links are checked once they are fixed.
    if (problems.list.length > 0) return undefined;
    throw error;
  }
  checkLinks([...sources.pages, sources.spec, sources.rules], new Set(files.keys()), sources.baseUrl, problems);
  // The HTML pages' links come from the same Markdown: checked once the Markdown's links hold.
  if (problems.list.length === 0) assertHtmlLinks(files);
  return files;
}

async function loadSources(options: ResolvedOptions, problems: Problems, cache: Kept): Promise<SiteSources | undefined> {
  const show = (file: string): string => path.relative(options.root, file) || file;
  if (!existsSync(options.contentDir)) throw new Error(`content directory ${show(options.contentDir)} not found`);
  const contract = async (file: string): Promise<Contract | undefined> => {
    if (!existsSync(file)) {
      problems.add(show(file), undefined, 'contract not found');
      return undefined;
    }
    const loaded = await loadContract(file, show(file), problems, cache.contracts);
    if (loaded) {
      checkOperationIds(loaded, problems);
      checkWebhookNames(loaded, problems);
    }
    return loaded;
  };
  const site = await contract(options.siteApi);
  const example = await contract(options.exampleApi);
  const byFile = new Map<string, OpenApiDocument>();
  if (site) byFile.set(options.siteApi, site.doc);
  if (example) byFile.set(options.exampleApi, example.doc);
  const generated = example ? await options.generated({ example: example.doc, byFile, cache: cache.contracts }) : {};
  const names = (await readdir(options.contentDir)).filter((n) => n.endsWith('.md')).sort();
  const raws = await Promise.all(names.map((n) => readFile(path.join(options.contentDir, n), 'utf8')));
  const documents = await readDocuments(names.map((name, i) => ({
    file: show(path.join(options.contentDir, name)),
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
  for (const name of Object.keys(SPECIAL).filter((n) => !names.includes(n))) {
    problems.add(show(path.join(options.contentDir, name)), undefined, `missing ${name}: the site serves it as /${name}`);
  }
  const spec = documents.find((d) => d.kind === 'spec');
  const rules = documents.find((d) => d.kind === 'rules');
  if (!spec || !rules || !site || !example) return undefined;
  const measurements = await readMeasurements(options, site, problems);
  const kept = { parse: cache.trees.parse, highlight: cache.highlights.highlight, stringify: cache.texts.stringify };
  return { info: options.info, baseUrl: options.baseUrl, pages, spec, rules, site, example, measurements, samples: options.samples, kept, tokens: cache.tokens };
}

// What one query of the site's browser search downloads (`npm run measure:search`): builds
// content/ and a synthetic corpus of 10,000 pages (scripts/bench/site-corpus.ts), then for each
// question of tests/fixtures/ask/questions.json and a few names and corpus words, adds up the
// files the page's script fetches for it (search/index.json, the shards of its terms and the
// record chunks of the results it shows), found with the same functions the script runs.
// Prints the median and largest, as stored and gzipped. Pass page counts to change the corpus:
// `-- 1000`. Asserts nothing.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { queryKeys, rankPostings, searchTerms, shardsFor, wordsOf } from '../../lib/search/index.js';
import type { SearchManifest } from '../../lib/search/index.js';
import { folioReferenceSources } from '../../reference/index.js';
import { buildSite } from '../../sitegen/index.js';
import { SEARCH_RESULTS } from '../../sitegen/html/index.js';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';
import { syntheticCorpus } from '../bench/site-corpus.js';

const ROOT = process.cwd();
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const { questions } = JSON.parse(await readFile(path.join(ROOT, 'tests/fixtures/ask/questions.json'), 'utf8')) as { questions: Array<{ question: string }> };
const QUERIES = [...questions.map((q) => q.question), 'createInvoice', 'listInvoices', 'invoice.paid', 'has_more', 'inv', 'invoice', 'invoice draft total tax', 'customer webhook retry sandbox'];

/** The files the search fetches for `query` from the built site at `dist`, and their bytes stored and gzipped. */
async function download(dist: string, manifest: SearchManifest, query: string): Promise<{ files: number; raw: number; gzip: number }> {
  const fetched = new Map<string, Buffer>();
  const get = async (file: string): Promise<Buffer> => {
    let body = fetched.get(file);
    if (!body) fetched.set(file, (body = await readFile(path.join(dist, file))));
    return body;
  };
  await get('search/index.json');
  const terms = [...new Set(searchTerms(wordsOf(query), new Map()))];
  const shards = await Promise.all(shardsFor(queryKeys(terms), manifest.shards).map(async (i) => JSON.parse((await get(`search/terms/${i}.json`)).toString('utf8'))));
  for (const { index } of rankPostings(terms, shards, manifest.rarity).slice(0, SEARCH_RESULTS)) await get(`search/records/${Math.floor(index / manifest.chunk)}.json`);
  const bodies = [...fetched.values()];
  return { files: bodies.length, raw: bodies.reduce((n, b) => n + b.length, 0), gzip: bodies.reduce((n, b) => n + gzipSync(b).length, 0) };
}

async function measure(label: string, contentDir?: string): Promise<void> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'folio-search-'));
  try {
    const dist = path.join(temp, 'dist');
    await buildSite({ root: ROOT, ...(contentDir ? { contentDir } : {}), outDir: dist, benchmarks: false, coverage: false, generated: folioReferenceSources(folioProgram(), folioSettings) });
    const manifest = JSON.parse(await readFile(path.join(dist, 'search/index.json'), 'utf8')) as SearchManifest;
    const runs = await Promise.all(QUERIES.map((q) => download(dist, manifest, q)));
    const kb = (n: number): string => `${(n / 1000).toFixed(1)} kB`;
    const pick = (key: 'raw' | 'gzip', at: number): number => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.min(runs.length - 1, Math.floor(at * runs.length))];
    const manifestBytes = (await readFile(path.join(dist, 'search/index.json'))).length;
    process.stdout.write(`${label}: ${manifest.records} records in ${manifest.shards.length} shards (manifest ${kb(manifestBytes)}); ${runs.length} queries download median ${kb(pick('raw', 0.5))} (${kb(pick('gzip', 0.5))} gzipped), largest ${kb(pick('raw', 1))} (${kb(pick('gzip', 1))} gzipped), at most ${Math.max(...runs.map((r) => r.files))} files\n`);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

await measure('this site');
for (const count of sizes.length > 0 ? sizes : [10_000]) await measure(`${count.toLocaleString('en')} pages`, await syntheticCorpus(ROOT, count));

// One run of `folio bench` (D26): the cold start of the compiled `folio ask` against a bare
// `node -e ''`, the tokens of its answers against the whole corpus (/llms-full.txt), and the
// same documentation as web pages, all counted with the real o200k_base tokenizer.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { components } from '../../generated/site.js';
import type { GeneratedSourcesOf } from '../../sitegen/index.js';
import { buildSite } from '../../sitegen/index.js';
import { tokenCount } from '../../sitegen/package/index.js';
import { openPackage } from '../ask/package-source.js';
import { timeColdStarts } from './cold-start.js';
import { estimateNetworkTokens } from './network.js';
import { BENCH_QUERIES } from './queries.js';
import { median, summarize } from './timing.js';

export type BenchmarkRun = components['schemas']['BenchmarkRun'];

export const DEFAULT_RUNS = 40;

export interface BenchOptions {
  /** A built docs package to ask. Default: one built from `root` into a temporary folder. */
  packageDir?: string;
  /** The project whose content/ and openapi/ are built when no package is given. Default: the working directory. */
  root?: string;
  /** The generated-text sources of that build (`folio bench` passes folio's own). Default: none. */
  generated?: GeneratedSourcesOf;
  /** Timed runs of `folio ask` and of the baseline, each. Default: 40. */
  runs?: number;
  queries?: readonly string[];
  /** The command line that starts `folio`. Default: node with the compiled build/cli/folio.js. */
  folio?: string[];
}

/** Measures; throws when `folio ask` fails on a query or the package is broken. */
export async function benchRun(options: BenchOptions = {}): Promise<BenchmarkRun> {
  const folio = options.folio ?? compiledFolio();
  const queries = options.queries ?? BENCH_QUERIES;
  const temp = options.packageDir === undefined ? await mkdtemp(path.join(os.tmpdir(), 'folio-bench-')) : undefined;
  try {
    const dir = options.packageDir ?? (await measuredPackage(options.root ?? process.cwd(), path.join(temp!, 'dist'), options.generated));
    const docs = await openPackage(dir);
    const read = async (packagePath: string): Promise<string> => {
      const text = await docs.read(packagePath);
      if (text === undefined) throw new Error(`the docs package ${dir} has no ${packagePath}`);
      return text;
    };
    const llmsFull = await read('llms-full.txt');
    // One untimed round over the queries first: it warms the file cache and records each answer.
    const times = timeColdStarts({
      ask: (query) => [...folio, 'ask', query, '--package', dir],
      baseline: [process.execPath, '-e', ''],
      queries,
      runs: options.runs ?? DEFAULT_RUNS,
      warmup: queries.length,
    });
    return {
      latency: { coldAsk: summarize(times.coldAsk), nodeBaseline: summarize(times.nodeBaseline) },
      context: {
        corpusTokens: tokenCount(llmsFull),
        queries: queries.map((query) => ({ query, tokens: tokenCount(times.answers.get(query)!) })),
      },
      network: { estimatedTokens: await estimateNetworkTokens(llmsFull, docs.manifest.baseUrl, read) },
    };
  } finally {
    if (temp) await rm(temp, { recursive: true, force: true });
  }
}

/** The run as the results file holds it: two-space JSON with a final newline. */
export function formatRun(run: BenchmarkRun): string {
  return `${JSON.stringify(run, null, 2)}\n`;
}

export async function writeRun(file: string, run: BenchmarkRun): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await writeFile(file, formatRun(run));
}

/**
 * Two lines for a person: the cold start beside the baseline, and the answers beside the
 * corpus. `load`, the one-minute load average when the run began, says how quiet the machine was.
 */
export function describeRun(run: BenchmarkRun, load?: number): string {
  const { coldAsk, nodeBaseline } = run.latency;
  const corpus = run.context.corpusTokens ?? 0;
  const answers = median((run.context.queries ?? []).map((q) => q.tokens ?? 0));
  const ratio = coldAsk && nodeBaseline ? ` (${(coldAsk.p50 / nodeBaseline.p50).toFixed(2)} x)` : '';
  return [
    `cold folio ask p50 ${coldAsk?.p50} ms, p95 ${coldAsk?.p95} ms; bare node p50 ${nodeBaseline?.p50} ms${ratio}; n = ${coldAsk?.n}${load === undefined ? '' : `; load ${load.toFixed(2)}`}`,
    `median answer ${answers} tokens, ${((answers / corpus) * 100).toFixed(1)}% of the corpus (${corpus} tokens); as web pages: ${run.network?.estimatedTokens} tokens`,
    '',
  ].join('\n');
}

/** The `folio` executable that `npm run compile` writes (package.json's `bin`), run with this node. */
function compiledFolio(): string[] {
  const entry = fileURLToPath(new URL('../../cli/folio.cjs', import.meta.url));
  if (!existsSync(entry)) throw new Error(`folio bench times the compiled command, and ${entry} is missing: run \`npm run compile\` first`);
  return [process.execPath, entry];
}

/** Builds the package to measure. It leaves out /benchmarks.json and /coverage.json, which ask never reads: this run is what makes the first. */
async function measuredPackage(root: string, outDir: string, generated: GeneratedSourcesOf | undefined): Promise<string> {
  await buildSite({ root, outDir, benchmarks: false, coverage: false, generated });
  return outDir;
}

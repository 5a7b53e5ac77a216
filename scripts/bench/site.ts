// Times `folio build` (the docs package and the HTML site) on the real content and on
// synthetic corpora of 1,000 and 10,000 pages, against the time remark alone takes to parse
// the same pages, and the real content as a whole `folio build` process (the compiled command,
// as a user runs it, with its cache (sitegen/build-cache.ts) empty and kept) against a whole
// `vitepress build` of the same pages in a temporary folder, the runs taking turns so that both
// meet the same load (`npm run bench:site`, which compiles first). Prints numbers; it asserts
// nothing. Pass page counts to change the corpora: `-- 500 2000`; corpora of 5,000 pages or more
// are built once. Then GitHub's public contract is built by folio and by Redoc (site-public.ts),
// and its lines are written to results/site-public.txt; `-- --public` runs that
// part alone, `--runs=N` changes the number of runs (3) and `--scales=1,2` the copies of its
// operations built (1 and 2).
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import matter from 'gray-matter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { folioReferenceSources } from '../../reference/index.js';
import { buildSite } from '../../sitegen/index.js';
import { parseMarkdown } from '../../sitegen/content/index.js';
import { defaultCacheDir } from '../../sitegen/contracts/index.js';
import { syntheticCorpus } from './site-corpus.js';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';
import { publicContractBench } from './site-public.js';

const ROOT = process.cwd();
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7)) || 3;
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const publicOnly = process.argv.includes('--public');
const scales = process.argv.find((arg) => arg.startsWith('--scales='))?.slice(9).split(',').map(Number).filter((n) => n > 0);
const remarkAlone = unified().use(remarkParse).freeze();

async function bodies(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  return Promise.all(names.map(async (n) => matter(await readFile(path.join(dir, n), 'utf8'), {}).content));
}

interface Cost { wall: number; cpu: number }

/** Wall-clock and CPU time (user + system, all threads) of `fn`, in milliseconds. */
async function cost(fn: () => unknown): Promise<Cost> {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
}

function median(values: Cost[]): Cost {
  const pick = (key: keyof Cost): number => values.map((v) => v[key]).sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { wall: pick('wall'), cpu: pick('cpu') };
}

const seconds = (ms: number): string => (ms / 1000).toFixed(2).padStart(6);

/**
 * Median build of `contentDir` in this process. A synthetic corpus is built without the build's
 * cache (`cacheDir: false`): its runs then measure a whole build each, and its trees and twins
 * do not fill the repository's cache.
 */
async function measure(label: string, contentDir: string, cacheDir?: false): Promise<Cost> {
  const out = path.join(os.tmpdir(), `folio-bench-out-${process.pid}`);
  const texts = await bodies(contentDir);
  const pages = texts.length - 2;
  const builds: Cost[] = [];
  const remark: Cost[] = [];
  const sameParser: Cost[] = [];
  for (let run = 0; run < (pages >= 5000 ? 1 : RUNS); run += 1) {
    remark.push(await cost(() => texts.forEach((t) => remarkAlone.parse(t))));
    sameParser.push(await cost(() => texts.forEach((t) => parseMarkdown(t))));
    builds.push(await cost(() => buildSite({ root: ROOT, contentDir, outDir: out, cacheDir, generated: folioReferenceSources(folioProgram(), folioSettings) })));
  }
  await rm(out, { recursive: true, force: true });
  const [build, alone, same] = [median(builds), median(remark), median(sameParser)];
  console.log(`${label.padEnd(17)} ${String(pages).padStart(6)} pages | build ${seconds(build.wall)} s wall ${seconds(build.cpu)} s cpu, `
    + `${String(Math.round((pages / build.wall) * 1000)).padStart(5)} pages/s | remark-parse alone ${seconds(alone.wall)} s wall ${seconds(alone.cpu)} s cpu `
    + `| build/remark ${(build.wall / alone.wall).toFixed(2)} wall ${(build.cpu / alone.cpu).toFixed(2)} cpu `
    + `| build/site parser (remark + tables + directives) ${(build.cpu / same.cpu).toFixed(2)} cpu`);
  return build;
}

/** The VitePress release the build is compared with. */
const VITEPRESS = 'vitepress@1.6.4';

/**
 * A folder whose node_modules holds VitePress, installed there on first use. It is not a
 * dependency of the project: its bundler's platform packages are missing from this machine's
 * registry, which `npm ci` would refuse, and only this benchmark needs it.
 */
async function vitepressFolder(): Promise<string> {
  const dir = path.join(ROOT, 'node_modules', '.cache', 'folio-bench-vitepress');
  try {
    await readFile(path.join(dir, 'node_modules', 'vitepress', 'package.json'));
  } catch {
    console.log(`installing ${VITEPRESS} into ${path.relative(ROOT, dir)}/ for the comparison (once)`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ private: true }));
    await promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', VITEPRESS], { cwd: dir, maxBuffer: 64 << 20 });
  }
  return dir;
}

/**
 * Wall-clock time of the compiled `folio build` of this repository as a process of its own,
 * from its start to its exit; `cold` empties the build's cache first.
 */
async function folioProcess(cold: boolean): Promise<number> {
  const out = path.join(os.tmpdir(), `folio-bench-process-${process.pid}`);
  if (cold) await rm(defaultCacheDir(ROOT), { recursive: true, force: true });
  const start = performance.now();
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'build/cli/folio.cjs'), 'build', '--out', out], { cwd: ROOT, maxBuffer: 64 << 20 });
  const wall = performance.now() - start;
  await rm(out, { recursive: true, force: true });
  return wall;
}

/**
 * Wall-clock time of `vitepress build` on the manual pages of `contentDir` (not spec.md or
 * ai-rules.md, which are not pages), in a temporary folder that sees VitePress's node_modules.
 */
async function vitepressBuild(contentDir: string, vitepress: string): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-bench-vitepress-'));
  try {
    for (const name of (await readdir(contentDir)).filter((n) => n.endsWith('.md') && n !== 'spec.md' && n !== 'ai-rules.md')) {
      await cp(path.join(contentDir, name), path.join(dir, name));
    }
    await mkdir(path.join(dir, '.vitepress'));
    await writeFile(path.join(dir, '.vitepress', 'config.mjs'), "export default { title: 'folio', ignoreDeadLinks: true };\n");
    await symlink(path.join(vitepress, 'node_modules'), path.join(dir, 'node_modules'));
    const start = performance.now();
    await promisify(execFile)(process.execPath, [path.join(vitepress, 'node_modules/vitepress/bin/vitepress.js'), 'build', dir], { maxBuffer: 64 << 20 });
    return performance.now() - start;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const machine = `node ${process.version}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0].toFixed(1)}`;
console.log(`${machine}; median of ${RUNS} runs; build = folio build, writing dist/ included`);
if (!publicOnly) await manualBenches();
const lines = await publicContractBench(ROOT, RUNS, scales?.length ? scales : undefined);
await mkdir(path.join(ROOT, 'results'), { recursive: true });
await writeFile(path.join(ROOT, 'results/site-public.txt'), `npm run bench:site${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''} (${new Date().toISOString().slice(0, 10)}; ${machine})\n${lines.join('\n')}\n`);

/** The manual's builds: the real content against VitePress, then the synthetic corpora. */
async function manualBenches(): Promise<void> {
  await buildSite({ root: ROOT, outDir: path.join(os.tmpdir(), `folio-bench-warmup-${process.pid}`), generated: folioReferenceSources(folioProgram(), folioSettings) });
  await rm(path.join(os.tmpdir(), `folio-bench-warmup-${process.pid}`), { recursive: true, force: true });
  const real = await measure('real content/', path.join(ROOT, 'content'));
  const vitepressDir = await vitepressFolder();
  const times = { cold: [] as number[], warm: [] as number[], vitepress: [] as number[] };
  const loads: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    times.cold.push(await folioProcess(true));
    times.warm.push(await folioProcess(false));
    times.vitepress.push(await vitepressBuild(path.join(ROOT, 'content'), vitepressDir));
    loads.push(os.loadavg()[0]);
  }
  const mid = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const peer = mid(times.vitepress);
  const share = (ms: number): string => `${((ms / peer) * 100).toFixed(0)}%`;
  console.log(`whole processes, taking turns (load ${loads.map((l) => l.toFixed(1)).join(', ')}), median of ${RUNS}: vitepress 1.6 build ${seconds(peer)} s; `
    + `folio build ${seconds(mid(times.warm))} s = ${share(mid(times.warm))} of it with its cache kept, ${seconds(mid(times.cold))} s = ${share(mid(times.cold))} with it empty (budget 25%); `
    + `folio build in this process after a first build ${seconds(real.wall)} s = ${share(real.wall)}`);
  for (const count of sizes.length > 0 ? sizes : [1000, 10000]) {
    const dir = await syntheticCorpus(ROOT, count);
    const build = await measure(`synthetic ${count}`, dir, false);
    if (count === 10000) console.log(`10,000 synthetic pages built in ${seconds(build.wall)} s wall (budget 60 s)`);
    await rm(dir, { recursive: true, force: true });
  }
}

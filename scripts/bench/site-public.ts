// The large public contract of `npm run bench:site`: GitHub's api.github.com description, as
// @octokit/openapi ships it, built by `folio build` and by Redoc (`redocly build-docs`), each as a
// process of its own, taking turns: wall time, peak memory (the process's maximum resident set)
// and the size of the HTML (all pages, the largest page) beside Redoc's single file. The
// contract is also built with its operations doubled, to show how time, memory and size grow.
//
// The package is installed on first use into node_modules/.cache/folio-bench-octokit (R174):
// it unpacks to about 400 MB (five API descriptions, each also dereferenced) for one 13 MB file.
//
// folio reads the file as a user's `folio build --contract FILE` does (the built CLI, build/cli/folio.cjs):
// GitHub publishes OpenAPI 3.0.3 with operationIds such as `meta/root` and relative links in its
// descriptions, which the build upgrades, slugs and reports as warnings itself. Redoc reads the
// same file.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** The package and file measured; its version is pinned so that every run builds the same text. */
export const OCTOKIT = '@octokit/openapi@23.0.2';
const CONTRACT = 'node_modules/@octokit/openapi/generated/api.github.com.json';

type Json = Record<string, unknown>;

/** A folder whose node_modules holds @octokit/openapi, installed there on first use. */
async function octokitFolder(root: string): Promise<string> {
  const dir = path.join(root, 'node_modules', '.cache', 'folio-bench-octokit');
  const [name, version] = [OCTOKIT.slice(0, OCTOKIT.lastIndexOf('@')), OCTOKIT.slice(OCTOKIT.lastIndexOf('@') + 1)];
  try {
    const pkg = JSON.parse(await readFile(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    if (pkg.version === version) return dir;
  } catch { /* installed below */ }
  console.log(`installing ${OCTOKIT} into ${path.relative(root, dir)}/ for the comparison (once, 29 MB)`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ private: true }));
  await promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', OCTOKIT], { cwd: dir, maxBuffer: 64 << 20 });
  return dir;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The published contract with each path and webhook `copies` times (`/copy-2/...`, operationIds
 * `..._2`), the components once: the same OpenAPI 3.0 document, larger.
 */
export function doubled(published: Json, copies: number): Json {
  const paths: Json = {};
  const webhooks: Json = {};
  const renamed = (item: Json, suffix: string): Json => {
    const out: Json = { ...item };
    for (const method of METHODS) {
      const operation = out[method] as Json | undefined;
      if (operation?.operationId) out[method] = { ...operation, operationId: `${String(operation.operationId)}${suffix}` };
    }
    return out;
  };
  for (let copy = 1; copy <= copies; copy += 1) {
    const suffix = copy === 1 ? '' : `_${copy}`;
    for (const [route, item] of Object.entries(published.paths as Json)) paths[copy === 1 ? route : `/copy-${copy}${route}`] = renamed(item as Json, suffix);
    for (const [name, item] of Object.entries((published['x-webhooks'] ?? {}) as Json)) webhooks[`${name}${suffix}`] = renamed(item as Json, suffix);
  }
  return { ...published, paths, 'x-webhooks': webhooks };
}

/** A content folder of one page, as a user's `--content` folder beside the contract. */
async function minimalContent(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'start.md'), '---\ntitle: Start\ndescription: Where to start.\norder: 1\n---\n\nThe API reference is in the sidebar.\n');
}

export interface Run { wall: number; cpu: number; rss: number }

/**
 * Runs `node args` in a process of its own; its wall time, from start to exit, and its CPU time
 * (user and system, all threads) and peak resident set, which a preloaded module reports as the
 * process exits. On a busy machine the CPU time is the steadier of the two times.
 */
async function measured(args: string[], cwd: string, report: string): Promise<Run> {
  const start = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', report, ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, FOLIO_BENCH_RSS: path.join(path.dirname(report), `rss-${process.pid}`) } });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} exited ${code}:\n${errors.slice(-4000)}`))));
  });
  const wall = performance.now() - start;
  const { rss, cpu } = JSON.parse(await readFile(path.join(path.dirname(report), `rss-${process.pid}`), 'utf8')) as { rss: number; cpu: number };
  return { wall, cpu, rss };
}

/** Bytes of every .html file under `dir`, and the largest. */
async function htmlSizes(dir: string): Promise<{ pages: number; total: number; largest: number; largestFile: string }> {
  const sizes = { pages: 0, total: 0, largest: 0, largestFile: '' };
  for (const name of (await readdir(dir, { recursive: true })) as string[]) {
    if (!name.endsWith('.html')) continue;
    const size = (await stat(path.join(dir, name))).size;
    sizes.pages += 1;
    sizes.total += size;
    if (size > sizes.largest) Object.assign(sizes, { largest: size, largestFile: name });
  }
  return sizes;
}

const MB = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;
const kB = (bytes: number): string => `${(bytes / 1e3).toFixed(0)} kB`;
const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const median = (runs: Run[], key: keyof Run): number => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];

/**
 * Builds GitHub's contract with `folio build --contract` (the built CLI, `npm run compile` first) and
 * with `redocly build-docs`, `runs` times each, taking turns, and then with its operations
 * doubled once each; prints one line per build and returns the lines.
 */
export async function publicContractBench(root: string, runs: number, scales: readonly number[] = [1, 2]): Promise<string[]> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'folio-bench-public-'));
  const lines: string[] = [];
  const say = (line: string): void => { console.log(line); lines.push(line); };
  try {
    const published = path.join(await octokitFolder(root), CONTRACT);
    const text = await readFile(published, 'utf8');
    const report = path.join(work, 'report-rss.cjs');
    await writeFile(report, "process.on('exit', () => { const u = process.resourceUsage(); require('node:fs').writeFileSync(process.env.FOLIO_BENCH_RSS, JSON.stringify({ rss: u.maxRSS * 1024, cpu: (u.userCPUTime + u.systemCPUTime) / 1000 })); });\n");
    await minimalContent(path.join(work, 'content'));
    // FOLIO_BENCH_BUILD names another compiled tree (a copy of build/ from an earlier commit) to compare with.
    const cli = path.join(path.resolve(root, process.env.FOLIO_BENCH_BUILD ?? 'build'), 'cli', 'folio.cjs');
    const input = async (copies: number): Promise<string> => {
      if (copies === 1) return published;
      const file = path.join(work, `github-x${copies}.json`);
      if (!existsSync(file)) await writeFile(file, JSON.stringify(doubled(JSON.parse(text) as Json, copies)));
      return file;
    };
    let builds = 0;
    const folio = async (copies: number): Promise<{ run: Run; out: string }> => {
      // Folders of its own, as a user's project: the build's cache (node_modules/.cache/sitegen)
      // starts empty each run. Nothing is deleted until the end: ext4 creates files slowly for a
      // while after thousands were deleted (it skips recently freed inodes), which would be timed.
      builds += 1;
      const project = path.join(work, `project-${builds}`);
      await mkdir(project, { recursive: true });
      const out = path.join(work, `folio-x${copies}-${builds}`);
      const args = [cli, 'build', '--contract', await input(copies), '--content', path.join(work, 'content'), '--out', out, '--base-url', 'https://docs.example.com'];
      return { run: await measured(args, project, report), out };
    };
    const redoc = async (copies: number): Promise<{ run: Run; file: string }> => {
      const file = path.join(work, `redoc-x${copies}.html`);
      return { run: await measured([path.join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'build-docs', await input(copies), '-o', file], work, report), file };
    };
    const redocVersion = (JSON.parse(await readFile(path.join(root, 'node_modules/@redocly/cli/package.json'), 'utf8')) as { version: string }).version;
    say(`GitHub's api.github.com description (${OCTOKIT}, ${MB(text.length)}, OpenAPI 3.0.3 as published): folio build --contract (the built CLI) and @redocly/cli ${redocVersion} build-docs, taking turns`);
    for (const copies of scales) {
      const folioRuns: Run[] = [];
      const redocRuns: Run[] = [];
      let out = '';
      let file = '';
      for (let run = 0; run < (copies === 1 ? runs : 1); run += 1) {
        const f = await folio(copies);
        folioRuns.push(f.run);
        out = f.out;
        const r = await redoc(copies);
        redocRuns.push(r.run);
        file = r.file;
      }
      const html = await htmlSizes(out);
      const redocSize = (await stat(file)).size;
      const [fw, rw] = [median(folioRuns, 'wall'), median(redocRuns, 'wall')];
      const [fc, rc] = [median(folioRuns, 'cpu'), median(redocRuns, 'cpu')];
      say(`operations x${copies} (${copies === 1 ? `median of ${runs}` : '1 run'}, load ${os.loadavg()[0].toFixed(1)}): folio ${s(fw)} wall ${s(fc)} cpu, peak RSS ${MB(median(folioRuns, 'rss'))}, ${html.pages} HTML pages ${MB(html.total)} (largest ${kB(html.largest)}: ${html.largestFile}) `
        + `| redoc ${s(rw)} wall ${s(rc)} cpu, peak RSS ${MB(median(redocRuns, 'rss'))}, one page ${MB(redocSize)} `
        + `| folio/redoc: wall ${(fw / rw).toFixed(1)}x, cpu ${(fc / rc).toFixed(1)}x (budget 5x), HTML ${(html.total / redocSize).toFixed(1)}x (budget 20x); largest page budget 500 kB`);
      // FOLIO_BENCH_KEEP names a folder that keeps folio's site of the contract as it is, to look at.
      if (copies === 1 && process.env.FOLIO_BENCH_KEEP) {
        await rm(process.env.FOLIO_BENCH_KEEP, { recursive: true, force: true });
        await rename(out, process.env.FOLIO_BENCH_KEEP);
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return lines;
}

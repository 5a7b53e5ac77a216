// The large public contract of `npm run bench:site`: GitHub's api.github.com description, as
// @octokit/openapi ships it, built by `folio build` and by Redoc (`redocly build-docs`), each as a
// process of its own, taking turns: wall time, peak memory (the process's maximum resident set)
// and the size of the HTML (all pages, the largest page) beside Redoc's single file. The
// contract is also built with its operations doubled, to show how time, memory and size grow.
//
// The package is installed on first use into node_modules/.cache/folio-bench-octokit (R174):
// it unpacks to about 400 MB (five API descriptions, each also dereferenced) for one 13 MB file.
//
// GitHub publishes OpenAPI 3.0.3 with operationIds such as `meta/root`, which folio build does
// not read yet (issue 39, items 1-2). Until it does, folio gets the same contract moved to 3.1
// here: `openapi: 3.1.0`, `nullable: true` as a `null` in `type`, `x-webhooks` as `webhooks`,
// and each operationId's characters outside letters, digits, `_`, `.` and `-` as `_`. Its
// descriptions' and summaries' relative Markdown links, which folio's link check refuses (the
// same issue), are made absolute: a `/path` one points to https://docs.github.com/path, where
// the 1,645 absolute links of the file lead, and any other (a `#fragment` meant for a heading of
// GitHub's own pages, an unexpanded `${externalDocsUrl}` template) keeps its text only. Nothing else changes: every path, operation,
// schema, description and example stays. Redoc reads the published file itself.
import { execFile, spawn } from 'node:child_process';
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

/** The contract with its descriptions' relative Markdown links made absolute or removed (see the top of this file). */
export function withAbsoluteLinks(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (key !== 'description' && key !== 'summary') return value;
    return value.replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (link, label: string, target: string) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return link;
      return target.startsWith('/') ? `[${label}](https://docs.github.com${target})` : label;
    });
  }
  if (Array.isArray(value)) return value.map((item) => withAbsoluteLinks(item));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, withAbsoluteLinks(child, name)]));
}

/** `nullable: true` of OpenAPI 3.0 as JSON Schema's `null` type, everywhere in `value`. */
function withoutNullable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNullable);
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) if (!(key === 'nullable' && typeof child === 'boolean')) out[key] = withoutNullable(child);
  if ((value as Json).nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (Array.isArray(out.type)) out.type = [...(out.type as unknown[]), 'null'];
    else if ('$ref' in out || 'allOf' in out || 'oneOf' in out || 'anyOf' in out) return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * GitHub's 3.0 contract as the 3.1 document folio build reads today (see the top of this file);
 * with `copies` > 1, each path and webhook appears that many times (`/copy-2/...`, ids `..._2`),
 * the components once.
 */
export function asFolioContract(published: Json, copies = 1): Json {
  const doc = withoutNullable(published) as Json;
  const paths: Json = {};
  const webhooks: Json = {};
  for (let copy = 1; copy <= copies; copy += 1) {
    const suffix = copy === 1 ? '' : `_${copy}`;
    for (const [route, item] of Object.entries(doc.paths as Json)) {
      const renamed: Json = { ...(item as Json) };
      for (const method of METHODS) {
        const operation = renamed[method] as Json | undefined;
        if (operation?.operationId) renamed[method] = { ...operation, operationId: `${String(operation.operationId).replace(/[^A-Za-z0-9_.-]/g, '_')}${suffix}` };
      }
      paths[copy === 1 ? route : `/copy-${copy}${route}`] = renamed;
    }
    for (const [name, item] of Object.entries((doc['x-webhooks'] ?? {}) as Json)) {
      const renamed: Json = { ...(item as Json) };
      for (const method of METHODS) {
        const operation = renamed[method] as Json | undefined;
        if (operation?.operationId) renamed[method] = { ...operation, operationId: `${String(operation.operationId).replace(/[^A-Za-z0-9_.-]/g, '_')}${suffix}` };
      }
      webhooks[`${name}${suffix}`] = renamed;
    }
  }
  const { 'x-webhooks': _, ...rest } = doc;
  return { ...rest, openapi: '3.1.0', paths, webhooks };
}

/** A content folder of one page, spec.md and ai-rules.md: the least a folio site needs beside its contract. */
async function minimalContent(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const page = (title: string, description: string, body: string, order?: number): string =>
    `---\ntitle: ${title}\ndescription: ${description}\n${order === undefined ? '' : `order: ${order}\n`}---\n\n${body}\n`;
  await writeFile(path.join(dir, 'start.md'), page('Start', 'Where to start.', 'The API reference is in the sidebar.', 1));
  await writeFile(path.join(dir, 'spec.md'), page('Docs package format', 'The format of the package.', 'A directory of static files.'));
  await writeFile(path.join(dir, 'ai-rules.md'), page('Rules for coding agents', 'Rules.', 'Look things up in llms.txt.'));
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
 * Builds GitHub's contract with `folio build` (the compiled sitegen, `npm run compile` first) and
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
    const build = path.join(path.resolve(root, process.env.FOLIO_BENCH_BUILD ?? 'build'), 'sitegen', 'index.js');
    const folio = async (copies: number): Promise<{ run: Run; out: string }> => {
      const contract = path.join(work, `github-x${copies}.json`);
      await writeFile(contract, JSON.stringify(asFolioContract(withAbsoluteLinks(JSON.parse(text)) as Json, copies)));
      const out = path.join(work, `folio-x${copies}`);
      await rm(out, { recursive: true, force: true });
      const script = `import { buildSite } from ${JSON.stringify(build)};\n`
        + `await buildSite(${JSON.stringify({ root, contentDir: path.join(work, 'content'), exampleApi: contract, outDir: out, cacheDir: false, baseUrl: 'https://docs.example.com' })});\n`
        + 'process.exit(0);\n';
      await writeFile(path.join(work, 'build.mjs'), script);
      return { run: await measured([path.join(work, 'build.mjs')], root, report), out };
    };
    const redoc = async (copies: number): Promise<{ run: Run; file: string }> => {
      let input = published;
      if (copies > 1) {
        // The same doubling as folio's, on the published 3.0 file.
        const doc = JSON.parse(text) as Json;
        const doubled = asFolioContract(doc, copies);
        input = path.join(work, `github-3.0-x${copies}.json`);
        await writeFile(input, JSON.stringify({ ...doc, paths: doubled.paths, 'x-webhooks': doubled.webhooks }));
      }
      const file = path.join(work, `redoc-x${copies}.html`);
      return { run: await measured([path.join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'build-docs', input, '-o', file], work, report), file };
    };
    const redocVersion = (JSON.parse(await readFile(path.join(root, 'node_modules/@redocly/cli/package.json'), 'utf8')) as { version: string }).version;
    say(`GitHub's api.github.com description (${OCTOKIT}, ${MB(text.length)}): folio build (compiled sitegen, a process of its own) and @redocly/cli ${redocVersion} build-docs, taking turns`);
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
      await rm(out, { recursive: true, force: true });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return lines;
}

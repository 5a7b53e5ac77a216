// Prints the cold starts of `folio mcp` and `folio ask` on the user's path, beside a bare
// `node -e ''`: each command is spawned as an agent or a shell spawns it, the package's `bin`
// (package.json, build/cli/folio.cjs) run by this node, with this process's environment
// (plus FOLIO_API_KEY, a test key, for mcp), no warm-up run, and the three commands
// interleaved, each round in another order, so that all three meet the same load.
// - mcp: from spawning `folio mcp` to the answer of its first `tools/list` (the client writes
//   initialize, initialized and tools/list at once as JSON lines and reads stdout, so no client
//   library's start is counted); D47 aims at 1.5x a bare Node start at most.
// - ask: from spawning `folio ask QUESTION --package DIR` to its exit; the aim is 1.15x.
// The figures are medians of `--runs` (default 7). Each row gives the one-minute load average
// (the median of the values read before its runs), since the machine may be shared.
// When this process's environment sets a variable that every Node start pays for
// (NODE_OPTIONS, NODE_EXTRA_CA_CERTS), the three commands are also timed without it, in the
// same rounds, and a second table gives those figures: the bare start's cost moves the ratios.
// Plain JavaScript run by node itself: `npm run bench:cold-start [-- --runs 7 --package dist]`.
// It needs `npm run compile` (a fresh `npm ci` runs it); without a docs package at dist/ it
// builds one into a temporary folder first (`folio build --out`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    package: { type: 'string' },
    query: { type: 'string', default: 'void an invoice' },
  },
});
const runs = Number(flags.runs);
if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${flags.runs}`);

const bin = path.join(root, JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).bin.folio);
if (!existsSync(bin)) {
  console.error(`${bin} is missing: run \`npm run compile\` first (a fresh \`npm ci\` runs it).`);
  process.exit(1);
}

/** Environment variables that change what every Node start costs, named beside the figures. */
const START_VARIABLES = ['NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS'];

const messages = [
  { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench-cold-start', version: '1.0.0' } } },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 2, method: 'tools/list' },
].map((message) => `${JSON.stringify(message)}\n`).join('');

const elapsed = (start) => Number(process.hrtime.bigint() - start) / 1e6;

/** Milliseconds from spawning `folio mcp` to its answer to tools/list; fails when the answer lists no tools. */
function timeMcp(env) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, [bin, 'mcp'], { cwd: root, env: { ...env, FOLIO_API_KEY: 'sk_test_cold_start' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let answered = false;
    child.stderr.on('data', (chunk) => { err += chunk; });
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const lines = out.split('\n');
      out = lines.pop();
      for (const line of lines) {
        const message = JSON.parse(line);
        if (message.id !== 2) continue;
        const ms = elapsed(start);
        answered = true;
        child.kill();
        const tools = message.result?.tools?.length ?? 0;
        if (tools === 0) reject(new Error(`folio mcp answered tools/list without tools: ${line.slice(0, 200)}`));
        else resolve(ms);
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => { if (!answered) reject(new Error(`folio mcp exited with ${code} before answering tools/list: ${err.trim()}`)); });
    child.stdin.end(messages);
  });
}

/** Milliseconds from spawning `args` with this node in `env` to its exit; fails when it fails. */
function timeExit(args, env) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  const ms = elapsed(start);
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status ?? result.signal}: ${result.stderr.trim()}`);
  return ms;
}

/** A built docs package for ask: --package, else dist/ when it holds one, else one built now into a temporary folder. */
function docsPackage() {
  if (flags.package !== undefined) return { dir: path.resolve(flags.package), temporary: false };
  const dist = path.join(root, 'dist');
  if (existsSync(path.join(dist, 'manifest.json'))) return { dir: dist, temporary: false };
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'folio-cold-start-')), 'dist');
  console.log(`building a docs package for folio ask into ${dir} ...`);
  const built = spawnSync(process.execPath, [bin, 'build', '--out', dir], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('folio build failed');
  return { dir, temporary: true };
}

const docs = docsPackage();
const commands = [
  { name: "node -e ''", run: (env) => timeExit(['-e', ''], env) },
  { name: 'folio mcp (first tools/list)', goal: 1.5, run: timeMcp },
  { name: `folio ask "${flags.query}"`, goal: 1.15, run: (env) => timeExit([bin, 'ask', flags.query, '--package', docs.dir], env) },
];
const set = START_VARIABLES.filter((name) => process.env[name]);
/** This process's environment, and the same without the start variables when it sets any. */
const environments = [
  { env: process.env, title: set.length === 0
    ? 'no NODE_OPTIONS or NODE_EXTRA_CA_CERTS in the environment'
    : `in the environment of every command: ${set.map((name) => `${name}=${process.env[name]}`).join(', ')} (each Node start pays for it, the bare one too)` },
  ...(set.length === 0 ? [] : [{
    env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !set.includes(name))),
    title: `the same commands in the same rounds without ${set.join(' or ')}, as a machine that does not set ${set.length === 1 ? 'it' : 'them'} starts them`,
  }]),
].map((environment) => ({ ...environment, times: commands.map(() => []), loads: commands.map(() => []) }));
const startLoad = os.loadavg();
try {
  for (let round = 0; round < runs; round++) {
    // Each round starts with the next command, and every other round runs backwards; each
    // command runs in every environment before the next.
    const order = commands.map((_, i) => (i + round) % commands.length);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      for (const environment of round % 2 === 1 ? [...environments].reverse() : environments) {
        environment.loads[i].push(os.loadavg()[0]);
        environment.times[i].push(await commands[i].run(environment.env));
      }
    }
  }
} finally {
  if (docs.temporary) rmSync(path.dirname(docs.dir), { recursive: true, force: true });
}
const endLoad = os.loadavg();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
};
/** The table of one environment's figures. */
function table({ times, loads }) {
  const bare = median(times[0]);
  const rows = commands.map((command, i) => {
    const ms = median(times[i]);
    const ratio = ms / bare;
    const pairwise = median(times[i].map((t, run) => t / times[0][run]));
    return [
      command.name,
      ms.toFixed(1),
      `${Math.min(...times[i]).toFixed(1)}-${Math.max(...times[i]).toFixed(1)}`,
      i === 0 ? '1.00x' : `${ratio.toFixed(2)}x`,
      i === 0 ? '' : `${pairwise.toFixed(2)}x`,
      command.goal === undefined ? '' : `${command.goal.toFixed(2)}x ${ratio <= command.goal ? 'met' : 'not met'}`,
      median(loads[i]).toFixed(2),
    ];
  });
  const header = ['command', 'median ms', 'min-max ms', 'ratio', 'pairwise', 'goal', 'load'];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells) => `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
console.log(`cold starts of ${path.relative(root, bin)} (node ${process.version}, ${os.cpus().length} cores), median of ${runs} runs each, interleaved, no warm-up`);
for (const environment of environments) {
  console.log(environment.title);
  console.log(table(environment));
}
console.log(`ratio: medians; pairwise: the median of each run over the bare start beside it; load: one-minute load average when the runs began`);
console.log(`load average at start ${startLoad.map((l) => l.toFixed(2)).join(' ')}, at end ${endLoad.map((l) => l.toFixed(2)).join(' ')}`);

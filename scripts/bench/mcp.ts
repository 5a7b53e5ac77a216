// Prints the cold start of `folio mcp` against a bare Node start: the wall-clock span from
// spawning the built executable (build/cli/folio.cjs) to the answer of its first
// `tools/list`, beside the span from spawning `node -e ''` to its exit (D47 aims at 1.5x at
// most). The client writes initialize, initialized and tools/list at once, as JSON lines on
// stdin, and reads stdout, so no client library's own start is counted. Runs alternate (ABBA).
// `npm run bench:mcp [-- runs]` (compiles first).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from '../../agents/bench/timing.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = path.join(root, 'build/cli/folio.cjs');
const runs = Number(process.argv[2] ?? 20);
const warmup = 3;
/**
 * Both commands run in this process's environment: a variable such as NODE_EXTRA_CA_CERTS costs
 * every Node start alike, and a baseline that paid for it beside an mcp that did not read 1.24x
 * where users saw 2.3x (R164). `npm run bench:cold-start` times the user's path without warm-up.
 */
const env = { ...process.env, NODE_OPTIONS: '' };

const messages = [
  { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench-mcp', version: '1.0.0' } } },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 2, method: 'tools/list' },
].map((message) => `${JSON.stringify(message)}\n`).join('');

/** Milliseconds from spawning `folio mcp` to the tools/list answer, and how many tools it listed. */
function timeMcp(): Promise<{ ms: number; tools: number }> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, [bin, 'mcp'], { cwd: root, env, stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of out.split('\n').slice(0, -1)) {
        const message = JSON.parse(line) as { id?: number; result?: { tools: unknown[] } };
        if (message.id !== 2) continue;
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        child.kill();
        resolve({ ms, tools: message.result?.tools.length ?? 0 });
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`folio mcp exited with ${code} before answering tools/list`)));
    child.stdin.end(messages);
  });
}

function timeNode(): number {
  const start = process.hrtime.bigint();
  spawnSync(process.execPath, ['-e', ''], { env, stdio: 'ignore' });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const mcp: number[] = [];
const node: number[] = [];
let tools = 0;
for (let i = 0; i < warmup + runs; i++) {
  const pair = i % 2 === 0 ? [timeNode(), await timeMcp()] as const : [await timeMcp(), timeNode()] as const;
  const [bare, first] = typeof pair[0] === 'number' ? [pair[0], pair[1] as { ms: number; tools: number }] : [pair[1] as number, pair[0]];
  tools = first.tools;
  if (i < warmup) continue;
  node.push(bare);
  mcp.push(first.ms);
}
const ratios = mcp.map((ms, i) => ms / node[i]!);
const cold = summarize(mcp);
const bare = summarize(node);
console.log(`folio mcp: first tools/list answered (${tools} tools) in ${cold.p50} ms median (p95 ${cold.p95}, min ${cold.min}, max ${cold.max}; ${cold.n} runs)`);
console.log(`node -e '': exits in ${bare.p50} ms median (p95 ${bare.p95}, min ${bare.min}, max ${bare.max})`);
console.log(`ratio: ${(cold.p50 / bare.p50).toFixed(2)}x the medians; pairwise median ${summarize(ratios).p50.toFixed(2)}x (D47 aims at 1.5x at most)`);

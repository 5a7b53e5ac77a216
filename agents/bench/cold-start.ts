// Times fresh processes: `folio ask` against a bare `node -e ''`, alternating the two (ABBA,
// so that neither always runs first) and cycling through the queries. Each time is the
// wall-clock span from spawning the process to its exit, output read through a pipe.
import { spawnSync } from 'node:child_process';

export interface ColdStartOptions {
  /** The command line of `folio ask` for a query, e.g. [node, build/cli/folio.js, 'ask', query, '--package', dir]. */
  ask: (query: string) => string[];
  /** The command line of the baseline, e.g. [node, '-e', '']. */
  baseline: string[];
  queries: readonly string[];
  /** Timed runs of each. */
  runs: number;
  /** Untimed runs of each first, so that both start from a warm file cache. */
  warmup: number;
}

export interface ColdStartTimes {
  coldAsk: number[];
  nodeBaseline: number[];
  /** Each query's answer, as `folio ask` printed it. */
  answers: Map<string, string>;
}

/** Runs both commands `warmup + runs` times each; throws when `folio ask` fails. */
export function timeColdStarts(options: ColdStartOptions): ColdStartTimes {
  const times: ColdStartTimes = { coldAsk: [], nodeBaseline: [], answers: new Map() };
  for (let i = 0; i < options.warmup + options.runs; i++) {
    const query = options.queries[i % options.queries.length];
    const timed = i >= options.warmup;
    const askRun = (): void => {
      const { ms, stdout } = run(options.ask(query));
      if (timed) times.coldAsk.push(ms);
      if (!times.answers.has(query)) times.answers.set(query, stdout);
    };
    const baselineRun = (): void => {
      const { ms } = run(options.baseline);
      if (timed) times.nodeBaseline.push(ms);
    };
    if (i % 2 === 0) {
      baselineRun();
      askRun();
    } else {
      askRun();
      baselineRun();
    }
  }
  return times;
}

function run([command, ...args]: string[]): { ms: number; stdout: string } {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' }, maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.error) throw new Error(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${result.status ?? result.signal}: ${result.stderr.trim().split('\n')[0] ?? ''}`);
  return { ms, stdout: result.stdout };
}

// Starts a benchmark's server as a child process and waits for the URL it announces.
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts `node args` in `cwd` with `env` added (NODE_ENV=production) and resolves with the URL
 * it announces on `stream` (the first group of `ready`); its other output is discarded.
 */
export function startChild(cwd: string, env: Record<string, string>, args: string[], stream: 'stdout' | 'stderr', ready: RegExp): Promise<{ url: string; child: ChildProcess }> {
  const stdio = stream === 'stdout' ? (['ignore', 'pipe', 'ignore'] as const) : (['ignore', 'ignore', 'pipe'] as const);
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: [...stdio] });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match) return;
      // From here on the child's output is read and dropped: kept, and searched again at each
      // chunk, it would cost the benchmark's own process more with every request it times.
      child[stream]!.off('data', read).resume();
      resolve({ url: match[1]!, child });
    };
    child[stream]!.on('data', read);
    child.once('exit', () => reject(new Error(`child exited: ${output}`)));
  });
}

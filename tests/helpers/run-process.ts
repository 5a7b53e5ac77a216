// Runs a command to its end and keeps everything it printed: the one way the tests start a
// program and wait for it (folio itself, the documentation's shell and TypeScript examples).
import { spawn } from 'node:child_process';

export interface ProcessRun {
  /** The exit code, or null when a signal ended the process (a timeout included). */
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface ProcessOptions {
  cwd: string;
  /** The whole environment of the process. */
  env: NodeJS.ProcessEnv;
  /** Milliseconds before the process is killed; none by default. */
  timeout?: number;
}

export function runProcess(command: string, args: readonly string[], { cwd, env, timeout }: ProcessOptions): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, timeout, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

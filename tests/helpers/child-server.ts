// Runs `folio serve` as a child process on a database, as an operator would, so tests can
// kill it for real. A SQLite file goes in --db; a postgres:// URL in DATABASE_URL, as an
// operator running several processes on one PostgreSQL would set it. The sources run
// through tsx's loader.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { folioArgs } from './run-folio.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<unknown>;
}

/** The FOLIO_SECRET every child server runs with: it also seals webhook signing secrets. */
export const childServerSecret = 'crash-test-secret-of-at-least-32-bytes';

export async function startChildServer(databasePath: string, env: NodeJS.ProcessEnv = {}): Promise<ChildServer> {
  const viaUrl = /^postgres(ql)?:\/\//i.test(databasePath);
  const database = viaUrl ? [] : ['--db', databasePath];
  const child = spawn(process.execPath, folioArgs(['serve', ...database, '--port', '0', '--rate-limit', '0']), {
    cwd: root,
    env: { ...process.env, FOLIO_SECRET: childServerSecret, ...(viaUrl ? { DATABASE_URL: databasePath } : {}), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`folio serve exited before listening: ${stderr}`)));
  });
  return { url, child, exited };
}

// A real `folio serve` sandbox with a key, for the consumers of the packed @folio/client
// (scripts/release/packed-client.ts) to call.
import { join } from 'node:path';
import { startChildServer } from '../../helpers/child-server.js';
import { runFolio } from '../../helpers/run-folio.js';

export interface Sandbox {
  /** The API's base URL, `http://127.0.0.1:PORT/v2`. */
  baseUrl: string;
  key: string;
  stop(): Promise<void>;
}

/** `folio keys create` then `folio serve` on a new SQLite database in `folder`, as an operator runs them. */
export async function startSandbox(folder: string): Promise<Sandbox> {
  const database = join(folder, 'sandbox.db');
  const created = await runFolio(['keys', 'create', '--account', 'acme', '--db', database]);
  if (created.status !== 0) throw new Error(`folio keys create failed: ${created.stderr}`);
  const server = await startChildServer(database);
  return {
    baseUrl: server.url,
    key: created.stdout.trim(),
    stop: async () => {
      server.child.kill();
      await server.exited;
    },
  };
}

// @folio/client packed and installed into an empty project, once per suite: the tarball,
// the installation, and a real `folio serve` sandbox with a key that the consumer can call.
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRegistry } from '../../../scripts/local-registry.js';
import { installIntoEmptyProject, packClient, type Installation, type PackedClient } from '../../../scripts/packed-client.js';
import { startChildServer, type ChildServer } from '../../helpers/child-server.js';
import { runFolio } from '../../helpers/run-folio.js';

export interface InstalledClient {
  workdir: string;
  packed: PackedClient;
  installation: Installation;
  remove(): void;
}

/** Packs the client and installs the tarball into a new empty project under a temporary folder. */
export async function installPackedClient(): Promise<InstalledClient> {
  const workdir = realpathSync(mkdtempSync(join(tmpdir(), 'folio-client-package-')));
  const packed = await packClient(workdir);
  const registry = await startLocalRegistry(workdir);
  try {
    const installation = await installIntoEmptyProject(packed.tarball, join(workdir, 'consumer'), registry.url);
    return { workdir, packed, installation, remove: () => rmSync(workdir, { recursive: true, force: true }) };
  } finally {
    await registry.close();
  }
}

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
  const server: ChildServer = await startChildServer(database);
  return {
    baseUrl: server.url,
    key: created.stdout.trim(),
    stop: async () => {
      server.child.kill();
      await server.exited;
    },
  };
}

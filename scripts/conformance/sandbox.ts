// The sandbox the conformance corpus issues its documents on: `folio serve` as a child process on
// a SQLite file in a temporary folder, on 127.0.0.1 with a port of its own, with one account per
// seller profile. The API never sets a seller (D35): keys and profiles are made before the server
// starts by the code `folio keys create` and `folio accounts update --seller FILE` run, in this
// process (eight CLI runs through tsx took 25 s), the profile file checked as the CLI checks it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSellerFile } from '../../cli/flags/seller-file.js';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openStore } from '../../server/store/open.js';
import { startChildServer } from '../../tests/helpers/child-server.js';
import type { Seller } from './sellers.js';

export interface Sandbox {
  /** The API's base URL, ending in /v2. */
  url: string;
  /** The test key of each seller's account, by the seller's name. */
  keys: ReadonlyMap<string, string>;
  /** Stops the server and removes its folder; safe to call more than once. */
  stop(): Promise<void>;
}

/** Makes the accounts, sets their seller profiles, and starts the server; the caller stops it. */
export async function startSandbox(sellers: readonly Seller[]): Promise<Sandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'folio-corpus-'));
  const db = join(dir, 'corpus.db');
  const keys = new Map<string, string>();
  let stopServer = async () => {};
  const stop = async () => {
    await stopServer();
    stopServer = async () => {};
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const store = await openStore(db, 'sandbox', { poolSize: 1 });
    try {
      for (const seller of sellers) {
        keys.set(seller.name, (await issueApiKey(store, { account: seller.name, environment: 'sandbox', at: new Date() })).key);
        const file = join(dir, `${seller.name}.json`);
        writeFileSync(file, JSON.stringify(seller.profile));
        if (!(await store.setSellerProfile(seller.name, readSellerFile(file)))) throw new Error(`No account ${seller.name}.`);
      }
    } finally {
      await store.close();
    }
    const server = await startChildServer(db);
    stopServer = async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await server.exited;
    };
    return { url: server.url, keys, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// A fresh sandbox for a page's examples, as `npm start` gives a newcomer: `folio serve`'s own
// service on a new SQLite file, seeded with the demo account, customer and test key, on a
// free port of 127.0.0.1. Its folder is the reader's project: the database is where `folio`
// looks by default (var/sandbox.db), and `npx folio` finds the command there. The statuses it answers are kept, so that a TypeScript example
// whose requests failed is caught even though the client never throws.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { defaultDatabasePath, systemClock } from '../../server/config.js';
import { ensureDemo } from '../../server/demo.js';
import { serve } from '../../server/serve.js';
import { installFolioBin } from '../helpers/run-folio.js';

export interface Sandbox {
  url: string;
  key: string;
  customerId: string;
  /** A scratch folder for the examples' own files. */
  folder: string;
  /** Every request answered so far, in order. */
  requests: Array<{ method: string; path: string; status: number }>;
  close(): Promise<void>;
}

export async function startSandbox(): Promise<Sandbox> {
  const folder = mkdtempSync(join(tmpdir(), 'folio-examples-'));
  const requests: Sandbox['requests'] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { msg?: string; method?: string; path?: string; status?: number };
        if (entry.msg === 'request' && entry.status !== undefined) requests.push({ method: entry.method ?? '', path: entry.path ?? '', status: entry.status });
      }
      done();
    },
  });
  const service = await serve({
    environment: 'sandbox',
    databasePath: join(folder, defaultDatabasePath('sandbox')),
    port: 0,
    host: '127.0.0.1',
    validateResponses: true,
    logger: pino({}, log),
  });
  const demo = await ensureDemo(service.store, service.folder, systemClock);
  installFolioBin(folder);
  return {
    url: service.url,
    key: demo.key,
    customerId: demo.customerId,
    folder,
    requests,
    close: async () => {
      await service.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

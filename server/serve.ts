// Runs the service for one environment on a port: opens its database, builds the app,
// starts the e-mail delivery worker, listens, and closes all of them cleanly on request.
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { createApp } from './app.js';
import { dataFolder, defaultOutboxBacklogLimit, defaultRateLimits, systemClock, type AppConfig, type Environment } from './config.js';
import { packageVersion } from './package-root.js';
import { mailFromEnvironment } from './mail/configure.js';
import { startDeliveryWorker } from './mail/delivery.js';
import { deliveryPollMs } from './mail/settings.js';
import { applyServerTimeouts } from './http/timeouts.js';
import { loadSecret } from './secret.js';
import { isPostgresUrl, openStore } from './store/open.js';
import type { Store } from './store/store.js';

export interface ServeOptions {
  environment: Environment;
  /** A SQLite file, ':memory:', or a postgres:// URL that several processes may share (D16). */
  databasePath: string;
  /** PostgreSQL: connections this process keeps at most. */
  poolSize?: number;
  port: number;
  host: string;
  validateResponses: boolean;
  /** Requests per second per key; 0 turns limiting off. Defaults to the environment's (D14). */
  rateLimit?: number;
  logger?: Logger;
}

export interface RunningService {
  url: string;
  store: Store;
  /** The folder of the database's secret, demo key and mail. */
  folder: string;
  /** Where the delivery worker sends e-mail. */
  mail: string;
  close(): Promise<void>;
}

export async function serve(options: ServeOptions): Promise<RunningService> {
  if (isPostgresUrl(options.databasePath) && !process.env.FOLIO_SECRET) {
    // A file secret would differ between machines, and a cursor or pdf_url signed by one
    // process would then fail on another.
    throw new Error('On PostgreSQL set FOLIO_SECRET, to the same value in every process that shares the database: it signs cursors and pdf_url links.');
  }
  const folder = dataFolder(options.databasePath);
  mkdirSync(folder, { recursive: true });
  const store = await openStore(options.databasePath, options.environment, { poolSize: options.poolSize });
  // Listen before building the app: with port 0 the port is known only now, and pdf_url
  // links must name the port the service really answers on.
  const server = createServer();
  applyServerTimeouts(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const config: AppConfig = {
    environment: options.environment,
    version: packageVersion(),
    region: process.env.FOLIO_REGION || undefined,
    secret: loadSecret(folder),
    publicUrl: process.env.FOLIO_PUBLIC_URL ?? `http://${options.host}:${port}/v2`,
    validateResponses: options.validateResponses,
    outboxBacklogLimit: Number(process.env.FOLIO_OUTBOX_BACKLOG_LIMIT ?? defaultOutboxBacklogLimit),
    rateLimit: options.rateLimit ?? defaultRateLimits[options.environment],
  };
  const logger = options.logger ?? pino();
  server.on('request', createApp({ store, clock: systemClock, config, logger }));
  const mail = mailFromEnvironment(folder);
  const pollMs = Number(process.env.FOLIO_MAIL_POLL_MS || deliveryPollMs);
  const worker = startDeliveryWorker({ store, transport: mail.transport, clock: systemClock, logger, settings: mail.settings }, pollMs);
  return {
    url: `http://${options.host}:${port}/v2`,
    store,
    folder,
    mail: mail.destination,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await worker.stop();
      mail.transport.close();
      await store.close();
      if (options.databasePath === ':memory:') rmSync(folder, { recursive: true, force: true });
    },
  };
}

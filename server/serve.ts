// Runs the service for one environment on a port: reads its secret, opens its database,
// listens, builds the app with its PDF pool and starts the e-mail and webhook delivery
// workers, and closes all of them cleanly on request. It takes typed, already-checked
// settings (cli/settings/table.ts) and reads no environment variable. Everything that can
// fail runs before the port opens, and a failure closes what was opened, so a process never
// listens in a broken state.
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { createApp } from './app.js';
import { dataFolder, defaultOutboxBacklogLimit, defaultRateLimits, systemClock, type AppConfig, type Environment } from './config.js';
import { packageVersion } from './package-root.js';
import { mailSetup, type MailOptions } from './mail/configure.js';
import { startDeliveryWorker } from './mail/delivery.js';
import { startDocumentWorker } from './documents/document-worker.js';
import { issuedDocuments } from './documents/issued-documents.js';
import { deliveryPollMs } from './mail/settings.js';
import { applyServerTimeouts } from './http/guards/index.js';
import { createDocumentRenderer } from './documents/document-renderer.js';
import { loadSecret } from './secret.js';
import { openStore } from './store/open.js';
import { isPostgresUrl } from './store/database-location.js';
import type { Store } from './store/store.js';
import { webhookContext } from './webhooks/configure.js';
import { startWebhookWorker } from './webhooks/delivery-worker.js';
import { webhookSettingsWith, type WebhookOptions } from './webhooks/settings.js';

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
  /** The signing secret (FOLIO_SECRET); without it, the one kept in the data folder. Required on PostgreSQL. */
  secret?: string;
  /** The address clients reach the service at, ending in /v2; default: the address it listens on. */
  publicUrl?: string;
  /** The region GET /status reports. */
  region?: string;
  /** GET /status turns degraded past this many unsent e-mails. */
  outboxBacklogLimit?: number;
  /** How often the delivery worker looks for due e-mail, in milliseconds. */
  mailPollMs?: number;
  mail?: MailOptions;
  /** The webhook worker's poll interval, backlog limit and lease; the rest is fixed (D32). */
  webhooks?: WebhookOptions;
  logger?: Logger;
  /** Origins of a reference site served beside the sandbox, answered with CORS headers; ignored in production. */
  corsOrigins?: readonly string[];
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
  if (isPostgresUrl(options.databasePath) && !options.secret) {
    // A file secret would differ between machines, and a cursor or pdf_url signed by one
    // process would then fail on another.
    throw new Error('On PostgreSQL set FOLIO_SECRET, to the same value in every process that shares the database: it signs cursors and pdf_url links.');
  }
  const webhookSettings = webhookSettingsWith(options.webhooks);
  const folder = dataFolder(options.databasePath);
  const removeFolder = () => {
    if (options.databasePath === ':memory:') rmSync(folder, { recursive: true, force: true });
  };
  let secret: string;
  try {
    mkdirSync(folder, { recursive: true });
    secret = options.secret ?? loadSecret(folder);
  } catch (error) {
    removeFolder();
    throw error;
  }
  const store = await openStore(options.databasePath, options.environment, { poolSize: options.poolSize });
  const mail = mailSetup(folder, options.mail);
  const server = createServer();
  applyServerTimeouts(server);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, resolve);
    });
  } catch (error) {
    mail.transport.close();
    await store.close();
    removeFolder();
    throw error;
  }
  // Known only now with port 0; pdf_url links must name the port the service really answers on.
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host}:${port}/v2`;
  const config: AppConfig = {
    environment: options.environment,
    version: packageVersion(),
    region: options.region,
    secret,
    publicUrl: options.publicUrl ?? url,
    validateResponses: options.validateResponses,
    outboxBacklogLimit: options.outboxBacklogLimit ?? defaultOutboxBacklogLimit,
    rateLimit: options.rateLimit ?? defaultRateLimits[options.environment],
    webhookBacklogLimit: webhookSettings.backlogLimit,
    corsOrigins: options.corsOrigins,
  };
  const logger = options.logger ?? pino();
  const documents = createDocumentRenderer();
  server.on('request', createApp({ store, clock: systemClock, config, logger, documents }));
  const worker = startDeliveryWorker({ store, transport: mail.transport, clock: systemClock, logger, settings: mail.settings, documents }, options.mailPollMs ?? deliveryPollMs);
  const webhooks = startWebhookWorker(webhookContext({ store, clock: systemClock, logger, config, settings: webhookSettings }));
  const issued = startDocumentWorker(issuedDocuments(store, documents, systemClock), logger);
  return {
    url,
    store,
    folder,
    mail: mail.destination,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await worker.stop();
      await webhooks.stop();
      await issued.stop();
      // Last of what renders: the requests and the mail worker that wait on documents have finished.
      await documents.close();
      mail.transport.close();
      await store.close();
      removeFolder();
    },
  };
}

// What one server process is configured with: its environment (D1) and its knobs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isPostgresUrl } from './store/database-location.js';

export type Environment = 'sandbox' | 'production';

export interface AppConfig {
  environment: Environment;
  /** The service version reported by GET /status. */
  version: string;
  /** Where this server runs, reported by GET /status when set. */
  region?: string;
  /** Secret for signing cursors and PDF links. */
  secret: string;
  /** The address clients reach this server at, ending in /v2; pdf_url links start with it. */
  publicUrl: string;
  /** Validate every response against the contract (tests and development). */
  validateResponses: boolean;
  /** Requests per second per API key (D14); 0 turns rate limiting off. */
  rateLimit: number;
  /** GET /status turns `degraded` when more e-mails than this wait in the outbox. */
  outboxBacklogLimit: number;
  /** GET /status turns `degraded` when more webhook deliveries than this are pending (D32); defaultWebhookSettings.backlogLimit when not set. */
  webhookBacklogLimit?: number;
  /** Origins of a reference site whose pages may call the API from a browser (CORS); honoured in the sandbox only (R103). */
  corsOrigins?: readonly string[];
}

/** A clock the app reads instead of `new Date()`, so tests can fix time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const environments: readonly Environment[] = ['sandbox', 'production'];

/** Requests per second per key unless configured (D14). */
export const defaultRateLimits: Record<Environment, number> = { production: 100, sandbox: 25 };

/** How many unsent e-mails may wait in the outbox before GET /status reports `degraded`, unless FOLIO_OUTBOX_BACKLOG_LIMIT says otherwise. */
export const defaultOutboxBacklogLimit = 1000;

/**
 * The folder for a database's local companions (the signing secret, the demo key, the
 * .eml mail folder): beside the file, a fresh temporary folder for ':memory:', and var/
 * for a PostgreSQL URL (whose processes should share FOLIO_SECRET instead of a file).
 */
export function dataFolder(database: string): string {
  if (database === ':memory:') return mkdtempSync(join(tmpdir(), 'folio-'));
  if (isPostgresUrl(database)) return 'var';
  return dirname(database);
}

/** Where an environment's database lives unless --db says otherwise: one file each (D1). */
export function defaultDatabasePath(environment: Environment): string {
  return `var/${environment}.db`;
}

// The real invoicing service (server/serve.ts) on 127.0.0.1, a free port and a fresh
// in-memory sandbox database, with one test key: what the client's end-to-end tests talk to.
import { rmSync } from 'node:fs';
import { pino } from 'pino';
import { issueApiKey } from '../../../server/auth/issue-key.js';
import { serve, type RunningService } from '../../../server/serve.js';

export interface RealService extends RunningService {
  /** A sandbox key of account "acme". */
  key: string;
}

/**
 * Starts the service. Rate limiting (D14) is off unless `rateLimit` is given, so that the
 * functional suites never wait out a Retry-After for real.
 */
export async function startRealService(options: { rateLimit?: number } = {}): Promise<RealService> {
  const service = await serve({
    environment: 'sandbox',
    databasePath: ':memory:',
    port: 0,
    host: '127.0.0.1',
    validateResponses: true,
    rateLimit: options.rateLimit ?? 0,
    // Webhook calls (D32) go out soon after their event, for the tests that receive them.
    webhooks: { pollMs: 50 },
    logger: pino({ level: 'silent' }),
  });
  const { key } = await issueApiKey(service.store, { account: 'acme', environment: 'sandbox', at: new Date() });
  return {
    ...service,
    key,
    async close() {
      await service.close();
      rmSync(service.folder, { recursive: true, force: true }); // the temporary folder serve() made for ':memory:'
    },
  };
}

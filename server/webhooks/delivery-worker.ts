// The webhook delivery worker (D32): claims due deliveries, checks the endpoint's URL again
// (no SSRF after a DNS change), signs the event with the standardwebhooks package (two
// signatures while a rotated secret is still valid) and POSTs it. A 2xx is delivered; 410
// fails the delivery and disables the endpoint; anything else is retried on the schedule of
// settings.ts, then failed. Each round also prunes events past their 30 days (D30).
import type { Logger } from 'pino';
import { Webhook } from 'standardwebhooks';
import type { Clock, Environment } from '../config.js';
import { eventView } from '../events/event-view.js';
import type { PdfLinks } from '../documents/pdf-links.js';
import type { ClaimedDelivery, WebhookAttempt } from '../store/event-store.js';
import type { Store } from '../store/store.js';
import { startWorkerLoop, workerId, type BackgroundWorker } from '../worker-loop.js';
import { callEndpoint, type CallResult } from './call-endpoint.js';
import type { SecretBox } from './secret-box.js';
import { eventRetentionMs, retrySchedule, type WebhookSettings } from './settings.js';
import { checkWebhookUrl, UrlRefused, type Resolver } from './url-policy.js';

export interface WebhookContext {
  store: Store;
  clock: Clock;
  logger: Logger;
  settings: WebhookSettings;
  environment: Environment;
  resolveHost: Resolver;
  links: PdfLinks;
  box: SecretBox;
}

export interface WebhookReport {
  delivered: number;
  retrying: number;
  failed: number;
}

/** The webhook-signature header: the current secret's signature, and the previous one's while it is still valid. */
function signatures(claimed: ClaimedDelivery, box: SecretBox, at: Date, body: string): string {
  const { endpoint, event } = claimed;
  const secrets = [box.open(endpoint.secretSealed)];
  if (endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at.toISOString()) {
    secrets.push(box.open(endpoint.previousSecretSealed));
  }
  return secrets.map((secret) => new Webhook(secret).sign(event.id, at, body)).join(' ');
}

async function call(context: WebhookContext, claimed: ClaimedDelivery): Promise<CallResult> {
  let target;
  try {
    target = await checkWebhookUrl(claimed.endpoint.url, context.environment, context.resolveHost);
  } catch (error) {
    if (error instanceof UrlRefused) return { kind: 'failed', error: error.message };
    throw error;
  }
  const at = context.clock();
  const body = JSON.stringify(eventView(claimed.event, context.links));
  const headers = {
    'webhook-id': claimed.event.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures(claimed, context.box, at, body),
    'user-agent': 'folio-webhooks/1',
  };
  const { settings } = context;
  return callEndpoint({ ...target, headers, body, timeoutMs: settings.timeoutMs, readBytes: settings.responseReadBytes, keepBytes: settings.responseStoredBytes });
}

/** What a call's result makes of the delivery after `attempts` attempts. */
export function attemptOutcome(result: CallResult, attempts: number, now: Date): WebhookAttempt {
  const statusCode = result.kind === 'answered' ? result.statusCode : null;
  const response = result.kind === 'answered' ? result.body : null;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return { status: 'delivered', at: now.toISOString(), statusCode, error: null, response };
  const error = result.kind === 'failed' ? result.error : `The endpoint answered ${statusCode}.`;
  if (statusCode === 410) return { status: 'failed', disableEndpoint: true, statusCode, error, response };
  const wait = retrySchedule[attempts - 1];
  if (wait === undefined) return { status: 'failed', statusCode, error, response };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + wait).toISOString(), statusCode, error, response };
}

/** Claims the deliveries due now, makes each call once, and says what became of them. */
export async function deliverDueWebhooks(context: WebhookContext): Promise<WebhookReport> {
  const { store, clock, settings, logger } = context;
  const now = clock();
  await store.pruneEvents(new Date(now.getTime() - eventRetentionMs).toISOString());
  const lease = { owner: workerId, until: new Date(now.getTime() + settings.leaseMs).toISOString() };
  const claimed = await store.claimDueDeliveries(now.toISOString(), settings.batchSize, lease);
  const report: WebhookReport = { delivered: 0, retrying: 0, failed: 0 };
  let next = 0;
  const lane = async () => {
    while (next < claimed.length) {
      const item = claimed[next++]!;
      const outcome = attemptOutcome(await call(context, item), item.delivery.attempts + 1, clock());
      await store.recordWebhookAttempt(item.delivery.id, outcome);
      if (outcome.status === 'delivered') report.delivered += 1;
      else if (outcome.status === 'pending') report.retrying += 1;
      else {
        report.failed += 1;
        logger.warn({ delivery_id: item.delivery.id, endpoint_id: item.endpoint.id, error: outcome.error }, 'webhook delivery failed for good');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(settings.concurrency, claimed.length) }, lane));
  return report;
}

/** Runs deliverDueWebhooks every `settings.pollMs` until stopped. */
export function startWebhookWorker(context: WebhookContext): BackgroundWorker {
  return startWorkerLoop(() => deliverDueWebhooks(context), context.settings.pollMs, context.logger, 'webhook delivery round failed');
}

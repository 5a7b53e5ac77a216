// The `value` source: one number or duration for a sentence (`:generated{source="value"
// of="idempotency-window"}`), read from the constant the service uses or from the contract,
// for the figures that prose states and no table holds.
import { apiTools } from '../agents/mcp/api-tools.js';
import { DOCS_TOOLS } from '../agents/mcp/docs-tools.js';
import { MESSAGE_LIMIT_BYTES } from '../agents/mcp/message-limit.js';
import { defaultMaxResponseBytes, defaultTimeoutMs } from '../client/create-client.js';
import { defaultRetrySettings } from '../client/retry-policy.js';
import { defaultOutboxBacklogLimit, defaultRateLimits } from '../server/config.js';
import { keyCacheMs } from '../server/auth/key-cache.js';
import { defaultDueDays } from '../server/domain/due-date.js';
import { idempotencyWindowMs } from '../server/domain/idempotency.js';
import { maxTotalMinorUnits } from '../server/domain/totals.js';
import { defaultDeliverySettings, deliveryPollMs } from '../server/mail/settings.js';
import { pdfLinkLifetimeSeconds } from '../server/documents/pdf-links.js';
import { formatBytes } from '../server/http/limits.js';
import { defaultPoolSize } from '../server/store/database-location.js';
import { defaultWebhookSettings, eventRetentionMs, maxEndpointsPerAccount, retrySchedule, rotationOverlapMs } from '../server/webhooks/settings.js';
import { MAX_NESTING, MAX_PAGE_BYTES } from '../sitegen/index.js';
import type { GeneratedSource } from '../sitegen/content/index.js';
import type { OpenApiDocument, Parameter } from '../lib/openapi/index.js';
import { operations, resolve } from '../lib/openapi/index.js';
import { checkAttributes, formatNumber, joinWords } from '../sitegen/content/index.js';
import { listOperations } from './list-filters.js';

const units: Array<[ms: number, name: string]> = [[86_400_000, 'day'], [3_600_000, 'hour'], [60_000, 'minute'], [1000, 'second']];

/**
 * A duration as a sentence says it, in the largest unit that divides it, days only from two
 * (`one hour`, `24 hours`, `30 seconds`), and tenths of a second as such (`0.5 seconds`).
 */
export function formatDuration(ms: number): string {
  if (ms % 1000 !== 0 && ms % 100 === 0) return `${ms / 1000} seconds`;
  const [size, name] = units.find(([unit, label]) => ms % unit === 0 && (label !== 'day' || ms >= 2 * unit)) ?? [1, 'millisecond'];
  const count = ms / size;
  return count === 1 ? `one ${name}` : `${formatNumber(count)} ${name}s`;
}

/** The source, with the values that come from `invoicing`. */
export function valueSource(invoicing: OpenApiDocument): GeneratedSource {
  const parameter = (operationId: string, name: string): Parameter => {
    const entry = operations(invoicing).find((op) => op.id === operationId);
    const found = entry?.parameters.find((p) => p.name === name);
    if (!found) throw new Error(`the contract has no parameter ${name} on ${operationId}`);
    return found;
  };
  const schemaOf = (operationId: string, name: string) => resolve(invoicing, parameter(operationId, name).schema ?? {});
  const values: Record<string, () => string> = {
    'default-due-days': () => `${formatNumber(defaultDueDays)} days`,
    'idempotency-window': () => formatDuration(idempotencyWindowMs),
    'idempotency-key-max-length': () => formatNumber(schemaOf('createInvoice', 'Idempotency-Key').maxLength!),
    'list-limit-range': () => {
      const limit = schemaOf('listInvoices', 'limit');
      return `${formatNumber(limit.minimum!)} to ${formatNumber(limit.maximum!)}`;
    },
    'list-limit-default': () => formatNumber(schemaOf('listInvoices', 'limit').default as number),
    'paged-operations': () => {
      const paged = listOperations(invoicing);
      const names = paged.map((op) => `\`${op.method} ${op.path}\``);
      return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
    },
    'key-cache': () => formatDuration(keyCacheMs),
    'pdf-link-lifetime': () => formatDuration(pdfLinkLifetimeSeconds * 1000),
    'mail-poll-interval': () => formatDuration(deliveryPollMs),
    'mail-first-retry': () => formatDuration(defaultDeliverySettings.baseDelayMs),
    'mail-longest-wait': () => formatDuration(defaultDeliverySettings.maxDelayMs),
    'mail-max-attempts': () => formatNumber(defaultDeliverySettings.maxAttempts),
    'mail-lease': () => formatDuration(defaultDeliverySettings.leaseMs),
    'mail-lease-half': () => formatDuration(defaultDeliverySettings.leaseMs / 2),
    'mail-batch-size': () => formatNumber(defaultDeliverySettings.batchSize),
    'max-total-minor-units': () => formatNumber(maxTotalMinorUnits),
    'rate-limit-production': () => formatNumber(defaultRateLimits.production),
    'client-timeout': () => formatDuration(defaultTimeoutMs),
    'client-max-retries': () => formatNumber(defaultRetrySettings.maxRetries),
    'client-max-response-bytes': () => formatBytes(defaultMaxResponseBytes),
    'client-first-backoff': () => formatDuration(defaultRetrySettings.initialDelayMs),
    'client-longest-backoff': () => formatDuration(defaultRetrySettings.maxDelayMs),
    'client-longest-retry-after': () => formatDuration(defaultRetrySettings.maxRetryAfterMs),
    'outbox-backlog-limit': () => formatNumber(defaultOutboxBacklogLimit),
    'pool-size-default': () => formatNumber(defaultPoolSize),
    'page-size-limit': () => formatBytes(MAX_PAGE_BYTES),
    'page-nesting-limit': () => formatNumber(MAX_NESTING),
    'event-retention': () => formatDuration(eventRetentionMs),
    'webhook-max-endpoints': () => formatNumber(maxEndpointsPerAccount),
    'webhook-rotation-overlap': () => formatDuration(rotationOverlapMs),
    'webhook-timeout': () => formatDuration(defaultWebhookSettings.timeoutMs),
    'webhook-read-limit': () => `${formatNumber(defaultWebhookSettings.responseReadBytes / 1024)} kB`,
    'webhook-poll-interval': () => formatDuration(defaultWebhookSettings.pollMs),
    'webhook-retry-schedule': () => {
      const waits = retrySchedule.map(formatDuration);
      return `${waits.slice(0, -1).join(', ')} and ${waits.at(-1)}`;
    },
    'webhook-attempts': () => formatNumber(retrySchedule.length + 1),
    // folio mcp's tools, made from this contract as the server makes them (agents/mcp/).
    'mcp-tool-count': () => formatNumber(DOCS_TOOLS.length + apiTools(invoicing).length),
    'mcp-destructive-tools': () => joinWords(apiTools(invoicing).filter((tool) => tool.annotations.destructiveHint).map((tool) => `\`${tool.name}\``), 'and'),
    'mcp-message-limit': () => formatBytes(MESSAGE_LIMIT_BYTES),
  };
  return (attributes) => {
    checkAttributes('value', attributes, ['of']);
    const value = values[attributes.of!];
    if (!value) throw new Error(`source="value" has no value ${JSON.stringify(attributes.of)}; it has: ${Object.keys(values).join(', ')}`);
    return value();
  };
}

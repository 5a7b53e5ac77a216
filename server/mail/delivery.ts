// The delivery worker (D12): sends due outbox messages and records each attempt. A message
// is marked sent only after the transport accepted it, so a crash in between repeats a
// message (same Message-ID) but never loses one. Failures are retried with exponential
// backoff and jitter; after the last attempt a message is marked failed and kept. Workers in
// several processes share one outbox: each round claims its messages for a lease, so that
// another worker skips them; a worker that dies leaves them to others when the lease ends.
// A message whose invoice was voided after its claim is not sent (cancellation.ts).
import type { Logger } from 'pino';
import type { Clock } from '../config.js';
import { invoiceEventFor } from '../events/event-factory.js';
import { issuedDocuments, type IssuedDocuments } from '../documents/issued-documents.js';
import { readInvoiceDocument } from '../documents/document-sources.js';
import type { DocumentRenderer } from '../documents/document-renderer.js';
import { startWorkerLoop, workerId, type BackgroundWorker } from '../worker-loop.js';
import type { OutboxRecord, Store } from '../store/store.js';
import { cancelledByVoid, mailIsCancelled } from './cancellation.js';
import { composeInvoiceEmail } from './compose.js';
import type { DeliverySettings } from './settings.js';
import type { MailTransport } from './transport.js';

export interface DeliveryContext {
  store: Store;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  settings: DeliverySettings;
  /** Renders the attached PDF off the event loop (D48). */
  documents: DocumentRenderer;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export { workerId };

/** The wait before attempt `attempt + 1`: doubling from the base, capped, with the upper half jittered. */
export function retryDelay(attempt: number, settings: DeliverySettings, random: () => number = Math.random): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Sends one message; false when it was not sent because its invoice was voided after the claim. */
async function send(context: DeliveryContext, issued: IssuedDocuments, message: OutboxRecord): Promise<boolean> {
  const { store } = context;
  const invoice = await store.findInvoiceById(message.invoiceId);
  if (!invoice) throw new Error(`Invoice ${message.invoiceId} of message ${message.id} does not exist.`);
  if (mailIsCancelled(invoice)) return false;
  const document = await readInvoiceDocument(store, invoice);
  // The documents as issued and stored (D49): the e-mail attaches the very bytes the API serves.
  const pdf = (await issued.ofInvoice(invoice, 'pdf')).bytes;
  // The e-invoice the customer asked for, as frozen at send and checked by send's rules (D38).
  const format = invoice.customerDetails?.e_invoice_format;
  const eInvoice = format ? { format, bytes: (await issued.ofInvoice(invoice, format)).bytes } : undefined;
  await context.transport.send(composeInvoiceEmail({ outbox: message, document, pdf, eInvoice, from: context.settings.from }));
  return true;
}

/** Claims the messages that are due now, sends each once, and says what became of them. */
export async function deliverDue(context: DeliveryContext): Promise<DeliveryReport> {
  const { store, clock, logger, settings } = context;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const now = clock();
  const lease = { owner: workerId, until: new Date(now.getTime() + settings.leaseMs).toISOString() };
  // No send starts after half the lease, so that none is still under way when other workers may
  // take the message; what is left of the batch is due again when the lease ends (R144).
  const lastStart = now.getTime() + settings.leaseMs / 2;
  const issued = issuedDocuments(store, context.documents, clock);
  for (const message of await store.claimDueOutbox(now.toISOString(), settings.batchSize, lease)) {
    if (clock().getTime() > lastStart) break;
    try {
      if (!(await send(context, issued, message))) {
        await store.recordDelivery(message.id, { status: 'failed', error: cancelledByVoid(message.invoiceId) }, invoiceEventFor('invoice.email_failed', clock().toISOString(), null));
        logger.info({ message_id: message.id }, 'e-mail cancelled: its invoice was voided');
        continue;
      }
    } catch (error) {
      const attempts = message.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      if (attempts >= settings.maxAttempts) {
        await store.recordDelivery(message.id, { status: 'failed', error: reason }, invoiceEventFor('invoice.email_failed', clock().toISOString(), null));
        logger.error({ message_id: message.id, attempts, error: reason }, 'e-mail delivery failed for good');
        report.failed += 1;
      } else {
        const nextAttemptAt = new Date(clock().getTime() + retryDelay(attempts, settings)).toISOString();
        await store.recordDelivery(message.id, { status: 'pending', error: reason, nextAttemptAt });
        logger.warn({ message_id: message.id, attempts, error: reason, next_attempt_at: nextAttemptAt }, 'e-mail delivery will be retried');
        report.retrying += 1;
      }
      continue;
    }
    const at = clock().toISOString();
    await store.recordDelivery(message.id, { status: 'sent', at }, invoiceEventFor('invoice.email_delivered', at, null));
    report.sent += 1;
  }
  return report;
}

export type DeliveryWorker = BackgroundWorker;

/** Runs deliverDue every `intervalMs` until stopped; rounds never overlap. */
export function startDeliveryWorker(context: DeliveryContext, intervalMs: number): DeliveryWorker {
  return startWorkerLoop(() => deliverDue(context), intervalMs, context.logger, 'e-mail delivery round failed');
}

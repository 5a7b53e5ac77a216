// E-mail of a voided invoice is not sent: the void cancels the invoice's queued message in
// its own transaction unless a delivery worker has claimed it, and the worker checks the
// invoice again just before it renders and hands a message to the transport, for a void that
// came after its claim. So a message is recorded as cancelled only when it was never sent,
// and as sent whenever it was. A message already handed to SMTP is not recalled. A cancelled message stays in the outbox,
// marked failed with this reason, so that nothing about it is lost.
import { cancelsMail } from '../domain/lifecycle.js';
import type { InvoiceRecord } from '../domain/records.js';

/** The reason recorded on a message cancelled because its invoice was voided. */
export function cancelledByVoid(invoiceId: string): string {
  return `Cancelled: invoice ${invoiceId} was voided before this message was sent.`;
}

/** Whether a queued message of this invoice must no longer be sent. */
export function mailIsCancelled(invoice: InvoiceRecord): boolean {
  return cancelsMail(invoice.status);
}

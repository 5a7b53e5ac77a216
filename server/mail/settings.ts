// How the delivery worker sends queued e-mail, and its defaults. Kept apart from the worker
// so that what only needs the numbers (the manual, the configuration) does not load the PDF
// renderer and the transports.

export interface DeliverySettings {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  batchSize: number;
  /**
   * How long a round holds the messages it claims. A round starts no send after half of it has
   * passed, and a message claimed by a process that died waits this long (R144).
   */
  leaseMs: number;
  /** The sending address. */
  from: string;
}

export const defaultDeliverySettings: DeliverySettings = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  batchSize: 20,
  leaseMs: 2 * 60_000,
  from: 'invoices@folio.example',
};

/** How often `folio serve` and `folio mail deliver` look for due e-mail, unless FOLIO_MAIL_POLL_MS says otherwise. */
export const deliveryPollMs = 2000;

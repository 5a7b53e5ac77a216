// How the delivery worker sends queued e-mail, and its defaults. Kept apart from the worker
// so that what only needs the numbers (the manual, the configuration) does not load the PDF
// renderer and the transports.

export interface DeliverySettings {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  batchSize: number;
  /** How long a round holds the messages it claims; longer than a round can take. */
  leaseMs: number;
  /** The sending address. */
  from: string;
}

export const defaultDeliverySettings: DeliverySettings = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  batchSize: 20,
  leaseMs: 10 * 60_000,
  from: 'invoices@folio.example',
};

/** How often `folio serve` and `folio mail deliver` look for due e-mail, unless FOLIO_MAIL_POLL_MS says otherwise. */
export const deliveryPollMs = 2000;

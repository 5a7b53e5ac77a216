// The typed client of the folio invoicing API, as consumers import it from `@folio/client`.
export { createInvoicingClient } from './create-client.js';
export type { InvoicingClient, InvoicingClientOptions } from './create-client.js';
export { isTransportFailure, transportFailureHeader } from './transport-failure.js';
export type { TransportErrorBody, TransportFailure, TransportFailureReason } from './transport-failure.js';
export type { AutoPager, ListFilters, ListItem, ListPath } from './pagination.js';
export { serverUrls } from './servers.js';
export { clientVersion } from './version.js';
export type { FetchLike } from './transport.js';
export type { ClientErrorType, components, Customer, Environment, ErrorBody, ErrorType, Invoice, InvoiceStatus, paths } from './types.js';
export { verifyWebhook, WebhookVerificationError } from './verify-webhook.js';
export type { VerifyWebhookOptions, WebhookEvent, WebhookEventType, WebhookHeaders, WebhookVerificationReason } from './verify-webhook.js';

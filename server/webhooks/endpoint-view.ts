// Webhook endpoints as the contract's WebhookEndpoint body; the secret only on creation and rotation.
import type { components } from '../../generated/invoicing.js';
import type { WebhookEndpointRecord } from '../store/event-store.js';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointWithSecret = components['schemas']['WebhookEndpointWithSecret'];

export function endpointView(record: WebhookEndpointRecord): WebhookEndpoint {
  return {
    id: record.id,
    url: record.url,
    enabled_events: record.enabledEvents as WebhookEndpoint['enabled_events'],
    description: record.description,
    disabled: record.disabled,
    created_at: record.createdAt,
  };
}

export function endpointWithSecretView(record: WebhookEndpointRecord, secret: string): WebhookEndpointWithSecret {
  return { ...endpointView(record), secret };
}

// Receiving folio's events (D43): verifies the Standard Webhooks signature of a webhook call
// with WebCrypto, so it runs wherever fetch does (Node, browsers, Deno, Bun, edge runtimes),
// and answers the body as the typed event. The one client function that throws: a forged call
// must never pass for data.
import type { components } from './generated/invoicing.js';

/** An event as the contract's `webhooks` declare it: narrow on `type` to get its `data.object`. */
export type WebhookEvent = components['schemas']['Event'];
export type WebhookEventType = WebhookEvent['type'];

/** Why a call was refused. */
export type WebhookVerificationReason =
  | 'missing_header'
  | 'invalid_secret'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'no_matching_signature'
  | 'invalid_payload';

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(readonly reason: WebhookVerificationReason, message: string) {
    super(message);
  }
}

/** A fetch `Headers`, or the header record of Node's `http` and of most frameworks. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** The body exactly as it arrived, before any JSON parsing: a byte that differs fails the check. */
  payload: string | Uint8Array | ArrayBuffer;
  headers: WebhookHeaders;
  /** The endpoint's signing secret (`whsec_...`), from its creation or its last rotation. */
  secret: string;
  /** How far the `webhook-timestamp` may be from this machine's clock, in seconds (default 300). */
  toleranceSeconds?: number;
}

const encoder = new TextEncoder();

/**
 * Resolves to the event when one of the call's `v1` signatures is the HMAC-SHA256 of
 * `id.timestamp.payload` under `secret` and its timestamp is within tolerance; rejects with a
 * WebhookVerificationError naming the reason otherwise. Signatures are compared by
 * `crypto.subtle.verify`, in constant time.
 */
export async function verifyWebhook({ payload, headers, secret, toleranceSeconds = 300 }: VerifyWebhookOptions): Promise<WebhookEvent> {
  if (!(toleranceSeconds >= 0 && Number.isFinite(toleranceSeconds))) throw new TypeError('toleranceSeconds must be a finite number of seconds, 0 or more.');
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  checkTimestamp(timestamp, toleranceSeconds);
  const key = await signingKey(secret);
  const body = typeof payload === 'string' ? encoder.encode(payload) : new Uint8Array(payload);
  const signed = concat(encoder.encode(`${id}.${timestamp}.`), body);
  let matched = false;
  for (const signature of signatures.split(' ')) {
    const bytes = signature.startsWith('v1,') ? fromBase64(signature.slice(3)) : undefined;
    if (bytes && (await crypto.subtle.verify('HMAC', key, bytes, signed))) matched = true;
  }
  if (!matched) throw new WebhookVerificationError('no_matching_signature', 'No signature in the webhook-signature header matches the payload under this secret.');
  return parseEvent(new TextDecoder().decode(body));
}

function header(headers: WebhookHeaders, name: string): string {
  let value: string | string[] | null | undefined;
  if (typeof (headers as Headers).get === 'function') value = (headers as Headers).get(name);
  else for (const [key, found] of Object.entries(headers)) if (key.toLowerCase() === name) value = found;
  const text = Array.isArray(value) ? value.join(' ') : value;
  if (!text) throw new WebhookVerificationError('missing_header', `The ${name} header is missing.`);
  return text;
}

function checkTimestamp(timestamp: string, toleranceSeconds: number): void {
  if (!/^[0-9]{1,12}$/.test(timestamp)) throw new WebhookVerificationError('invalid_timestamp', 'The webhook-timestamp header is not a number of seconds.');
  const drift = Math.floor(Date.now() / 1000) - Number(timestamp);
  if (drift > toleranceSeconds) throw new WebhookVerificationError('timestamp_too_old', `The webhook-timestamp is ${drift} seconds old, more than the ${toleranceSeconds} allowed.`);
  if (-drift > toleranceSeconds) throw new WebhookVerificationError('timestamp_too_new', `The webhook-timestamp is ${-drift} seconds ahead of this clock, more than the ${toleranceSeconds} allowed.`);
}

// The key's type is left to inference: it is a DOM name, which a Node project without the DOM lib lacks.
async function signingKey(secret: string) {
  const bytes = fromBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
  if (!bytes || bytes.length === 0) throw new WebhookVerificationError('invalid_secret', 'The secret is not a whsec_ signing secret.');
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
}

function parseEvent(text: string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    throw new WebhookVerificationError('invalid_payload', 'The payload is signed but is not JSON.');
  }
  const { type, data } = (event ?? {}) as { type?: unknown; data?: unknown };
  if (typeof type !== 'string' || typeof data !== 'object' || data === null) throw new WebhookVerificationError('invalid_payload', 'The payload is signed but is not an event.');
  return event as WebhookEvent;
}

/** The bytes of standard base64, or undefined when `text` is not base64. */
function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

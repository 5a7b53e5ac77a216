// Rules on OpenAPI 3.1's top-level `webhooks`, the calls the service makes to its users: a
// removed webhook breaks the receivers that handle it, an added one is news, and each
// payload is compared as its receiver reads it (as a client reads a response: a removed
// field or enum value breaks, an added enum value is a warning).
import type { PathItem, RequestBody } from '../../openapi/index.js';
import { resolveAt } from '../../openapi/index.js';
import { pointerTo } from '../change.js';
import type { DiffContext } from '../context.js';
import { compareContent } from './content.js';
import { at, operationsOf } from './operations.js';

/** A document with OpenAPI 3.1's webhooks, which lib/openapi's shape does not name. */
type WithWebhooks = { webhooks?: Record<string, PathItem> };

export function compareWebhooks(ctx: DiffContext): void {
  const was = (ctx.before as WithWebhooks).webhooks ?? {};
  const is = (ctx.after as WithWebhooks).webhooks ?? {};
  for (const [name, raw] of Object.entries(was)) {
    const item = resolveAt(ctx.before, raw, pointerTo('', 'webhooks', name));
    const match = is[name];
    if (!match) {
      ctx.changes.add('webhook-removed', item.pointer, `The webhook ${name} was removed: receivers will no longer get it.`);
      continue;
    }
    const current = resolveAt(ctx.after, match, pointerTo('', 'webhooks', name));
    for (const method of operationsOf(item.value)) {
      if (!current.value[method]) {
        ctx.changes.add('webhook-removed', pointerTo(item.pointer, method), `The webhook ${name} is no longer sent as ${method.toUpperCase()}.`);
        continue;
      }
      const before = at(item.value, item.pointer, method, name);
      const after = at(current.value, current.pointer, method, name);
      const body = (op: typeof before, doc: typeof ctx.before) => op.operation.requestBody && resolveAt(doc, op.operation.requestBody as RequestBody, pointerTo(op.pointer, 'requestBody'));
      const old = body(before, ctx.before);
      const now = body(after, ctx.after);
      if (old && now) {
        compareContent(ctx, 'webhook', `the payload of the webhook ${name}`,
          { content: old.value.content, pointer: pointerTo(old.pointer, 'content') }, { content: now.value.content, pointer: pointerTo(now.pointer, 'content') });
      }
    }
  }
  for (const name of Object.keys(is)) {
    if (!(name in was)) ctx.changes.add('webhook-added', pointerTo('', 'webhooks', name), `The webhook ${name} was added.`);
  }
}

// Rules on an operation's request body and responses: a body that became required, a removed
// response status or response header breaks callers; added ones are news. The media types of
// each are compared by content.ts.
import type { RequestBody, Response, Schema } from '../../openapi/index.js';
import { resolveAt } from '../../openapi/index.js';
import { capital, pointerTo } from '../change.js';
import { compareSchemas } from '../compare-schemas.js';
import type { DiffContext } from '../context.js';
import { compareContent } from './content.js';
import type { OperationAt } from './parameters.js';

export function compareRequestBody(ctx: DiffContext, before: OperationAt, after: OperationAt): void {
  const was = before.operation.requestBody && resolveAt(ctx.before, before.operation.requestBody as RequestBody, pointerTo(before.pointer, 'requestBody'));
  const is = after.operation.requestBody && resolveAt(ctx.after, after.operation.requestBody as RequestBody, pointerTo(after.pointer, 'requestBody'));
  const owner = `the request body of ${after.name}`;
  if (was && !is) {
    ctx.changes.add('request-body-removed', was.pointer, `${capital(`the request body of ${before.name}`)} was removed.`);
    return;
  }
  if (!is) return;
  if (is.value.required && !was?.value.required) {
    ctx.changes.add('request-body-required', is.pointer, `${capital(owner)} became required.`);
  } else if (!was) {
    ctx.changes.add('request-body-added', is.pointer, `${capital(owner)} was added as an optional body.`);
  }
  if (was) compareContent(ctx, 'request', owner, { content: was.value.content, pointer: pointerTo(was.pointer, 'content') }, { content: is.value.content, pointer: pointerTo(is.pointer, 'content') });
}

export function compareResponses(ctx: DiffContext, before: OperationAt, after: OperationAt): void {
  const was = before.operation.responses ?? {};
  const is = after.operation.responses ?? {};
  for (const [status, raw] of Object.entries(was)) {
    const slot = pointerTo(before.pointer, 'responses', status);
    const match = is[status];
    if (!match) {
      ctx.changes.add('response-removed', slot, `${capital(before.name)} no longer answers ${status}.`);
      continue;
    }
    const old = resolveAt(ctx.before, raw, slot);
    const current = resolveAt(ctx.after, match, pointerTo(after.pointer, 'responses', status));
    const owner = `the ${status} response of ${after.name}`;
    compareContent(ctx, 'response', owner, { content: old.value.content, pointer: pointerTo(old.pointer, 'content') }, { content: current.value.content, pointer: pointerTo(current.pointer, 'content') });
    compareHeaders(ctx, owner, old, current);
  }
  for (const status of Object.keys(is)) {
    if (!(status in was)) ctx.changes.add('response-added', pointerTo(after.pointer, 'responses', status), `${capital(after.name)} may now answer ${status}.`);
  }
}

type Header = { schema?: Schema; required?: boolean; $ref?: string };

function compareHeaders(ctx: DiffContext, owner: string, before: { value: Response; pointer: string }, after: { value: Response; pointer: string }): void {
  const was = lowerKeys(before.value.headers);
  const is = lowerKeys(after.value.headers);
  for (const [name, [written, raw]] of was) {
    const header = resolveAt(ctx.before, raw, pointerTo(before.pointer, 'headers', written));
    const match = is.get(name);
    if (!match) {
      ctx.changes.add('response-header-removed', header.pointer, `${capital(owner)} no longer sends the header ${written}.`);
      continue;
    }
    const current = resolveAt(ctx.after, match[1], pointerTo(after.pointer, 'headers', match[0]));
    const place = { owner: `the header ${match[0]} of ${owner}`, path: '' };
    if (header.value.schema && current.value.schema) {
      compareSchemas(ctx, 'response', { schema: header.value.schema, pointer: pointerTo(header.pointer, 'schema'), place }, { schema: current.value.schema, pointer: pointerTo(current.pointer, 'schema'), place });
    }
  }
}

/** Header names are case-insensitive: the headers by lower-case name, with the name as written. */
function lowerKeys(headers: Record<string, unknown> | undefined): Map<string, [string, Header]> {
  return new Map(Object.entries(headers ?? {}).map(([name, header]) => [name.toLowerCase(), [name, header as Header]]));
}

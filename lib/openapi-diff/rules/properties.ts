// Rules on an object's properties: removed, added, and made required or optional. A reader
// of responses and webhooks breaks when a field it reads goes away or may be missing; the
// service, reading requests, breaks callers when it demands a field they do not send or
// refuses one they do.
import { capital } from '../change.js';
import type { DiffContext, Direction } from '../context.js';
import { CARRIERS, isRead } from '../context.js';
import type { SchemaView } from '../schema-view.js';
import { describe } from '../schema-view.js';

export function compareProperties(ctx: DiffContext, direction: Direction, before: SchemaView, after: SchemaView): void {
  const carriers = CARRIERS[direction];
  for (const [name, was] of before.properties) {
    if (after.properties.has(name)) continue;
    ctx.changes.add(`${direction}-property-removed`, was.pointer, `${capital(describe(was.place))} was removed from ${carriers}.`);
  }
  for (const [name, is] of after.properties) {
    const where = capital(describe(is.place));
    const required = after.required.has(name);
    if (!before.properties.has(name)) {
      if (!isRead(direction) && required) ctx.changes.add('request-property-required', is.pointer, `${where} was added to requests as a required field.`);
      else ctx.changes.add(`${direction}-property-added`, is.pointer, `${where} was added to ${carriers}${required ? '' : ' as an optional field'}.`);
      continue;
    }
    const wasRequired = before.required.has(name);
    if (wasRequired === required) continue;
    if (isRead(direction) && !required) ctx.changes.add(`${direction}-property-optional`, is.pointer, `${where} may now be missing from ${carriers}.`);
    if (!isRead(direction) && required) ctx.changes.add('request-property-required', is.pointer, `${where} became required in requests.`);
    if (!isRead(direction) && !required) ctx.changes.add('request-property-optional', is.pointer, `${where} became optional in requests.`);
  }
}

// Rules on what kind of value a schema holds: its types, its format, and whether it may be
// null. A changed type or format breaks every reader and writer; `null` breaks the side that
// did not expect it.
import { capital } from '../change.js';
import type { DiffContext, Direction } from '../context.js';
import { CARRIERS, isRead } from '../context.js';
import type { SchemaView } from '../schema-view.js';
import { describe } from '../schema-view.js';

/** Reports the changes; true when the type changed, so that nothing inside it is worth comparing. */
export function compareTypes(ctx: DiffContext, direction: Direction, before: SchemaView, after: SchemaView): boolean {
  const where = describe(after.place);
  const retyped = before.types !== undefined && after.types !== undefined && !sameSet(before.types, after.types);
  if (retyped) {
    ctx.changes.add('type-changed', after.pointer, `${capital(where)} changed type from ${before.types!.join(' or ')} to ${after.types!.join(' or ')} in ${CARRIERS[direction]}.`);
  }
  if (before.format !== after.format) {
    const from = before.format === undefined ? 'no format' : `format ${before.format}`;
    const to = after.format === undefined ? 'no format' : `format ${after.format}`;
    ctx.changes.add('format-changed', after.pointer, `${capital(where)} changed from ${from} to ${to} in ${CARRIERS[direction]}.`);
  }
  if (isRead(direction) && !before.nullable && after.nullable) {
    ctx.changes.add(`${direction}-nullable`, after.pointer, `${capital(where)} may now be null in ${CARRIERS[direction]}.`);
  }
  if (!isRead(direction) && before.nullable && !after.nullable) {
    ctx.changes.add('request-null-refused', after.pointer, `${capital(where)} no longer accepts null in requests.`);
  }
  return retyped;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((t) => b.includes(t));
}


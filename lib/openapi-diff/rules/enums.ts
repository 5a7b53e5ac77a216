// Rules on the values a schema allows (`enum`, or `const` as one value). A reader breaks on a
// value it has never seen or stops seeing one it relies on: in a response or a webhook a
// removed value is breaking and an added one a warning (a client's `switch` needs a new case).
// The service reads requests: a removed value refuses calls that worked, an added one is news.
import { capital } from '../change.js';
import type { DiffContext, Direction, Partiality } from '../context.js';
import { CARRIERS, isRead } from '../context.js';
import type { SchemaView } from '../schema-view.js';
import { describe } from '../schema-view.js';

export function compareValues(ctx: DiffContext, direction: Direction, before: SchemaView, after: SchemaView, partial?: Partiality): void {
  if (before.values === undefined || after.values === undefined) {
    if (!isRead(direction) && before.values === undefined && after.values !== undefined) {
      ctx.changes.add('request-bound-narrowed', after.pointer, `${capital(describe(after.place))} now accepts only ${list(after.values)} in requests.`);
    }
    return;
  }
  const was = new Set(before.values.map(key));
  const is = new Set(after.values.map(key));
  const removed = before.values.filter((v) => !is.has(key(v)));
  const added = after.values.filter((v) => !was.has(key(v)));
  const where = describe(after.place);
  if (removed.length > 0 && partial !== 'removed') {
    ctx.changes.add(`${direction}-enum-value-removed`, after.pointer, `${capital(where)} lost ${plural(removed)} ${list(removed)} in ${CARRIERS[direction]}.`);
  }
  if (added.length > 0 && partial !== 'added') {
    ctx.changes.add(`${direction}-enum-value-added`, after.pointer, `${capital(where)} gained ${plural(added)} ${list(added)} in ${CARRIERS[direction]}.`);
  }
}

function key(value: unknown): string {
  return JSON.stringify(value);
}

function plural(values: unknown[]): string {
  return values.length === 1 ? 'the value' : 'the values';
}

function list(values: unknown[]): string {
  return values.map((v) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``).join(', ');
}

// Rules on the bounds of a request field (lengths, ranges, counts, pattern, multipleOf): the
// service reads requests, so a narrower bound refuses a call that worked (breaking) and a
// wider one is news (info). Bounds of what clients read are not compared: a client written
// for the old bounds reads values within the new narrower ones, and wider ones are the
// service's promise to keep, which the contract's examples and tests guard. A field that took
// only listed values (an enum) is narrowed by a new bound only if one of those values fails it.
import { capital } from '../change.js';
import type { DiffContext, Direction } from '../context.js';
import { isRead } from '../context.js';
import type { BoundKeyword, SchemaView } from '../schema-view.js';
import { BOUND_KEYWORDS, describe } from '../schema-view.js';

/** For each numeric bound: +1 when a larger value narrows (a lower bound), -1 when a smaller one does. */
const NARROWS_UP: Partial<Record<BoundKeyword, 1 | -1>> = {
  minimum: 1, exclusiveMinimum: 1, minLength: 1, minItems: 1, minProperties: 1,
  maximum: -1, exclusiveMaximum: -1, maxLength: -1, maxItems: -1, maxProperties: -1,
};

export function compareBounds(ctx: DiffContext, direction: Direction, before: SchemaView, after: SchemaView): void {
  if (isRead(direction)) return;
  const where = capital(describe(after.place));
  for (const keyword of BOUND_KEYWORDS) {
    const was = before.bounds[keyword];
    const is = after.bounds[keyword];
    if (was === is) continue;
    const verdict = judge(keyword, was, is);
    const text = `${where} changed ${keyword} from ${shown(was)} to ${shown(is)}`;
    // A field that took only listed values (`enum`, `const`) is narrowed only if one of them no longer passes.
    const listed = before.values?.filter((value) => passes(keyword, was, value));
    if (verdict === 'narrower' && listed && listed.every((value) => passes(keyword, is, value))) {
      ctx.changes.add('request-bound-widened', after.pointer, `${text}, which every value it took before (${listed.map(shownValue).join(', ')}) passes: no request that was accepted is refused.`);
    } else if (verdict === 'narrower') ctx.changes.add('request-bound-narrowed', after.pointer, `${text}, refusing requests that were accepted.`);
    else ctx.changes.add('request-bound-widened', after.pointer, `${text}, accepting more requests.`);
  }
}

function judge(keyword: BoundKeyword, was: number | string | undefined, is: number | string | undefined): 'narrower' | 'wider' {
  if (is === undefined) return 'wider';
  if (was === undefined) return 'narrower';
  const sign = NARROWS_UP[keyword];
  // A changed pattern or multipleOf may refuse values the old one took.
  if (sign === undefined || typeof was !== 'number' || typeof is !== 'number') return 'narrower';
  return (is - was) * sign > 0 ? 'narrower' : 'wider';
}

function shown(value: number | string | undefined): string {
  return value === undefined ? 'none' : typeof value === 'string' ? `\`${value}\`` : String(value);
}

/** Whether `value` meets `keyword` at `bound` (JSON Schema: a bound holds for the values of other types). */
function passes(keyword: BoundKeyword, bound: number | string | undefined, value: unknown): boolean {
  if (bound === undefined) return true;
  if (keyword === 'pattern') {
    if (typeof value !== 'string') return true;
    try {
      return new RegExp(String(bound), 'u').test(value);
    } catch {
      return false;
    }
  }
  if (typeof bound !== 'number') return false;
  const size = typeof value === 'string' && /Length$/.test(keyword) ? [...value].length
    : Array.isArray(value) && /Items$/.test(keyword) ? value.length
      : value !== null && typeof value === 'object' && !Array.isArray(value) && /Properties$/.test(keyword) ? Object.keys(value).length
        : typeof value === 'number' && /imum$|multipleOf/.test(keyword) ? value : undefined;
  if (size === undefined) return true;
  switch (keyword) {
    case 'minimum': case 'minLength': case 'minItems': case 'minProperties': return size >= bound;
    case 'maximum': case 'maxLength': case 'maxItems': case 'maxProperties': return size <= bound;
    case 'exclusiveMinimum': return size > bound;
    case 'exclusiveMaximum': return size < bound;
    case 'multipleOf': return Number.isInteger(size / bound);
    default: return false;
  }
}

function shownValue(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

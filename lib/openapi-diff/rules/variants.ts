// Rules on the branches of a `oneOf`/`anyOf`: a branch is matched by the schema it names
// (`$ref`) or else by its position. A reader meets a new shape it cannot handle when one is
// added (warning); the service refuses the shape of a removed branch (breaking). Within one
// branch of a split, the branches the others hold are not reported.
import { capital } from '../change.js';
import type { DiffContext, Direction, Partiality } from '../context.js';
import { CARRIERS, isRead } from '../context.js';
import type { Located, SchemaView } from '../schema-view.js';
import { describe } from '../schema-view.js';

/** The pairs of branches found on both sides, for the caller to compare; reports the others. */
export function compareVariants(ctx: DiffContext, direction: Direction, before: SchemaView, after: SchemaView, partial?: Partiality): Array<[Located, Located]> {
  const name = (branch: Located, index: number): string => (branch.pointer.startsWith('/components/') ? branch.pointer : `#${index}`);
  const was = new Map(before.variants.map((b, i) => [name(b, i), b]));
  const is = new Map(after.variants.map((b, i) => [name(b, i), b]));
  const where = capital(describe(after.place));
  const pairs: Array<[Located, Located]> = [];
  for (const [key, branch] of was) {
    const match = is.get(key);
    if (match) pairs.push([branch, match]);
    else if (partial === 'removed') continue;
    else if (!isRead(direction)) ctx.changes.add('request-variant-removed', branch.pointer, `${where} no longer accepts the shape of ${describe(branch.place)} in requests.`);
    else ctx.changes.add(`${direction}-variant-removed`, branch.pointer, `${where} no longer takes the shape of ${describe(branch.place)} in ${CARRIERS[direction]}.`);
  }
  for (const [key, branch] of is) {
    if (was.has(key) || partial === 'added') continue;
    ctx.changes.add(`${direction}-variant-added`, branch.pointer, `${where} may now take the shape of ${describe(branch.place)} in ${CARRIERS[direction]}.`);
  }
  return pairs;
}

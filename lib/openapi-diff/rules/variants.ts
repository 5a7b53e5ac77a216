// Rules on the branches of a `oneOf`/`anyOf`: a branch is matched by the schema it names
// (`$ref`) or else by its position, and a branch left over on both sides by the kind of value it
// holds, when only one branch of each side holds it (a branch moved into a referenced schema,
// R163). A reader meets a new shape it cannot handle when one is added (warning); the service
// refuses the shape of a removed branch (breaking). Within one branch of a split, the branches
// the others hold are not reported.
import type { OpenApiDocument } from '../../openapi/index.js';
import { capital } from '../change.js';
import type { DiffContext, Direction, Partiality } from '../context.js';
import { CARRIERS, isRead } from '../context.js';
import type { Located, SchemaView } from '../schema-view.js';
import { describe, viewOf } from '../schema-view.js';

export interface VariantMatch {
  pairs: Array<[Located, Located]>;
  removed: Located[];
  added: Located[];
}

/** The branches of `before` and `after` paired by name, then by the kind of value they hold; the rest on each side. */
export function matchVariants(ctx: DiffContext, before: SchemaView, after: SchemaView): VariantMatch {
  const name = (branch: Located, index: number): string => (branch.pointer.startsWith('/components/') ? branch.pointer : `#${index}`);
  const is = new Map(after.variants.map((b, i) => [name(b, i), b]));
  const pairs: Array<[Located, Located]> = [];
  const removed: Located[] = [];
  before.variants.forEach((branch, i) => {
    const match = is.get(name(branch, i));
    if (match) {
      pairs.push([branch, match]);
      is.delete(name(branch, i));
    } else removed.push(branch);
  });
  const added = [...is.values()];
  for (const level of [strict, loose]) {
    const was = removed.map((b) => level(ctx.before, b));
    const now = added.map((b) => level(ctx.after, b));
    for (let i = removed.length - 1; i >= 0; i -= 1) {
      const j = now.indexOf(was[i]!);
      if (j < 0 || now.lastIndexOf(was[i]!) !== j || was.indexOf(was[i]!) !== was.lastIndexOf(was[i]!)) continue;
      pairs.push([removed[i]!, added[j]!]);
      removed.splice(i, 1);
      was.splice(i, 1);
      added.splice(j, 1);
      now.splice(j, 1);
    }
  }
  return { pairs, removed, added };
}

/** The pairs of branches found on both sides, for the caller to compare; reports the others. */
export function compareVariants(ctx: DiffContext, direction: Direction, before: SchemaView, after: SchemaView, partial?: Partiality): Array<[Located, Located]> {
  return reportVariants(ctx, direction, after, matchVariants(ctx, before, after), partial);
}

/** Reports the branches of `match` found on one side only; returns its pairs. */
export function reportVariants(ctx: DiffContext, direction: Direction, after: SchemaView, match: VariantMatch, partial?: Partiality): Array<[Located, Located]> {
  const where = capital(describe(after.place));
  for (const branch of match.removed) {
    if (partial === 'removed') continue;
    if (!isRead(direction)) ctx.changes.add('request-variant-removed', branch.pointer, `${where} no longer accepts the shape of ${describe(branch.place)} in requests.`);
    else ctx.changes.add(`${direction}-variant-removed`, branch.pointer, `${where} no longer takes the shape of ${describe(branch.place)} in ${CARRIERS[direction]}.`);
  }
  for (const branch of match.added) {
    if (partial === 'added') continue;
    ctx.changes.add(`${direction}-variant-added`, branch.pointer, `${where} may now take the shape of ${describe(branch.place)} in ${CARRIERS[direction]}.`);
  }
  return match.pairs;
}

/** The kind of value a branch holds: its types. */
function loose(doc: OpenApiDocument, branch: Located): string {
  return kinds(viewOf(doc, branch)).join(' ');
}

/** The kind of value a branch holds, with its format, allowed values and property names. */
function strict(doc: OpenApiDocument, branch: Located): string {
  const view = viewOf(doc, branch);
  return JSON.stringify([kinds(view), view.format ?? null, view.values ?? null, [...view.properties.keys()].sort()]);
}

function kinds(view: SchemaView): string[] {
  const types = view.types ?? (view.properties.size > 0 ? ['object'] : view.items ? ['array'] : []);
  return [...types].sort();
}

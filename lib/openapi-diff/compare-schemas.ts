// The walk over two schemas of the same place: each pair is compared once per direction (a
// shared component is reported once, at its own pointer), by every schema rule family, and
// then property by property, into items, additional properties and matched variants. A schema
// split into `oneOf` branches (or branches joined into one schema) is compared branch by branch
// against the whole, leaving out the enum values that only the union of the branches shows.
import { resolveAt } from '../openapi/index.js';
import type { OpenApiDocument, Schema } from '../openapi/index.js';
import type { DiffContext, Direction, Partiality } from './context.js';
import type { Located, SchemaView } from './schema-view.js';
import { viewOf } from './schema-view.js';
import { compareBounds } from './rules/bounds.js';
import { compareValues } from './rules/enums.js';
import { compareProperties } from './rules/properties.js';
import { compareTypes } from './rules/types.js';
import { compareVariants, matchVariants, reportVariants } from './rules/variants.js';


/** Compares the schema `before` of the old contract with `after` of the new, read in `direction`. */
export function compareSchemas(ctx: DiffContext, direction: Direction, before: Located, after: Located, partial?: Partiality): void {
  const was = viewOf(ctx.before, before);
  const is = viewOf(ctx.after, after);
  const key = `${direction} ${partial} ${was.pointer} ${is.pointer}`;
  if (ctx.seen.has(key)) return;
  ctx.seen.add(key);
  if ((was.variants.length === 0) !== (is.variants.length === 0)) {
    compareSplit(ctx, direction, was, is, partial);
    return;
  }
  if (compareTypes(ctx, direction, was, is)) return;
  compareValues(ctx, direction, was, is, partial);
  compareBounds(ctx, direction, was, is);
  compareProperties(ctx, direction, was, is);
  for (const [name, property] of was.properties) {
    const match = is.properties.get(name);
    if (match) compareSchemas(ctx, direction, property, match, partial);
  }
  if (was.items && is.items) compareSchemas(ctx, direction, was.items, is.items, partial);
  if (was.additional && is.additional) compareSchemas(ctx, direction, was.additional, is.additional, partial);
  for (const [branch, match] of compareVariants(ctx, direction, was, is, partial)) compareSchemas(ctx, direction, branch, match, partial);
}

/**
 * One schema on one side, branches on the other: when a branch is the very schema (the same
 * component) or the only branch of its kind of value (a `string` widened to `oneOf [string,
 * object]`, R163), the others were added or removed; otherwise each branch is compared with the
 * whole.
 */
function compareSplit(ctx: DiffContext, direction: Direction, was: SchemaView, is: SchemaView, partial: Partiality): void {
  const split = was.variants.length === 0;
  const one = split ? { ...was, variants: [whole(ctx.before, was)] } : was;
  const many = split ? is : { ...is, variants: [whole(ctx.after, is)] };
  const match = matchVariants(ctx, one, many);
  if (match.pairs.length > 0) {
    for (const [branch, other] of reportVariants(ctx, direction, many, match, partial)) compareSchemas(ctx, direction, branch, other, partial);
    return;
  }
  for (const before of one.variants) {
    for (const after of many.variants) compareSchemas(ctx, direction, before, after, split ? 'removed' : 'added');
  }
}

/** The schema a view was made from, to compare it whole against a branch. */
function whole(doc: OpenApiDocument, view: SchemaView): Located {
  if (view.sole) return view.sole;
  const { value } = resolveAt(doc, { $ref: `#${view.pointer}` } as Schema, view.pointer);
  return { schema: value, pointer: view.pointer, place: view.place };
}

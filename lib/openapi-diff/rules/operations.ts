// Rules on paths and operations: a removed path or operation breaks its callers, an added one
// is news, a newly deprecated one a warning. Paths are matched with their parameters' names
// blanked (`/invoices/{id}` is `/invoices/{invoice_id}`); each matched operation's parameters,
// body and responses are compared next.
import { isHttpMethod } from '../../openapi/index.js';
import type { Operation, PathItem } from '../../openapi/index.js';
import { resolveAt } from '../../openapi/index.js';
import { pointerTo } from '../change.js';
import type { DiffContext } from '../context.js';
import { compareRequestBody, compareResponses } from './bodies.js';
import type { OperationAt } from './parameters.js';
import { compareParameters } from './parameters.js';

export function compareOperations(ctx: DiffContext): void {
  const was = pathsOf(ctx.before.paths);
  const is = pathsOf(ctx.after.paths);
  for (const [shape, [path, raw]] of was) {
    const match = is.get(shape);
    const item = resolveAt(ctx.before, raw, pointerTo('', 'paths', path));
    if (!match) {
      ctx.changes.add('path-removed', item.pointer, `The path ${path} was removed, with its ${operationsOf(item.value).length === 1 ? 'operation' : 'operations'} ${operationsOf(item.value).map((m) => m.toUpperCase()).join(', ')}.`);
      continue;
    }
    const current = resolveAt(ctx.after, match[1], pointerTo('', 'paths', match[0]));
    for (const method of operationsOf(item.value)) {
      const before = at(item.value, item.pointer, method, path);
      if (!current.value[method]) {
        ctx.changes.add('operation-removed', before.pointer, `The operation ${before.name} was removed.`);
        continue;
      }
      const after = at(current.value, current.pointer, method, match[0]);
      if (!before.operation.deprecated && after.operation.deprecated) ctx.changes.add('operation-deprecated', after.pointer, `The operation ${after.name} is deprecated.`);
      compareParameters(ctx, before, after);
      compareRequestBody(ctx, before, after);
      compareResponses(ctx, before, after);
    }
    for (const method of operationsOf(current.value)) {
      if (!item.value[method]) ctx.changes.add('operation-added', pointerTo(current.pointer, method), `The operation ${method.toUpperCase()} ${match[0]} was added.`);
    }
  }
  for (const [shape, [path, raw]] of is) {
    if (was.has(shape)) continue;
    const item = resolveAt(ctx.after, raw, pointerTo('', 'paths', path));
    for (const method of operationsOf(item.value)) ctx.changes.add('operation-added', pointerTo(item.pointer, method), `The operation ${method.toUpperCase()} ${path} was added.`);
  }
}

/** A path item's operation at `method`, with its pointers and the name sentences use (`POST /invoices`). */
export function at(item: PathItem, itemPointer: string, method: string, path: string): OperationAt {
  return { item, itemPointer, operation: item[method] as Operation, pointer: pointerTo(itemPointer, method), name: `${method.toUpperCase()} ${path}` };
}

/** The methods of a path item that hold an operation, as written. */
export function operationsOf(item: PathItem): string[] {
  return Object.keys(item).filter(isHttpMethod);
}

function pathsOf(paths: Record<string, PathItem> | undefined): Map<string, [string, PathItem]> {
  return new Map(Object.entries(paths ?? {}).map(([path, item]) => [path.replace(/\{[^}]*\}/g, '{}'), [path, item]]));
}

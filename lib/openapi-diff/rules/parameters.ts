// Rules on an operation's parameters (path, query, header, cookie; a header's name in any
// case): a removed parameter, or one that became required or was added as required, breaks
// callers; an added optional one is news. Their schemas are compared as the service reads them.
import type { OpenApiDocument, Operation, Parameter, PathItem } from '../../openapi/index.js';
import { resolveAt } from '../../openapi/index.js';
import { capital, pointerTo } from '../change.js';
import { compareSchemas } from '../compare-schemas.js';
import type { DiffContext } from '../context.js';

/** An operation found in a document: its path item and pointers, and a name for sentences. */
export interface OperationAt {
  item: PathItem;
  itemPointer: string;
  operation: Operation;
  pointer: string;
  name: string;
}

/** A parameter, where it is written (`pointer`, a component for a `$ref`) and the slot that names it. */
interface ParameterAt { parameter: Parameter; pointer: string; slot: string }

export function compareParameters(ctx: DiffContext, before: OperationAt, after: OperationAt): void {
  const was = parametersOf(ctx.before, before);
  const is = parametersOf(ctx.after, after);
  for (const [key, old] of was) {
    const match = is.get(key);
    const label = `the ${old.parameter.in} parameter \`${old.parameter.name}\` of ${before.name}`;
    if (!match) {
      ctx.changes.add('parameter-removed', old.slot, `${capital(label)} was removed.`);
      continue;
    }
    if (!old.parameter.required && match.parameter.required) {
      ctx.changes.add('parameter-required', match.pointer, `${capital(label)} became required.`);
    }
    const place = { owner: label, path: '' };
    if (old.parameter.schema && match.parameter.schema) {
      compareSchemas(ctx, 'request', { schema: old.parameter.schema, pointer: pointerTo(old.pointer, 'schema'), place },
        { schema: match.parameter.schema, pointer: pointerTo(match.pointer, 'schema'), place });
    }
  }
  for (const [key, added] of is) {
    if (was.has(key)) continue;
    const label = `The ${added.parameter.in} parameter \`${added.parameter.name}\` of ${after.name}`;
    if (added.parameter.required) ctx.changes.add('parameter-required', added.slot, `${label} was added as a required parameter.`);
    else ctx.changes.add('parameter-added', added.slot, `${label} was added as an optional parameter.`);
  }
}

/** The operation's parameters with the path item's merged in, by `in` and name, each at the pointer where it is written. */
function parametersOf(doc: OpenApiDocument, at: OperationAt): Map<string, ParameterAt> {
  const found = new Map<string, ParameterAt>();
  const lists: Array<[Parameter[] | undefined, string]> = [[at.item.parameters, at.itemPointer], [at.operation.parameters, at.pointer]];
  for (const [list, base] of lists) {
    (list ?? []).forEach((raw, index) => {
      const slot = pointerTo(base, 'parameters', index);
      const { value, pointer } = resolveAt(doc, raw, slot);
      const name = value.in === 'header' ? value.name.toLowerCase() : value.name;
      found.set(`${value.in} ${name}`, { parameter: value, pointer, slot });
    });
  }
  return found;
}

// One schema's reference page, as a page model: its description, type, bounds and allowed
// values, every field (nested ones too), its first example, and the operations that use it.
import type { OperationEntry } from '../../../lib/openapi/index.js';
import type { Block, PageModel } from '../page-model/page-model.js';
import { code } from '../page-model/page-model.js';
import type { FieldContext } from './schema-fields.js';
import { fieldBlocks, typeOf } from './schema-fields.js';
import { constraintsOf } from './schema-bounds.js';
import { merged } from './schema-merge.js';

export interface SchemaPageInput {
  file: string;
  name: string;
  fields: FieldContext;
  /** Operations whose parameters, body or responses mention the schema, with their pages' package paths. */
  usedBy: Array<{ entry: OperationEntry; file: string }>;
}

/** The reference page of one component schema. */
export function schemaPage(input: SchemaPageInput): PageModel {
  const ctx = input.fields;
  const schema = ctx.doc.components!.schemas![input.name];
  const sections: Block[] = [];
  // The page tells the whole schema: its parts merged, its own description first.
  const view = merged(ctx.doc, schema);
  const fields = fieldBlocks(ctx, schema, `Fields of ${input.name}`);
  if (fields.length > 0) sections.push({ kind: 'section', anchor: true, id: 'fields', heading: 'Fields', children: fields });
  const example = schema.examples?.[0] ?? schema.example;
  if (example !== undefined) {
    const text = JSON.stringify(example, null, 2);
    sections.push({ kind: 'section', anchor: true, id: 'example', heading: 'Example', children: [{ kind: 'code', code: `${text}\n`, lang: 'json', label: `Example of ${input.name}` }] });
  }
  if (input.usedBy.length > 0) {
    const items = input.usedBy.map(({ entry, file }) => [{ kind: 'link' as const, to: file, children: [{ kind: 'method' as const, method: entry.method }, ' ', code(entry.path)] }]);
    sections.push({ kind: 'section', anchor: true, id: 'used-by', heading: 'Used by', children: [{ kind: 'list', className: 'used-by', items }] });
  }
  const blocks: Block[] = [
    ...ctx.describe(schema.description),
    { kind: 'p', className: 'schema-type', content: ['Type: ', ...typeOf(ctx, schema), '.'] },
    ...constraintsOf(view.schema, view.choices),
    ...sections,
  ];
  const first = schema.description?.split(/(?<=[.!?])\s/)[0]?.trim();
  return { file: input.file, title: input.name, description: first || `The ${input.name} schema.`, blocks };
}

// One schema's reference page: its description, type, bounds and allowed values, every
// field (nested ones too), and the operations that use it.
import escape from 'escape-html';
import type { OpenApiDocument, OperationEntry } from '../../lib/openapi/index.js';
import type { DescribeFn } from './markdown-html.js';
import type { PageShell } from './layout.js';
import { constraintsHtml, fieldRows, fieldTable, typeHtml } from './schema-fields.js';

export interface SchemaPageInput {
  file: string;
  doc: OpenApiDocument;
  name: string;
  describe: DescribeFn;
  schemaHref: (name: string) => string;
  /** Operations whose parameters, body or responses mention the schema, with their hrefs. */
  usedBy: Array<{ entry: OperationEntry; href: string }>;
}

/** The reference page of one component schema. */
export function schemaPage(input: SchemaPageInput): PageShell {
  const schema = input.doc.components!.schemas![input.name];
  const ctx = { doc: input.doc, describe: input.describe, schemaHref: input.schemaHref };
  const rows = fieldRows(ctx, schema);
  const sections: Array<[string, string, string]> = [];
  if (rows.length > 0) sections.push(['fields', 'Fields', fieldTable(rows, `Fields of ${input.name}`)]);
  if (input.usedBy.length > 0) {
    const items = input.usedBy.map(({ entry, href }) => `<li><a href="${href}"><span class="method method-${entry.method.toLowerCase()}">${entry.method}</span> <code>${escape(entry.path)}</code></a></li>`).join('');
    sections.push(['used-by', 'Used by', `<ul class="used-by">${items}</ul>`]);
  }
  const body = [
    `<h1>${escape(input.name)}</h1>`,
    input.describe(schema.description),
    `<p class="schema-type">Type: ${typeHtml(ctx, schema)}.</p>`,
    constraintsHtml(ctx, schema),
    ...sections.map(([id, heading, content]) => `<section aria-labelledby="${id}"><h2 id="${id}">${heading} <a class="anchor" href="#${id}" aria-label="Link to the section ${heading}">#</a></h2>${content}</section>`),
  ].join('\n');
  const first = schema.description?.split(/(?<=[.!?])\s/)[0]?.trim();
  return { file: input.file, title: input.name, description: first || `The ${input.name} schema.`, body, toc: sections.map(([anchor, text]) => ({ depth: 2, text, anchor })) };
}

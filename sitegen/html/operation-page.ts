// One operation's reference page: method and path, summary and description, credential,
// every parameter and body field, every response and failure with its media type and
// schema, the error types it can return, and request samples with copy buttons.
import escape from 'escape-html';
import { toHtml } from 'hast-util-to-html';
import type { OpenApiDocument, OperationEntry, Response, Schema } from '../../lib/openapi/index.js';
import { resolve } from '../../lib/openapi/index.js';
import type { DescribeFn } from './markdown-html.js';
import { codeBlock } from './highlight.js';
import type { PageShell } from './layout.js';
import type { FieldContext } from './schema-fields.js';
import { constraintsHtml, fieldRows, fieldTable, typeHtml } from './schema-fields.js';
import type { Sample } from './samples.js';

export interface OperationPageInput {
  file: string;
  doc: OpenApiDocument;
  entry: OperationEntry;
  describe: DescribeFn;
  schemaHref: (name: string) => string;
  samples: Sample[];
  markdown?: string;
}

/** The reference page of one operation. */
export function operationPage(input: OperationPageInput): PageShell {
  const { doc, entry, describe } = input;
  const op = entry.operation;
  const ctx: FieldContext = { doc, describe, schemaHref: input.schemaHref };
  const title = op.summary?.trim() || entry.id;
  const sections: Array<[string, string, string]> = [];
  const credential = credentialHtml(doc, entry);
  if (credential) sections.push(['authentication', 'Authentication', credential]);
  if (entry.parameters.length > 0) {
    const rows = entry.parameters.map((p) => {
      const schema = p.schema ?? Object.values(p.content ?? {})[0]?.schema ?? {};
      return `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${typeHtml(ctx, schema)}</td><td>${p.required ? 'required' : 'optional'}</td><td>${describe(p.description)}${constraintsHtml(ctx, resolveSchema(doc, schema))}</td></tr>`;
    }).join('');
    sections.push(['parameters', 'Parameters', `<div class="table-wrap" tabindex="0" role="region" aria-label="Parameters"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table></div>`]);
  }
  const body = op.requestBody && resolve(doc, op.requestBody);
  if (body?.content) {
    const parts = [describe(body.description), `<p>${body.required ? 'Required' : 'Optional'}.</p>`];
    for (const [media, content] of Object.entries(body.content)) {
      parts.push(`<p>Media type <code>${escape(media)}</code>: ${typeHtml(ctx, content.schema)}.</p>`, fieldTable(fieldRows(ctx, content.schema), `Fields of the ${media} body`));
    }
    sections.push(['request-body', 'Request body', parts.join('')]);
  }
  const responses = Object.entries(op.responses ?? {});
  sections.push(['responses', 'Responses', responses.map(([status, raw]) => responseHtml(ctx, status, resolve(doc, raw))).join('')]);
  const types = errorTypes(doc, responses.filter(([status]) => !/^[23]/.test(status)).map(([, r]) => resolve(doc, r)));
  if (types.length > 0) sections.push(['error-types', 'Error types', `<p>A failure's body names one of these types:</p><ul>${types.map((t) => `<li><code>${escape(t)}</code></li>`).join('')}</ul>`]);
  const samples = input.samples.map((s, i) => `<h3 id="sample-${i + 1}">${escape(s.label)}</h3>${toHtml(codeBlock(s.code, s.lang, `${s.label} sample`))}`).join('');
  if (samples) sections.push(['samples', 'Samples', samples]);
  const head = [
    `<h1>${escape(title)}</h1>`,
    `<p class="endpoint"><span class="method method-${entry.method.toLowerCase()}">${escape(entry.method)}</span> <code>${escape(entry.path)}</code></p>`,
    `<p class="operation-id">Operation <code>${escape(entry.id)}</code>${op.deprecated ? ' (deprecated)' : ''}.</p>`,
    describe(op.description),
  ];
  const html = [...head, ...sections.map(([id, heading, content]) => `<section aria-labelledby="${id}"><h2 id="${id}">${heading} <a class="anchor" href="#${id}" aria-label="Link to the section ${heading}">#</a></h2>${content}</section>`)].join('\n');
  const description = op.summary ? `${entry.method} ${entry.path}: ${op.summary}.` : `${entry.method} ${entry.path}.`;
  return { file: input.file, title, description, markdown: input.markdown, body: html, toc: sections.map(([anchor, text]) => ({ depth: 2, text, anchor })) };
}

function responseHtml(ctx: FieldContext, status: string, response: Response): string {
  const content = Object.entries(response.content ?? {});
  const media = content.map(([type, m]) => {
    // Failures share one Error schema: its page has the fields; a success shows them here.
    const fields = /^[23]/.test(status) ? fieldTable(fieldRows(ctx, m.schema), `Fields of the ${status} ${type} body`) : '';
    return `<p>Media type <code>${escape(type)}</code>: ${typeHtml(ctx, m.schema)}.</p>${fields}`;
  }).join('');
  return `<div class="response"><h3 id="response-${escape(status.toLowerCase())}">${escape(status)}</h3>${ctx.describe(response.description)}${media || '<p>No body.</p>'}</div>`;
}

function credentialHtml(doc: OpenApiDocument, entry: OperationEntry): string {
  const requirements = entry.operation.security ?? doc.security ?? [];
  const names = requirements.flatMap((r) => Object.keys(r));
  if (names.length === 0) return '<p>None: this operation takes no credential.</p>';
  return names.map((name) => {
    const scheme = doc.components?.securitySchemes?.[name];
    const s = scheme && resolve(doc, scheme);
    const how = s?.type === 'http' ? `HTTP ${escape(s.scheme ?? '')} authentication` : s?.type === 'apiKey' ? `an API key in the ${escape(s.in ?? '')} <code>${escape(s.name ?? '')}</code>` : escape(s?.type ?? name);
    return `<p><code>${escape(name)}</code>: ${how}.</p>`;
  }).join('');
}

/** The values of the `type` field (at any depth) of the failure bodies' schemas. */
function errorTypes(doc: OpenApiDocument, failures: Response[]): string[] {
  const found = new Set<string>();
  const visit = (schema: Schema | undefined, depth: number): void => {
    if (!schema || depth > 4) return;
    const s = resolveSchema(doc, schema);
    const type = s.properties?.type && resolveSchema(doc, s.properties.type);
    for (const value of type?.enum ?? (type?.const !== undefined ? [type.const] : [])) found.add(String(value));
    for (const [name, field] of Object.entries(s.properties ?? {})) if (name !== 'type') visit(field, depth + 1);
  };
  for (const failure of failures) for (const m of Object.values(failure.content ?? {})) visit(m.schema, 0);
  return [...found];
}

function resolveSchema(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  return schema ? resolve(doc, schema) : {};
}

// One operation's reference page, as a page model: method and path, summary and description,
// credential, every parameter and body field, every response and failure with its media type
// and schema, the error types it can return, request samples and an example response. A webhook
// (a request the API makes to its consumers) gets the same page, named by its key, with its
// example body in place of the credential and the samples.
import type { OpenApiDocument, OperationEntry, RequestBody, Response, Schema } from '../../lib/openapi/index.js';
import { exampleOf } from '../../lib/openapi/index.js';
import { resolve } from '../../lib/openapi/index.js';
import type { Block, Inline, PageModel } from './page-model/page-model.js';
import { code } from './page-model/page-model.js';
import type { FieldContext } from './schema-fields.js';
import { constraintsOf, fieldRows, fieldTable, typeOf } from './schema-fields.js';
import type { Sample } from './samples.js';

export interface OperationPageInput {
  file: string;
  entry: OperationEntry;
  fields: FieldContext;
  samples: Sample[];
  /** The example of the first success response, from the contract. */
  response?: Sample;
  /** True for an entry of the document's `webhooks`, whose `path` is the webhook's name. */
  webhook?: boolean;
}

/** The reference page of one operation. */
export function operationPage(input: OperationPageInput): PageModel {
  const { entry, fields: ctx } = input;
  const { doc, describe } = ctx;
  const op = entry.operation;
  const title = op.summary?.trim() || entry.id;
  const sections: Array<{ id: string; heading: string; children: Block[] }> = [];
  const section = (id: string, heading: string, children: Block[]): void => void sections.push({ id, heading, children });
  if (!input.webhook) section('authentication', 'Authentication', credentialBlocks(doc, entry));
  if (entry.parameters.length > 0) {
    const rows = entry.parameters.map((p) => {
      const schema = p.schema ?? Object.values(p.content ?? {})[0]?.schema ?? {};
      return [[code(p.name)], [p.in], typeOf(ctx, schema), [p.required ? 'required' : 'optional'], [...describe(p.description), ...constraintsOf(resolveSchema(doc, schema))]];
    });
    section('parameters', 'Parameters', [{ kind: 'table', label: 'Parameters', head: ['Name', 'In', 'Type', 'Required', 'Description'], rows }]);
  }
  const body = op.requestBody && resolve(doc, op.requestBody);
  if (body?.content) {
    const parts: Block[] = [...describe(body.description), { kind: 'p', content: [body.required ? 'Required.' : 'Optional.'] }];
    for (const [media, content] of Object.entries(body.content)) {
      parts.push({ kind: 'p', content: ['Media type ', code(media), ': ', ...typeOf(ctx, content.schema), '.'] }, ...fieldTable(fieldRows(ctx, content.schema), `Fields of the ${media} body`));
    }
    section('request-body', 'Request body', parts);
  }
  const responses = Object.entries(op.responses ?? {});
  section('responses', 'Responses', responses.map(([status, raw]) => responseBlock(ctx, status, resolve(doc, raw))));
  const types = errorTypes(doc, responses.filter(([status]) => !/^[23]/.test(status)).map(([, r]) => resolve(doc, r)));
  if (types.length > 0) section('error-types', 'Error types', [{ kind: 'p', content: ["A failure's body names one of these types:"] }, { kind: 'list', items: types.map((t) => [code(t)]) }]);
  if (input.webhook) section('example', 'Example', bodyExamples(doc, body));
  const samples = input.samples.flatMap((s, i): Block[] => [{ kind: 'heading', depth: 3, id: `sample-${i + 1}`, text: s.label }, { kind: 'code', code: s.code, lang: s.lang, label: `${s.label} sample` }]);
  if (samples.length > 0) section('samples', 'Samples', samples);
  const response = input.response;
  if (response) section('example-response', 'Example response', [{ kind: 'code', code: response.code, lang: response.lang, label: response.label }]);
  const identity: Block[] = input.webhook
    ? [
        { kind: 'p', className: 'endpoint', content: [{ kind: 'method', method: entry.method }, ' to your endpoint: the webhook ', code(entry.path)] },
        ...(entry.id ? [{ kind: 'p', className: 'operation-id', content: ['Operation ', code(entry.id), op.deprecated ? ' (deprecated).' : '.'] } as Block] : []),
      ]
    : [
        { kind: 'p', className: 'endpoint', content: [{ kind: 'method', method: entry.method }, ' ', code(entry.path)] },
        { kind: 'p', className: 'operation-id', content: ['Operation ', code(entry.id), op.deprecated ? ' (deprecated).' : '.'] },
      ];
  const blocks: Block[] = [...identity, ...describe(op.description), ...sections.map((s): Block => ({ kind: 'section', anchor: true, ...s }))];
  const what = input.webhook ? `Webhook ${entry.path}` : `${entry.method} ${entry.path}`;
  const description = op.summary && op.summary !== entry.path ? `${what}: ${op.summary}.` : `${what}.`;
  return { file: input.file, title, description, blocks };
}

function responseBlock(ctx: FieldContext, status: string, response: Response): Block {
  const content = Object.entries(response.content ?? {});
  const media = content.flatMap(([type, m]): Block[] => [
    { kind: 'p', content: ['Media type ', code(type), ': ', ...typeOf(ctx, m.schema), '.'] },
    // Failures share one Error schema: its page has the fields; a success shows them here.
    ...(/^[23]/.test(status) ? fieldTable(fieldRows(ctx, m.schema), `Fields of the ${status} ${type} body`) : []),
  ]);
  return { kind: 'div', className: 'response', children: [{ kind: 'heading', depth: 3, id: `response-${status.toLowerCase()}`, text: status }, ...ctx.describe(response.description), ...(media.length > 0 ? media : [{ kind: 'p', content: ['No body.'] } as Block])] };
}

/** The example of each media type of a body (its own, else its schema's), as code; a sentence when the contract gives none. */
function bodyExamples(doc: OpenApiDocument, body: RequestBody | undefined): Block[] {
  const examples = Object.entries(body?.content ?? {}).flatMap(([media, m]) => {
    const example = exampleOf(doc, m);
    return example ? [[media, example.value] as const] : [];
  });
  if (examples.length === 0) return [{ kind: 'p', content: ['The contract gives no example.'] }];
  return examples.map(([media, value]): Block => ({ kind: 'code', code: JSON.stringify(value, null, 2), lang: /json/.test(media) ? 'json' : 'text', label: `Example ${media} body` }));
}

function credentialBlocks(doc: OpenApiDocument, entry: OperationEntry): Block[] {
  const requirements = entry.operation.security ?? doc.security ?? [];
  const names = requirements.flatMap((r) => Object.keys(r));
  if (names.length === 0) return [{ kind: 'p', content: ['None: this operation takes no credential.'] }];
  return names.map((name): Block => {
    const scheme = doc.components?.securitySchemes?.[name];
    const s = scheme && resolve(doc, scheme);
    const how: Inline[] = s?.type === 'http' ? [`HTTP ${s.scheme ?? ''} authentication`] : s?.type === 'apiKey' ? [`an API key in the ${s.in ?? ''} `, code(s.name ?? '')] : [s?.type ?? name];
    return { kind: 'p', content: [code(name), ': ', ...how, '.'] };
  });
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

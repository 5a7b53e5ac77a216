// One operation's reference page, as a page model: method and path, summary and description,
// the credentials it takes, every parameter and body field (nested ones folded under their
// parent), every response and failure with its headers, media type and schema, and the error
// types it can return; and beside them (a second column on a wide screen, D46; between the
// request and the responses in one column) the request samples, the example request and
// response, and the Try it panel when the API has one. A webhook (a request the API makes to its
// consumers) gets the same page, with its example body in place of the credential and the samples.
import type { Header, OpenApiDocument, OperationEntry, Parameter, RequestBody, Response, Schema } from '../../../lib/openapi/index.js';
import { entryTitle, exampleOf } from '../../../lib/openapi/index.js';
import { resolve } from '../../../lib/openapi/index.js';
import type { Block, Field, Inline, PageModel, TryItForm } from '../page-model/page-model.js';
import { code } from '../page-model/page-model.js';
import type { FieldContext } from './schema-fields.js';
import { fieldBlocks, typeOf } from './schema-fields.js';
import { constraintsOf } from './schema-bounds.js';
import { merged, refName } from './schema-merge.js';
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
  /** The request console, for an API that has one. */
  tryIt?: TryItForm;
}

type Section = Extract<Block, { kind: 'section' }>;

/** The reference page of one operation. */
export function operationPage(input: OperationPageInput): PageModel {
  const { entry, fields: ctx } = input;
  const { doc, describe } = ctx;
  const op = entry.operation;
  const title = entryTitle(entry);
  const sections: Section[] = [];
  const section = (id: string, heading: string, children: Block[]): Section => ({ kind: 'section', anchor: true, id, heading, children });
  if (!input.webhook) sections.push(section('authentication', 'Authentication', credentialBlocks(doc, entry)));
  if (entry.parameters.length > 0) {
    const parameters = entry.parameters.map((p): Field => ({ ...valueField(ctx, p.name, p), place: p.in }));
    sections.push(section('parameters', 'Parameters', [{ kind: 'fields', label: 'Parameters', fields: parameters, places: true }]));
  }
  const body = op.requestBody && resolve(doc, op.requestBody);
  if (body?.content) {
    const parts: Block[] = [...describe(body.description), { kind: 'p', content: [body.required ? 'Required.' : 'Optional.'] }];
    for (const [media, content] of Object.entries(body.content)) {
      parts.push({ kind: 'p', content: ['Media type ', code(media), ': ', ...typeOf(ctx, content.schema), '.'] }, ...fieldBlocks({ ...ctx, reader: 'request' }, content.schema, `Fields of the ${media} body`));
    }
    sections.push(section('request-body', 'Request body', parts));
  }
  const responses = Object.entries(op.responses ?? {});
  sections.push(section('responses', 'Responses', responses.map(([status, raw]) => responseBlock(ctx, status, resolve(doc, raw)))));
  const types = errorTypes(doc, responses.filter(([status]) => !/^[23]/.test(status)).map(([, r]) => resolve(doc, r)));
  if (types.length > 0) sections.push(section('error-types', 'Error types', [{ kind: 'p', content: ["A failure's body names one of these types:"] }, { kind: 'list', items: types.map((t) => [code(t)]) }]));

  const aside: Block[] = [];
  const samples = input.samples.map((s) => ({ title: s.label, children: [{ kind: 'code', code: s.code, lang: s.lang, label: `${s.label} sample` } as Block] }));
  if (samples.length > 0) aside.push(section('samples', 'Samples', oneOrTabs('samples', 'Choose a sample', samples)));
  const examples = [
    ...bodyExamples(doc, body, input.webhook === true).map((block) => ({ title: input.webhook ? 'Body' : 'Request body', children: [block] })),
    ...(input.response ? [{ title: input.response.label, children: [{ kind: 'code', code: input.response.code, lang: input.response.lang, label: input.response.label } as Block] }] : []),
  ];
  if (examples.length > 0) aside.push(section('example', 'Example', oneOrTabs('examples', 'Choose an example', examples)));
  else if (input.webhook) aside.push(section('example', 'Example', [{ kind: 'p', content: ['The contract gives no example.'] }]));
  if (input.tryIt) aside.push({ kind: 'try-it', form: input.tryIt });

  const identity: Block[] = input.webhook
    ? [
        { kind: 'p', className: 'endpoint', content: [{ kind: 'method', method: entry.method }, ' to your endpoint: the webhook ', code(entry.path)] },
        ...(entry.id ? [{ kind: 'p', className: 'operation-id', content: ['Operation ', code(entry.id), op.deprecated ? ' (deprecated).' : '.'] } as Block] : []),
      ]
    : [
        { kind: 'p', className: 'endpoint', content: [{ kind: 'method', method: entry.method }, ' ', code(entry.path)] },
        { kind: 'p', className: 'operation-id', content: ['Operation ', code(entry.id), op.deprecated ? ' (deprecated).' : '.'] },
      ];
  // The samples come after the request and before the responses in reading order (R155): one
  // column shows them there, and a wide screen sets them beside both parts.
  const split = sections.findIndex((s) => s.id === 'responses');
  const main: Block = { kind: 'div', className: 'operation-main', children: [...identity, ...describe(op.description), ...sections.slice(0, split)] };
  const answers: Block = { kind: 'div', className: 'operation-answers', children: sections.slice(split) };
  const blocks: Block[] = [{ kind: 'div', className: 'operation', children: [main, { kind: 'div', className: 'operation-aside', children: aside }, answers] }];
  const what = input.webhook ? `Webhook ${entry.path}` : `${entry.method} ${entry.path}`;
  const description = op.summary && op.summary !== entry.path ? `${what}: ${op.summary}.` : `${what}.`;
  return { file: input.file, title, description, blocks };
}

/** One panel as it is, several as tabs. */
function oneOrTabs(name: string, label: string, panels: Array<{ title: string; children: Block[] }>): Block[] {
  return panels.length === 1 ? panels[0]!.children : [{ kind: 'tabs', name, label, panels }];
}

/** A parameter or a response header as a field: its type, whether it is required, its description and what its schema allows. */
function valueField(ctx: FieldContext, name: string, value: Parameter | Header): Field {
  const schema = value.schema ?? Object.values(value.content ?? {})[0]?.schema ?? {};
  return { name, type: typeOf(ctx, schema), required: value.required === true, details: [...ctx.describe(value.description), ...parameterFacts(ctx.doc, schema)], children: [] };
}

/** A response's headers as fields; OpenAPI has a `Content-Type` among them ignored, the media type saying it. */
function headerFields(ctx: FieldContext, status: string, response: Response): Block[] {
  const headers = Object.entries(response.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type')
    .map(([name, raw]) => valueField(ctx, name, resolve(ctx.doc, raw)));
  return headers.length === 0 ? [] : [{ kind: 'p', content: ['Headers:'] }, { kind: 'fields', label: `Headers of the ${status} response`, fields: headers }];
}

function responseBlock(ctx: FieldContext, status: string, response: Response): Block {
  const content = Object.entries(response.content ?? {});
  const media = content.flatMap(([type, m]): Block[] => [
    { kind: 'p', content: ['Media type ', code(type), ': ', ...typeOf(ctx, m.schema), '.'] },
    // A success shows its fields here. A failure that is one named schema (APIs share an Error
    // schema) links to its page, which has them; any other failure's fields are only here (R225).
    ...(/^[23]/.test(status) || !refName(m.schema) ? fieldBlocks({ ...ctx, reader: 'response' }, m.schema, `Fields of the ${status} ${type} body`) : []),
  ]);
  return {
    kind: 'div', className: 'response',
    children: [{ kind: 'heading', depth: 3, id: `response-${status.toLowerCase()}`, text: status }, ...ctx.describe(response.description), ...headerFields(ctx, status, response), ...(media.length > 0 ? media : [{ kind: 'p', content: ['No body.'] } as Block])],
  };
}

/** The example of each media type of a body (its own, else its schema's), as code. */
function bodyExamples(doc: OpenApiDocument, body: RequestBody | undefined, webhook: boolean): Block[] {
  const examples = Object.entries(body?.content ?? {}).flatMap(([media, m]) => {
    const example = exampleOf(doc, m);
    return example ? [[media, example.value] as const] : [];
  });
  return examples.map(([media, value]): Block => ({ kind: 'code', code: JSON.stringify(value, null, 2), lang: /json/.test(media) ? 'json' : 'text', label: webhook ? `Example ${media} body` : `Example ${media} request body` }));
}

/**
 * The credentials an operation takes. OpenAPI's security requirements are alternatives, each
 * naming the schemes it needs together; an empty one makes a credential optional (R229).
 */
function credentialBlocks(doc: OpenApiDocument, entry: OperationEntry): Block[] {
  const requirements = entry.operation.security ?? doc.security ?? [];
  const ways = requirements.filter((r) => Object.keys(r).length > 0)
    .map((r) => Object.entries(r).flatMap(([name, scopes], i): Inline[] => [...(i > 0 ? [' and '] : []), ...credential(doc, name, scopes)]));
  if (ways.length === 0) return [{ kind: 'p', content: ['None: this operation takes no credential.'] }];
  const optional = ways.length < requirements.length;
  if (ways.length === 1 && !optional) return [{ kind: 'p', content: [...ways[0]!, '.'] }];
  return [{ kind: 'list', lead: optional ? 'Any one of these, or none:' : 'Any one of these:', items: ways }];
}

/** One security scheme as a reader needs it: its name, how the credential is sent, and the scopes the operation asks for. */
function credential(doc: OpenApiDocument, name: string, scopes: readonly string[]): Inline[] {
  const scheme = doc.components?.securitySchemes?.[name];
  const s = scheme && resolve(doc, scheme);
  const how: Inline[] = s?.type === 'http' ? [`HTTP ${s.scheme ?? ''} authentication`]
    : s?.type === 'apiKey' ? [`an API key in the ${s.in ?? ''} `, code(s.name ?? '')]
      : s?.type === 'oauth2' ? ['OAuth 2.0'] : s?.type === 'openIdConnect' ? ['OpenID Connect'] : s?.type === 'mutualTLS' ? ['a client certificate (mutual TLS)'] : [s?.type ?? name];
  const scoped: Inline[] = scopes.length === 0 ? [] : [`, with the scope${scopes.length > 1 ? 's' : ''} `, ...scopes.flatMap((scope, i) => [...(i > 0 ? [', '] : []), code(scope)])];
  return [code(name), ': ', ...how, ...scoped];
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

/** The bounds and values of a parameter's schema, through its `$ref`s and `allOf` parts. */
function parameterFacts(doc: OpenApiDocument, schema: Schema): Block[] {
  const view = merged(doc, schema);
  return constraintsOf(view.schema, view.choices);
}

function resolveSchema(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  return schema ? resolve(doc, schema) : {};
}

// The compact notation (D22): every digest parses back into the operations, inputs,
// responses and failures of the OpenAPI document it was written from.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { parse } from 'yaml';
import type { Digest, TypeExpr } from '../../sitegen/compact/index.js';
import { digestOf, operationDigest, parseCompact, renderType, typeOf, TypeReader, writeCompact } from '../../sitegen/compact/index.js';
import type { OpenApiDocument, Schema } from '../../lib/openapi/index.js';
import { isHttpMethod, operations, readOwnContract, webhooks } from '../../lib/openapi/index.js';
import { operationMarkdown } from '../../sitegen/contracts/index.js';
import { EXAMPLE_API, ROOT } from './helpers.js';

const DOCUMENTS = ['openapi/site.yaml', 'openapi/invoicing.yaml', 'tests/sitegen/golden/compact/kitchen-sink.yaml', 'tests/sitegen/golden/compact/invoicing.yaml'];

/** A document of DOCUMENTS: folio's own contract from its JSON twin when it matches the YAML (R177), the others parsed. */
async function load(file: string): Promise<OpenApiDocument> {
  if (file === 'openapi/invoicing.yaml') return readOwnContract(path.join(ROOT, file));
  return parse(await readFile(path.join(ROOT, file), 'utf8')) as OpenApiDocument;
}

/** What the document says, read straight from it: one line per operation, input and outcome. */
function fromDocument(doc: OpenApiDocument): string[] {
  const deref = <T>(value: T): T => {
    const ref = (value as { $ref?: string }).$ref;
    return ref ? deref(ref.slice(2).split('/').reduce<any>((node, key) => node[key], doc) as T) : value;
  };
  const media = (m: string): string => m.replace(/\s+/g, '').toLowerCase();
  const lines: string[] = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(item).filter(isHttpMethod)) {
      const op = (item as Record<string, any>)[method];
      lines.push(`${op.operationId} ${method.toUpperCase()} ${route}`);
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
      const unique = params.filter((p, i) => params.findIndex((q) => q.name === p.name && q.in === p.in) === i);
      for (const p of unique) lines.push(`  > ${p.in} ${p.name}${p.in === 'path' || p.required ? '' : '?'}`);
      const body = op.requestBody && deref(op.requestBody);
      for (const m of Object.keys(body?.content ?? {})) lines.push(`  > body${body.required ? '' : '?'} ${media(m)}`);
      for (const [status, raw] of Object.entries<any>(op.responses ?? {})) {
        const sign = /^[123]/.test(status) ? '<' : '!';
        const kinds = Object.keys(deref(raw).content ?? {});
        for (const m of kinds.length > 0 ? kinds : ['-']) lines.push(`  ${sign} ${status} ${media(m)}`);
      }
    }
  }
  return lines;
}

/** The same lines, read from a parsed digest. */
function fromDigest(digest: Digest): string[] {
  return digest.ops.flatMap((op) => [
    `${op.id} ${op.method} ${op.path}`,
    ...op.inputs.map((i) => (i.in === 'body' ? `  > body${i.required ? '' : '?'} ${i.media ?? 'application/json'}` : `  > ${i.in} ${i.name}${i.required ? '' : '?'}`)),
    ...[...op.responses.map((o) => ['<', o] as const), ...op.failures.map((o) => ['!', o] as const)]
      .sort(([, a], [, b]) => (a.status < b.status ? -1 : a.status > b.status ? 1 : 0))
      .map(([sign, o]) => `  ${sign} ${o.status} ${o.media ?? (o.type ? 'application/json' : '-')}`),
  ]);
}

describe.each(DOCUMENTS)('the compact digest of %s', (file) => {
  let doc: OpenApiDocument;
  beforeAll(async () => {
    doc = await load(file);
  });

  test('names every operation, method, path, input, response and failure of the document', () => {
    expect(fromDigest(parseCompact(writeCompact(digestOf(doc))))).toEqual(fromDocument(doc));
  });

  test("keeps the seed's line shapes: `operationId METHOD /path`, `type  # status description`, media on a line of its own", () => {
    const lines = writeCompact(digestOf(doc)).split('\n');
    const ops = lines.slice(lines.indexOf('[ops]') + 1, lines.findIndex((line, i) => i > lines.indexOf('[ops]') && /^\[|^$/.test(line)));
    const heads = ops.filter((line) => !line.startsWith(' '));
    expect(heads.filter((line) => !/^\S+ [A-Z]+ \/\S*$/.test(line))).toEqual([]);
    expect(heads.map((line) => line.split(' ').slice(1).join(' '))).toEqual(operations(doc).map((entry) => `${entry.method} ${entry.path}`));
    const outcomes = ops.filter((line) => /^ {2}[<!] /.test(line) && !/^ {2}! [\d X]+$|^ {2}! default/.test(line));
    expect(outcomes.filter((line) => !/^ {2}[<!] \S+ {2}# \S+/.test(line))).toEqual([]);
    const media = ops.filter((line) => line.startsWith('    '));
    expect(media.filter((line) => !/^ {4}media: \S+$/.test(line))).toEqual([]);
  });

  test('names every webhook of the document in [webhooks], in order, with its method and body type', () => {
    const hooks = webhooks(doc);
    const digest = parseCompact(writeCompact(digestOf(doc)));
    expect((digest.webhooks ?? []).map((hook) => `${hook.id} ${hook.method}`)).toEqual(hooks.map((entry) => `${entry.path} ${entry.method}`));
    for (const [i, entry] of hooks.entries()) {
      const schema = entry.operation.requestBody?.content?.['application/json']?.schema;
      expect(digest.webhooks![i]!.inputs.find((input) => input.in === 'body')?.type).toEqual(typeOf(doc, schema));
    }
  });

  test('parses back into exactly the digest it was written from', () => {
    const digest = digestOf(doc);
    expect(parseCompact(writeCompact(digest))).toEqual(JSON.parse(JSON.stringify(digest)));
  });

  test('gives every operation a Markdown digest whose compact block parses back to that operation', () => {
    const detailed = digestOf(doc, { fullNotes: true });
    for (const entry of operations(doc)) {
      const markdown = operationMarkdown(doc, detailed, entry, doc.servers?.[0]?.url ?? 'https://example.com');
      const block = /```compact\n([\s\S]*?)```/.exec(markdown)![1];
      expect(parseCompact(block)).toEqual(JSON.parse(JSON.stringify(operationDigest(detailed, entry.id))));
      expect(markdown).toMatch(/```sh\ncurl -sS /);
    }
  });
});

test('keeps the example digest within a quarter of the tokens of the example JSON', async () => {
  const doc = parse(await readFile(EXAMPLE_API, 'utf8')) as OpenApiDocument;
  const compact = countTokens(writeCompact(digestOf(doc)));
  expect(compact / countTokens(`${JSON.stringify(doc, null, 2)}\n`)).toBeLessThanOrEqual(0.25);
});

describe('type expressions', () => {
  const doc: OpenApiDocument = { openapi: '3.1.0', info: { title: 't', version: '1' }, components: { schemas: { Thing: { type: 'object' }, date: { type: 'string' } } } };
  const names = new Set(['Thing', 'date']);
  const cases: Array<[string, { schema: Schema; want: string }]> = [
    ['a nullable string with a length bound', { schema: { type: ['string', 'null'], maxLength: 5 }, want: 'str(..5)|null' }],
    ['a string format written as its own type', { schema: { type: 'string', format: 'date-time' }, want: 'date-time' }],
    ['binary content', { schema: { type: 'string', contentMediaType: 'application/pdf' }, want: 'bin' }],
    ['enum members that would read as something else', { schema: { enum: ['draft', 'two words', 'int', 'Thing', '7', 7, true, null] }, want: 'draft|"two words"|"int"|"Thing"|"7"|7|true|null' }],
    ['an array of a union', { schema: { type: 'array', items: { oneOf: [{ $ref: '#/components/schemas/Thing' }, { type: 'integer' }] }, minItems: 1 }, want: '(Thing|int)[](1..)' }],
    ['an intersection inside a union', { schema: { anyOf: [{ allOf: [{ $ref: '#/components/schemas/Thing' }, { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }] }, { type: 'null' }] }, want: 'Thing&{id:str}|null' }],
    ['a map with a property bound', { schema: { type: 'object', additionalProperties: { type: 'boolean' }, maxProperties: 3 }, want: '{*:bool}(..3)' }],
    ['an inline object with quoted keys and defaults', { schema: { type: 'object', properties: { 'a b': { type: 'integer', default: 1 }, '*': { type: 'string', default: 'x, }' } } }, want: '{"a b"?:int=1,"*"?:str="x, }"}' }],
    ['a reference to a type with a reserved name', { schema: { $ref: '#/components/schemas/date' }, want: '@date' }],
    ['a constant', { schema: { const: 'fast' }, want: 'fast' }],
  ];
  test.each(cases)('writes %s and reads it back', (_, { schema, want }) => {
    const expr = typeOf(doc, schema);
    const text = renderType(expr, names);
    expect(text).toBe(want);
    const reader = new TypeReader(text, 0, names);
    const back: TypeExpr = reader.type();
    expect(back).toEqual(expr);
    expect(reader.pos).toBe(text.length);
  });
});

test('writes getLlmsTxt of the site API as `< str  # 200 ...` with its media type on the next line', async () => {
  const lines = writeCompact(digestOf(await load('openapi/site.yaml'))).split('\n');
  const at = lines.indexOf('getLlmsTxt GET /llms.txt');
  expect(lines.slice(at + 2, at + 4)).toEqual(['  < str  # 200 The index', '    media: text/plain;charset=utf-8']);
});

test('puts deprecation in the description line and reads it back', async () => {
  const text = writeCompact(digestOf(await load('tests/sitegen/golden/compact/invoicing.yaml')));
  expect(text).toContain('downloadInvoicePdf GET /invoices/{invoice_id}/pdf\n  (deprecated) Download an invoice as PDF\n');
  expect(parseCompact(text).ops.filter((op) => op.deprecated).map((op) => op.id)).toEqual(['downloadInvoicePdf']);
  const bare = parseCompact('[meta]\napi: x\n[ops]\nold GET /old\n  (deprecated)\n  < -  # 204 Gone\n').ops[0];
  expect({ summary: bare.summary, deprecated: bare.deprecated }).toEqual({ summary: '', deprecated: true });
});

test.each([
  ['a word after the path', 'old GET /old deprecated\n  Old\n  < -  # 204 Gone\n', /^line 4: expected "operationId METHOD \/path"/],
  ['a media type between the type and the note', 'pdf GET /pdf\n  A PDF\n  < bin application/pdf  # 200 The PDF\n', /^line 6: unexpected text at column 4/],
  ['a media line under nothing it can belong to', 'pdf GET /pdf\n  A PDF\n    media: application/pdf\n', /^line 6: a media line follows one input, response or failure/],
])('refuses %s', (_, ops, error) => {
  expect(() => parseCompact(`[meta]\napi: x\n[ops]\n${ops}`)).toThrow(error);
});

test('reports the line of a digest it cannot read', () => {
  expect(() => parseCompact('[meta]\napi: x\n[ops]\nlistThings GET /things\n  List things\n  ? what\n')).toThrow(/^line 6: /);
});

// The examples of both contracts (D44): every component schema, request body and 2xx or 4xx
// response carries one, each validates against its schema with the formats the server checks
// (Ajv 2020-12 with ajv-formats in full mode), and the invoicing examples hold together as
// the service would answer: ids in its prefix format, totals per D5, error types that match
// their status.
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { MediaType, OpenApiDocument, Schema } from '../../lib/openapi/index.js';
import { mediaTypeExamples, operations, readOwnContract, resolve, withDefinitions } from '../../lib/openapi/index.js';
import { computeTotals } from '../../server/domain/totals.js';
import type { LineItem } from '../../server/domain/records.js';
import { standaloneSchema } from '../../sitegen/contracts/index.js';
import { ROOT } from '../sitegen/helpers.js';

const contracts = ['invoicing', 'site'].map((name) => [name, readOwnContract(join(ROOT, `openapi/${name}.yaml`))] as const);
const invoicing = contracts[0][1];

/**
 * One Ajv per contract, holding all its component schemas once, under `$defs` of a schema of
 * its own (`standaloneSchema`), which every example's validator refers to: a new Ajv for each
 * example compiled the components it needs again each time, most of this file's time.
 */
const shared = new Map<OpenApiDocument, { ajv: Ajv2020; id: string }>();

function sharedAjv(doc: OpenApiDocument): { ajv: Ajv2020; id: string } {
  let found = shared.get(doc);
  if (!found) {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv, { mode: 'full' });
    ajv.addKeyword('x-enumDescriptions');
    // The discriminator names the property that tells the oneOf's branches apart; `const` decides.
    ajv.addKeyword('discriminator');
    const id = `urn:folio-examples:${shared.size}`;
    const schemas = doc.components?.schemas ?? {};
    const ALL = '__all';
    const all = { anyOf: Object.keys(schemas).map((name) => ({ $ref: `#/components/schemas/${name}` })) };
    ajv.addSchema(standaloneSchema({ components: { schemas: { ...schemas, [ALL]: all } } }, ALL, id));
    found = { ajv, id };
    shared.set(doc, found);
  }
  return found;
}

/** `value` with each `$ref` into `$defs` pointed at the same definition of the schema `id`. */
function intoShared(value: unknown, id: string): unknown {
  if (Array.isArray(value)) return value.map((item) => intoShared(item, id));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) =>
    [key, key === '$ref' && typeof child === 'string' && child.startsWith('#/$defs/') ? `${id}${child}` : intoShared(child, id)]));
}

function validatorFor(doc: OpenApiDocument, schema: Schema): ValidateFunction {
  const { ajv, id } = sharedAjv(doc);
  const { $defs: _own, ...root } = withDefinitions(doc, schema);
  return ajv.compile(intoShared(root, id) as Schema);
}

/** Every place of a contract that must carry an example, with its media type. */
function mediaPlaces(doc: OpenApiDocument): Array<[string, string, MediaType]> {
  const places: Array<[string, string, MediaType]> = [];
  for (const entry of operations(doc)) {
    const body = entry.operation.requestBody && resolve(doc, entry.operation.requestBody);
    for (const [type, media] of Object.entries(body?.content ?? {})) places.push([`${entry.id} request body ${type}`, 'request', media]);
    for (const [status, raw] of Object.entries(entry.operation.responses ?? {})) {
      if (!/^[24]/.test(status)) continue;
      for (const [type, media] of Object.entries(resolve(doc, raw).content ?? {})) places.push([`${entry.id} ${status} ${type}`, status, media]);
    }
  }
  return places;
}

const schemaCases = contracts.flatMap(([api, doc]) =>
  Object.keys(doc.components?.schemas ?? {}).map((name) => [`${api} ${name}`, doc, name] as const));

test.each(schemaCases)('the schema %s has examples, each valid against it', (_, doc, name) => {
  const examples = doc.components!.schemas![name].examples ?? [];
  expect(examples.length).toBeGreaterThan(0);
  const validate = validatorFor(doc, { $ref: `#/components/schemas/${name}` });
  for (const example of examples) expect({ example, errors: validate(example) ? null : validate.errors }).toEqual({ example, errors: null });
});

const mediaCases = contracts.flatMap(([api, doc]) => mediaPlaces(doc).map(([where, status, media]) => [`${api} ${where}`, doc, status, media] as const));

test.each(mediaCases)('%s has its own examples, each valid against its schema', (_, doc, _status, media) => {
  const examples = mediaTypeExamples(doc, media);
  expect(examples.length).toBeGreaterThan(0);
  const validate = validatorFor(doc, media.schema ?? {});
  for (const { name, value } of examples) expect({ name, errors: validate(value) ? null : validate.errors }).toEqual({ name, errors: null });
});

/** Every value inside an example, depth first. */
function* walk(value: unknown): Generator<unknown> {
  yield value;
  if (Array.isArray(value)) for (const item of value) yield* walk(item);
  else if (value !== null && typeof value === 'object') for (const child of Object.values(value)) yield* walk(child);
}

function everyInvoicingExample(): unknown[] {
  const values: unknown[] = Object.values(invoicing.components?.schemas ?? {}).flatMap((s) => s.examples ?? []);
  for (const example of Object.values(invoicing.components?.examples ?? {})) values.push((example as { value?: unknown }).value);
  return values;
}

test('every id in the invoicing examples has the prefix and the 22 base62 characters the service gives', () => {
  const ids = everyInvoicingExample().flatMap((example) => [...walk(example)])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((text) => text.match(/\b(?:inv|cn|cus|acct|req|evt|we|whd|msg)_[A-Za-z0-9]*/g) ?? []);
  expect(ids.length).toBeGreaterThan(20);
  expect(ids.filter((id) => !/^[a-z]+_[0-9A-Za-z]{22}$/.test(id))).toEqual([]);
});

test('every invoice and credit note in the examples has the subtotal, tax and total of its lines (D5)', () => {
  const documents = everyInvoicingExample().flatMap((example) => [...walk(example)])
    .filter((v): v is { lines: LineItem[]; subtotal: { amount: number }; tax: { amount: number }; total: { amount: number } } =>
      v !== null && typeof v === 'object' && 'lines' in v && 'total' in v);
  expect(documents.length).toBeGreaterThan(5);
  for (const doc of documents) {
    const totals = computeTotals(doc.lines);
    expect([doc.subtotal.amount, doc.tax.amount, doc.total.amount]).toEqual([totals.subtotal, totals.tax, totals.total]);
  }
});

test('the invoice examples bill two lines in EUR, taxed at 19% and 7%', () => {
  const invoice = invoicing.components!.schemas!.Invoice.examples![0] as { lines: LineItem[]; total: { currency: string } };
  expect([invoice.total.currency, invoice.lines.map((line) => line.tax_rate)]).toEqual(['EUR', [19, 7]]);
});

const errorTypeOf: Record<string, string> = { '400': 'invalid_request', '401': 'authentication_failed', '404': 'not_found', '408': 'invalid_request', '409': 'conflict', '413': 'invalid_request', '415': 'invalid_request', '422': 'invalid_request', '429': 'rate_limited' };

test('every error example of the invoicing API has the type of its status and a one-sentence message', () => {
  const seen = mediaPlaces(invoicing).filter(([, status]) => status in errorTypeOf).flatMap(([where, status, media]) =>
    mediaTypeExamples(invoicing, media).map(({ value }) => {
      const { type, message } = (value as { error: { type: string; message: string } }).error;
      return { where, type, sentence: /^[A-Z`a-z].*[.]$/.test(message) && !/\.\s+[A-Z]/.test(message) };
    }));
  expect(seen.length).toBeGreaterThan(100);
  expect(seen.filter((s) => s.type !== errorTypeOf[s.where.split(' ')[1]] || !s.sentence)).toEqual([]);
});

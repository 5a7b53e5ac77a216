// Property-based fuzzing of every authenticated operation, with requests derived from the
// contract: path ids of records that exist (in every state) or not, and query strings,
// headers and bodies generated from the contract's JSON Schemas, valid ones and ones with
// exactly one rule broken. For every request: never a 5xx, a status the operation documents,
// a body valid against its schema, every error the Error body of its status (400 for the
// query or a header, 422 for the body, 404, 409) with `param` naming the broken field,
// accepted values read back exactly as sent, and a database untouched by every rejected
// request (D3, D4, D9, D10).
//
// Runs with a fixed seed, printed in each test's name and on failure; replay or vary it with
// FUZZ_SEED=<seed>. FUZZ_SCALE multiplies the run counts; FUZZ_STATS=1 prints what was sent.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { pathFor, type JsonSchema, type Operation } from '../../helpers/contract.js';
import { startTime } from '../../helpers/service.js';
import { contract, expectErrorBody, roundTrips, schemaErrors } from './contract-checks.js';
import { taxCategories, type TaxCategory } from '../../../server/domain/tax-categories.js';
import { found, idKinds, makeWorld, realCursor, receiverUrl, type Generated, type World } from './fuzz-world.js';
import { arbitraryOf, paramOf, type Generation } from './schema-arbitrary.js';
import { mutatedArbitrary, type Mutation } from './schema-mutations.js';

const seed = Number(process.env.FUZZ_SEED ?? 20261121);
const scale = Number(process.env.FUZZ_SCALE ?? 1);
/** The PDF route renders a document per success, so it gets fewer runs. */
const runs = (op: Operation, n: number) => Math.max(1, Math.round((op.operationId === 'downloadInvoicePdf' ? n / 6 : n) * scale));
/** Runs with one rule broken: many for a body, some for query parameters, few for an unknown one alone. */
const brokenRuns = (op: Operation) => runs(op, op.requestBodySchema ? 560 : op.queryParams.length > 0 ? 360 : 60);
/** Runs with a request that matches the contract, per operation. */
const validRuns = 300;
const timeoutMs = 120_000;

/** D6-D8, D34: the states from which each change is refused with 409. */
const refusedFrom: Record<string, readonly string[]> = {
  updateInvoice: ['open', 'paid', 'void'],
  sendInvoice: ['open', 'paid', 'void'],
  payInvoice: ['draft', 'paid', 'void'],
  voidInvoice: ['paid'],
  createCreditNote: ['draft', 'void'],
  recordPayment: ['draft', 'paid', 'void'],
  // A draft has no number and no issue date to put in an e-invoice (D38), nor has the world's
  // void invoice, which was voided as a draft.
  getInvoiceEInvoice: ['draft', 'void'],
};

/**
 * The 422s that a body matching the contract may still get, for rules that the contract
 * states only in prose (D4, D9, D48): a customer the key cannot see, mixed currencies, a negative
 * or too large total, a too large line (beyondExactLine), a tax rate with more than four
 * decimals, a due date before creation, an Idempotency-Key reused with another body; a webhook
 * URL that the environment refuses, an endpoint the key cannot see (D31); a line's VAT category
 * and its rate or exemption reason (D36), a supply date beside a service period (D37), the
 * rules of an e-invoice format, which name the invoice's, the seller's or the customer's field (D38),
 * a payment above what is due or in another currency (D41), one dated before its invoice (R154), the
 * rate of an invoice in another currency (D52), and a discount or charge without an amount, a
 * reason, or a line of its VAT category and rate to lower (D50).
 */
const proseRules = new RegExp('^(customer_id|due_date|lines|lines\\[\\d+\\]\\.(tax_rate|tax_category|tax_exemption_reason|unit_price\\.currency)'
  + '|Idempotency-Key|url|endpoint_id|supply_date|service_period(\\.(start|end))?|buyer_reference|purchase_order|(seller|customer)\\.[a-z_.]+|amount|paid_at|tax_exchange_rate'
  + '|(discounts|charges)(\\[\\d+\\](\\.[a-z_.]+)?)?|lines\\[\\d+\\]\\.discount(\\.[a-z_.]+)?)$');

/** Whether `param` names the unit price of a line whose net passes 2^53 - 1 minor units, which D48 refuses. */
function beyondExactLine(body: unknown, param: string): boolean {
  const index = /^lines\[(\d+)\]\.unit_price\.amount$/.exec(param)?.[1];
  const line = index === undefined ? undefined : (body as { lines?: Array<{ quantity: number; unit_price: { amount: number } }> }).lines?.[Number(index)];
  if (!line) return false;
  const net = BigInt(line.quantity) * BigInt(line.unit_price.amount);
  return (net < 0n ? -net : net) > BigInt(Number.MAX_SAFE_INTEGER);
}

/** Query or header parameters as one object schema, so that they fuzz like a body. */
function parameterSchema(params: Operation['queryParams'], closed: boolean): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

/** Fields of an operation's success body that its request body lacks: the service computes them. */
function computedFields(op: Operation): Record<string, JsonSchema> {
  const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1]?.schema;
  const accepted = op.requestBodySchema?.properties ?? {};
  return Object.fromEntries(Object.entries(success?.properties ?? {}).filter(([name]) => !(name in accepted)));
}

function broken(valid: Generated, location: 'body' | 'query' | 'header', m: Mutation): Generated {
  // A deepObject query parameter's field is named as it is sent: `due_date[gte]` (D42).
  const param = location === 'query' && m.path.length === 2 ? `${String(m.path[0])}[${String(m.path[1])}]` : paramOf(m.path);
  const mutation = { location, rule: m.rule, kind: m.kind, path: m.path, param };
  if (location === 'body') return { ...valid, body: m.value, mutation };
  return { ...valid, [location === 'query' ? 'query' : 'headers']: m.value as Record<string, unknown>, mutation };
}

/** Valid requests and requests with one rule broken, for one operation. */
function requests(world: World, op: Operation) {
  const day = (offset: number) => new Date(Date.parse(startTime) + offset * 86_400_000).toISOString().slice(0, 10);
  const field = (schema: string, name: string) => contract.schema(schema).properties![name]!;
  const mostly = (usual: fc.Arbitrary<unknown>, schema: JsonSchema) =>
    fc.oneof({ weight: 9, arbitrary: usual }, { weight: 1, arbitrary: arbitraryOf(schema, { wire: 'json' }) });
  const rarely = (usual: fc.Arbitrary<unknown>, schema: JsonSchema) =>
    fc.oneof({ weight: 29, arbitrary: usual }, { weight: 1, arbitrary: arbitraryOf(schema, { wire: 'json' }) });
  const customerIds = fc.oneof(
    { weight: 8, arbitrary: fc.constant(world.customers.own) },
    { weight: 1, arbitrary: fc.constantFrom(world.customers.other, 'cus_0000000000000000000000') },
  );
  // The prose rules of D4, so that most valid bodies are accepted; the others must fail on them.
  const bodyHints = (currency: unknown): Generation['hints'] => ({
    customer_id: customerIds,
    due_date: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: 1095 }).map(day) }, { weight: 1, arbitrary: fc.integer({ min: -400, max: -1 }).map(day) }),
    // Mostly on or after the day the world's invoices were issued; a payment before it is refused (R154).
    paid_at: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: 365 }).map(day) }, { weight: 1, arbitrary: fc.integer({ min: -400, max: -1 }).map(day) }),
    tax_rate: fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 10_000),
    // A payment's amount is Money, mostly in the world's EUR and at most its invoices' total (D41); a unit price's is minor units;
    // a discount's or a charge's is Money in the invoice's currency, or null beside a percentage (D50).
    amount: (schema: JsonSchema) => op.operationId === 'recordPayment'
      ? mostly(fc.record({ amount: fc.integer({ min: 1, max: 100_000 }), currency: fc.constant('EUR') }), field('PaymentCreate', 'amount'))
      : schema.type === 'integer'
        ? mostly(fc.integer({ min: 0, max: 100_000 }), field('UnitPrice', 'amount'))
        : mostly(fc.option(fc.record({ amount: fc.integer({ min: 1, max: 1_000 }), currency: fc.constant(currency) }), { nil: null }), schema),
    quantity: mostly(fc.integer({ min: 1, max: 100 }), field('LineItem', 'quantity')),
    currency: fc.constant(currency),
    url: mostly(fc.constantFrom(receiverUrl, 'https://127.0.0.1/in', 'http://[::1]:8080/x?y=1'), field('WebhookEndpointCreate', 'url')),
    endpoint_id: mostly(fc.constant(world.endpoint), field('ResendRequest', 'endpoint_id')),
    // Mostly left out: a supply date and a service period together are refused (D37).
    service_period: fc.option(fc.integer({ min: 0, max: 365 }).map((n) => ({ start: day(n), end: day(n + 30) })), { nil: undefined, freq: 4 }),
    // Mostly the standard rate that the hinted rates above 0 call for, without a reason (D36).
    tax_category: mostly(fc.constant('S'), field('LineItem', 'tax_category')),
    tax_exemption_reason: mostly(fc.constant(null), field('LineItem', 'tax_exemption_reason')),
    // Rarely any: a discount or charge needs a reason and a line of its VAT category and rate (D50),
    // which a schema's values seldom meet; the discounts' own tests cover the accepted ones.
    discounts: (schema: JsonSchema) => rarely(fc.constant([]), schema),
    charges: (schema: JsonSchema) => rarely(fc.constant([]), schema),
    discount: (schema: JsonSchema) => rarely(fc.constant(null), schema),
  });
  const queryHints: Generation['hints'] = {
    customer_id: fc.oneof(customerIds, arbitraryOf(op.queryParams.find((p) => p.name === 'customer_id')?.schema ?? {}, { wire: 'query' })),
    cursor: fc.constant(realCursor),
  };
  // All lines of an invoice share one currency (D4); a credit note's are in its invoice's, and the world's invoices are in EUR (D34).
  const currencies = op.operationId === 'createCreditNote' ? fc.constant('EUR') : fc.constantFrom(...contract.schema('Currency').enum!);
  const bodySchema = op.requestBodySchema;
  const body = bodySchema && currencies.chain((c) => arbitraryOf(bodySchema, { wire: 'json', hints: bodyHints(c) }));
  const query = parameterSchema(op.queryParams, true);
  const headers = parameterSchema(op.headerParams, false);

  // Mostly records that accept the operation, so that most valid requests succeed.
  const accepts = (kind: string) => found(kind) && !refusedFrom[op.operationId]?.includes(kind);
  const kindsOf = (name: string) => idKinds[name] ?? ['missing'];
  const pathKinds = fc.record(Object.fromEntries(op.pathParams.map((p) => [
    p.name,
    fc.oneof(...kindsOf(p.name).map((kind) => ({ weight: accepts(kind) ? 6 : 1, arbitrary: fc.constant(kind) }))),
  ])));
  const valid: fc.Arbitrary<Generated> = fc.record({
    pathKinds,
    query: arbitraryOf(query, { wire: 'query', hints: queryHints }) as fc.Arbitrary<Record<string, unknown>>,
    headers: arbitraryOf(headers, { wire: 'header' }) as fc.Arbitrary<Record<string, unknown>>,
    body: body === undefined ? fc.constant(undefined) : op.requestBodyRequired ? body : fc.option(body, { nil: undefined }),
  });

  // One rule broken in one place, on records that accept the operation.
  const accepting = Object.fromEntries(op.pathParams.map((p) => [p.name, kindsOf(p.name).find(accepts) ?? 'missing']));
  const forbidden = Object.fromEntries(Object.entries(computedFields(op)).map(([name, schema]) => [name, arbitraryOf(schema, { wire: 'json' })]));
  // Bodies have the most rules to break, so they get the most runs.
  const locations = [{ weight: 1, arbitrary: fc.tuple(valid, mutatedArbitrary(query, { wire: 'query', hints: queryHints })).map(([v, m]) => broken(v, 'query', m)) }];
  if (op.headerParams.length > 0) {
    locations.push({ weight: 1, arbitrary: fc.tuple(valid, mutatedArbitrary(headers, { wire: 'header' })).map(([v, m]) => broken(v, 'header', m)) });
  }
  if (bodySchema) {
    const mutatedBody = currencies.chain((c) => mutatedArbitrary(bodySchema, { wire: 'json', hints: bodyHints(c) }, forbidden));
    locations.push({ weight: 4, arbitrary: fc.tuple(valid, mutatedBody).map(([v, m]) => broken(v, 'body', m)) });
  }
  const mutated = fc.oneof(...locations).map((g) => ({ ...g, pathKinds: accepting }));
  return { valid, mutated };
}

/** Never a 5xx; a documented status; a body valid against its documented schema; a Request-Id. */
function expectDocumented(op: Operation, res: Response): void {
  if (res.status >= 500) throw new Error(`a ${res.status}`);
  if (!res.headers['request-id']) throw new Error('no Request-Id header');
  const documented = op.responses[String(res.status)];
  if (!documented) throw new Error(`status ${res.status} is not documented for ${op.operationId}`);
  if (res.status >= 400) return expectErrorBody(res, res.status);
  if (documented.contentType === 'application/json' && documented.schema) {
    const invalid = schemaErrors(documented.schema, res.body);
    if (invalid) throw new Error(`the body does not match the ${res.status} schema: ${invalid}`);
  } else if (documented.contentType) {
    if (!documented.contentTypes.some((type) => String(res.headers['content-type']).startsWith(type))) throw new Error(`content-type ${res.headers['content-type']}`);
  } else if (res.text) {
    throw new Error(`a body on a ${res.status}, which documents none`);
  }
}

/** The operation that reads a body of this schema back by its id (getInvoice, getCustomer). */
function readerOf(schema: JsonSchema | undefined): Operation | undefined {
  if (!schema?.properties?.id) return undefined;
  return contract.operations.find((o) => o.method === 'get' && o.pathParams.length === 1 && isDeepStrictEqual(o.responses['200']?.schema, schema));
}

/** A body as the service keeps it: a line's missing exemption reason is its category's standard sentence (D36). */
function withStandardReasons(body: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(body.lines)) return body;
  return {
    ...body,
    lines: (body.lines as Array<Record<string, unknown>>).map((line) => {
      const standard = taxCategories[line.tax_category as TaxCategory]?.defaultReason;
      return line.tax_exemption_reason == null && standard ? { ...line, tax_exemption_reason: standard } : line;
    }),
  };
}

/**
 * A discount or charge as the service answers it (D50): the amount computed from a percentage
 * replaces the one sent beside it, and a left-out category and rate are taken from the lines;
 * what is computed is checked by the discounts' own tests, not here.
 */
function withoutComputed(allowance: unknown): unknown {
  if (allowance === null || typeof allowance !== 'object') return allowance;
  const { amount, tax_category: category, tax_rate: rate, ...rest } = allowance as Record<string, unknown>;
  return {
    ...rest,
    ...((allowance as { percentage?: unknown }).percentage == null && amount != null ? { amount } : {}),
    ...(category == null ? {} : { tax_category: category }),
    ...(rate == null ? {} : { tax_rate: rate }),
  };
}

/** A body as the service keeps it, short of what it computes for discounts and charges. */
function asKept(body: Record<string, unknown>): Record<string, unknown> {
  const kept = withStandardReasons(body);
  const list = (value: unknown) => (Array.isArray(value) ? value.map(withoutComputed) : value);
  return {
    ...kept,
    ...('discounts' in kept ? { discounts: list(kept.discounts) } : {}),
    ...('charges' in kept ? { charges: list(kept.charges) } : {}),
    ...(Array.isArray(kept.lines) ? { lines: (kept.lines as Array<Record<string, unknown>>).map((line) => ('discount' in line ? { ...line, discount: withoutComputed(line.discount) } : line)) } : {}),
  };
}

/** Accepted values come back exactly as sent, in the response and in a later read. */
async function expectRoundTrip(world: World, op: Operation, g: Generated, res: Response): Promise<void> {
  const schema = op.responses[String(res.status)]?.schema;
  const sent = g.body !== null && typeof g.body === 'object' && !Array.isArray(g.body) ? asKept(JSON.parse(JSON.stringify(g.body)) as Record<string, unknown>) : {};
  for (const [name, value] of Object.entries(sent)) {
    if (schema?.properties?.[name] && !roundTrips(value, res.body[name])) {
      throw new Error(`${name} was accepted as ${JSON.stringify(value)} but answered as ${JSON.stringify(res.body[name])}`);
    }
  }
  const reader = readerOf(schema);
  if (!reader || reader === op) return;
  const read = await world.s.as(world.s.alice).get(pathFor(reader, { [reader.pathParams[0]!.name]: res.body.id }));
  if (read.status !== 200 || !roundTrips(res.body, read.body)) {
    throw new Error(`${reader.operationId} then answers ${read.status} ${JSON.stringify(read.body)}`);
  }
}

type Tally = Map<string, number>;
/** Generated requests sent by this file, all operations together. */
let requestsSent = 0;
const count = (tally: Tally, key: string) => {
  requestsSent += 1;
  tally.set(key, (tally.get(key) ?? 0) + 1);
};

async function checkValid(world: World, op: Operation, g: Generated, tally: Tally): Promise<void> {
  const { res, description, ids, expectNoWrites } = await world.send(op, g);
  count(tally, `${res.status}${res.body?.error?.param ? ` ${res.body.error.param}` : ''}`);
  try {
    expectDocumented(op, res);
    if (res.status >= 400) expectNoWrites();
    const unseen = Object.entries(g.pathKinds).find(([, kind]) => !found(kind));
    const state = g.pathKinds.invoice_id;
    const sentCustomer = (g.body as { customer_id?: unknown } | undefined)?.customer_id;
    // A reused Idempotency-Key is answered before the record's state and the body's own rules (D9).
    const reusedKey = g.headers['Idempotency-Key'] !== undefined && res.body.error?.param === 'Idempotency-Key';
    if (unseen) {
      // The key is the caller's own: reused with another request, it is refused before the lookup.
      if (reusedKey) expectErrorBody(res, 422, 'Idempotency-Key');
      else expectErrorBody(res, 404, unseen[0]);
    } else if (state && refusedFrom[op.operationId]?.includes(state)) {
      if (reusedKey) expectErrorBody(res, 422, 'Idempotency-Key');
      else expectErrorBody(res, 409);
    } else if (sentCustomer !== undefined && sentCustomer !== world.customers.own) {
      expectErrorBody(res, 422, reusedKey ? 'Idempotency-Key' : 'customer_id');
    } else if (res.status === 422) {
      const param = String(res.body.error.param);
      if (!proseRules.test(param) && !beyondExactLine(g.body, param)) throw new Error('a 422 for a body that matches the contract and the rules of D4');
    } else if (res.status >= 300) {
      throw new Error(`a ${res.status} for a request that matches the contract`);
    } else {
      await expectRoundTrip(world, op, g, res);
      if (op.method !== 'get') for (const id of ids) world.forget(id);
    }
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${description}`, { cause: error });
  }
}

async function checkMutated(world: World, op: Operation, g: Generated, tally: Tally): Promise<void> {
  const { res, description, expectNoWrites } = await world.send(op, g);
  const m = g.mutation!;
  count(tally, `${m.location} ${res.status} ${m.kind}`);
  try {
    expectDocumented(op, res);
    expectNoWrites();
    expectErrorBody(res, m.location === 'body' ? 422 : 400, m.param);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nbroken: ${m.rule}\n${description}`, { cause: error });
  }
}

function report(op: Operation, kind: string, tally: Tally): void {
  if (!process.env.FUZZ_STATS) return;
  const total = [...tally.values()].reduce((a, b) => a + b, 0);
  const lines = [...tally].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${key} x${n}`);
  process.stdout.write(`${op.operationId} ${kind} (${total}): ${lines.join(', ')}\n`);
}

const operations = contract.operations.filter((op) => !op.public);
// A property stopped by Jest's timeout would go on running against the next test's records.
const limits = (numRuns: number) => ({ seed, numRuns, interruptAfterTimeLimit: timeoutMs - 15_000, markInterruptAsFailure: true });

test('fuzzes every operation of the contract that takes a key', () => {
  expect(operations.map((op) => op.operationId).sort()).toEqual([
    'createCreditNote', 'createCustomer', 'createInvoice', 'createWebhookEndpoint', 'deleteCustomer', 'deleteWebhookEndpoint', 'downloadInvoicePdf',
    'getAccount', 'getCreditNote', 'getCreditNoteEInvoice', 'getCustomer', 'getEvent', 'getInvoice', 'getInvoiceEInvoice', 'getWebhookEndpoint', 'listCreditNotes', 'listCustomers', 'listEvents',
    'listInvoices', 'listWebhookEndpoints', 'payInvoice', 'recordPayment', 'resendEvent', 'rotateWebhookEndpointSecret', 'sendInvoice', 'updateCustomer', 'updateInvoice',
    'updateWebhookEndpoint', 'voidCreditNote', 'voidInvoice',
  ]);
});

describe.each(operations.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  let world: World;
  beforeAll(async () => { world = await makeWorld(); }, timeoutMs);
  afterAll(() => world.close());

  // First, while the database is small: every rejected request costs two snapshots of it.
  test(`answers a request with one rule broken 400 or 422 naming the field, and writes nothing (seed ${seed})`, async () => {
    const tally: Tally = new Map();
    const property = fc.asyncProperty(requests(world, op).mutated, (g) => checkMutated(world, op, g, tally));
    await fc.assert(property, limits(brokenRuns(op)));
    report(op, 'broken', tally);
  }, timeoutMs);

  test(`answers a request that matches the contract as documented, and a rejected one writes nothing (seed ${seed})`, async () => {
    const tally: Tally = new Map();
    const property = fc.asyncProperty(requests(world, op).valid, (g) => checkValid(world, op, g, tally));
    await fc.assert(property, limits(runs(op, validRuns)));
    report(op, 'valid', tally);
    const accepted = [...tally].filter(([key]) => key.startsWith('2')).reduce((sum, [, n]) => sum + n, 0);
    // A health check of the generator, not of the service: enough valid requests are accepted to
    // check their round trip. One in thirty since D50 and D52 gave invoices optional fields whose
    // schema-drawn values the prose rules mostly refuse: createInvoice had 26 of its 300 accepted
    // at the default seed, and 16, 24 and 23 at FUZZ_SEED=1, 3 and 4, which one in twelve failed.
    expect(accepted).toBeGreaterThan(runs(op, validRuns) / 30);
  }, timeoutMs);
});

test('sends at least 6,000 generated requests in a default run (with hostile-fuzz.test.ts, at least 10,000)', () => {
  if (process.env.FUZZ_STATS) process.stdout.write(`contract fuzz: ${requestsSent} requests\n`);
  expect(requestsSent).toBeGreaterThanOrEqual(Math.round(6000 * Math.min(scale, 1)));
});

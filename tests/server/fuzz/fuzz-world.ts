// The records a fuzzed request can name, kept in stock: one service on a listening socket,
// a customer of the key's account and one of another account, an invoice in every state and a
// credit note (made again through the API whenever a request has moved it on), real pagination cursors,
// and the sending of one generated request with the database snapshot taken just before it.
import { demoSeller } from '../../../server/demo.js';
import { Agent, createServer, type Server } from 'node:http';
import request from 'supertest';
import type { Response } from 'supertest';
import { pathFor, type Operation } from '../../helpers/contract.js';
import { startService, type TestService } from '../../helpers/service.js';
import { contract, expectSameRows } from './contract-checks.js';
import type { Path } from './schema-arbitrary.js';

/** Which records a path id may name, by path parameter. */
export const idKinds: Record<string, readonly string[]> = {
  invoice_id: ['draft', 'open', 'paid', 'void', 'another account', 'missing'],
  customer_id: ['own', 'another account', 'missing'],
  event_id: ['own', 'another account', 'missing'],
  endpoint_id: ['own', 'another account', 'missing'],
  credit_note_id: ['issued', 'another account', 'missing'],
};

/** A webhook URL that the sandbox accepts without resolving a name. */
export const receiverUrl = 'http://127.0.0.1:9/hooks';

/** Whether a kind of id names a record the key can see. */
export const found = (kind: string) => kind !== 'another account' && kind !== 'missing';

/** Stands for a real next_cursor of the same list and filters, fetched just before the request. */
export const realCursor = '<a next_cursor for these filters>';

/** encodeURIComponent, and also the sub-delimiters it leaves alone, which OpenAPI reserves. */
export const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Query parameters as sent; those of `deep` (deepObject, D42) as `created[gte]=...`, each field its own. */
function queryText(entries: Array<[string, unknown]>, deep: ReadonlySet<string>): string {
  return entries.flatMap(([k, v]) => (deep.has(k) && v !== null && typeof v === 'object'
    ? Object.entries(v).map(([sub, value]) => `${encode(`${k}[${sub}]`)}=${encode(String(value))}`)
    : [`${encode(String(k))}=${encode(String(v))}`])).join('&');
}

/** The query parameters of `op` that are objects, sent in deepObject style. */
const deepObjects = (op: Operation) => new Set(op.queryParams.filter((p) => p.schema.type === 'object').map((p) => p.name));

/** A request as generated: path ids by kind, query and header values as text, a JSON body or none. */
export interface Generated {
  pathKinds: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: unknown;
  /** What was broken, for a request with one rule broken. */
  mutation?: { location: 'body' | 'query' | 'header'; rule: string; kind: string; path: Path; param: string | null };
}

export interface Sent {
  res: Response;
  /** The request and the response, for a failure message. */
  description: string;
  /** The ids the path named. */
  ids: string[];
  /** Throws if the request changed the database. */
  expectNoWrites(): void;
}

export interface World {
  s: TestService;
  customers: { own: string; other: string };
  /** A webhook endpoint of the key's account that no request deletes (the one resendEvent names). */
  endpoint: string;
  send(op: Operation, g: Generated): Promise<Sent>;
  /** Forgets an invoice that a successful change may have moved to another state. */
  forget(id: string): void;
  close(): Promise<void>;
}

const missing = {
  invoice_id: 'inv_0000000000000000000000', customer_id: 'cus_0000000000000000000000',
  event_id: 'evt_0000000000000000000000', endpoint_id: 'we_0000000000000000000000', credit_note_id: 'cn_0000000000000000000000',
} as Record<string, string>;

/** Invoices in stock bill 10^15 minor units, so that generated credit notes mostly fit under what is left to credit (D34). */
const stockLines = [{ description: 'Stock', quantity: 1_000_000, unit_price: { amount: 1_000_000_000, currency: 'EUR' as const } }];
const creditLines = [{ description: 'Credit', quantity: 1, unit_price: { amount: 100, currency: 'EUR' as const } }];

export async function makeWorld(): Promise<World> {
  const s = await startService();
  // A seller with what EN 16931 asks of one, so that sent invoices have e-invoices (D35, D38).
  await s.store.setSellerProfile('alice', demoSeller);
  const server: Server = createServer(s.app).listen(0);
  // One kept-alive connection for the fuzzed requests, one after another, as a client would keep
  // it: a connection each cost every request a connect and a close.
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
  const as = s.as(s.alice);
  const own = (await s.customer(s.alice)).id;
  const other = (await s.customer(s.bob)).id;
  const otherInvoice = (await s.invoice(s.bob, { customer_id: other })).id;
  // A second customer and two invoices, so that every list has a second page.
  await s.customer(s.alice);
  for (let i = 0; i < 2; i += 1) await s.invoice(s.alice, { customer_id: own });
  const newEndpoint = async (key: string) => (await s.as(key).post('/webhook_endpoints', { url: receiverUrl, enabled_events: ['*'] })).body.id as string;
  const endpoint = await newEndpoint(s.alice);
  await newEndpoint(s.alice); // a second page of endpoints
  const others = { event: (await s.as(s.bob).get('/events?limit=1')).body.data[0].id as string, endpoint: await newEndpoint(s.bob) };
  const ownEvent = (await as.get('/events?limit=1')).body.data[0].id as string;
  /** A credit note on a newly sent invoice of the key's account; its credit leaves the invoice open. */
  const newCreditNote = async (key: string, customer: string) => {
    const invoice = (await s.invoice(key, { customer_id: customer, lines: stockLines })).id;
    await s.as(key).post(`/invoices/${invoice}/send`);
    return (await s.as(key).post(`/invoices/${invoice}/credit_notes`, { lines: creditLines, reason: 'other' })).body.id as string;
  };
  const otherCreditNote = await newCreditNote(s.bob, other);

  const stock = new Map<string, string>();
  const moveTo: Record<string, (id: string) => Promise<unknown>> = {
    draft: async () => undefined,
    open: (id) => as.post(`/invoices/${id}/send`),
    paid: async (id) => { await as.post(`/invoices/${id}/send`); await as.post(`/invoices/${id}/pay`); },
    void: (id) => as.delete(`/invoices/${id}`),
  };

  async function idFor(param: string, kind: string): Promise<string> {
    if (kind === 'missing') return missing[param] ?? 'missing';
    if (param === 'customer_id') return kind === 'own' ? own : other;
    if (param === 'event_id') return kind === 'own' ? ownEvent : others.event;
    if (param === 'endpoint_id') {
      if (kind === 'another account') return others.endpoint;
      // Requests may delete or change it: each gets one of its own.
      stock.set('endpoint', stock.get('endpoint') ?? await newEndpoint(s.alice));
      return stock.get('endpoint')!;
    }
    if (param === 'credit_note_id') {
      if (kind === 'another account') return otherCreditNote;
      // A void makes it void: each request that may gets one of its own, like an invoice.
      stock.set('credit note', stock.get('credit note') ?? await newCreditNote(s.alice, own));
      return stock.get('credit note')!;
    }
    if (kind === 'another account') return otherInvoice;
    const stocked = stock.get(kind);
    if (stocked) return stocked;
    const id = (await s.invoice(s.alice, { customer_id: own, lines: stockLines })).id;
    await moveTo[kind]!(id);
    stock.set(kind, id);
    return id;
  }

  /** The next_cursor of the first one-record page of the list with these filters, if there is a second page. */
  async function cursorFor(op: Operation, query: Record<string, unknown>): Promise<string | undefined> {
    const filters = Object.entries(query).filter(([name]) => name !== 'cursor' && name !== 'limit');
    const text = queryText([...filters, ['limit', 1]], deepObjects(op));
    const page = await as.get(`${op.pathTemplate}?${text}`);
    return typeof page.body?.next_cursor === 'string' ? page.body.next_cursor : undefined;
  }

  return {
    s,
    customers: { own, other },
    endpoint,
    async send(op, g) {
      // At most 16 endpoints per account (D31): make room, keeping the ones the world names.
      if (op.operationId === 'createWebhookEndpoint' || g.pathKinds.endpoint_id) {
        const listed = (await as.get('/webhook_endpoints?limit=100')).body.data as Array<{ id: string }>;
        const keep = new Set([endpoint, stock.get('endpoint')]);
        for (const { id } of listed.slice(0, Math.max(0, listed.length - 8))) if (!keep.has(id)) await as.delete(`/webhook_endpoints/${id}`);
      }
      const pathValues: Record<string, string> = {};
      for (const [name, kind] of Object.entries(g.pathKinds)) pathValues[name] = await idFor(name, kind);
      const values = { ...g.query };
      if (values.cursor === realCursor) {
        values.cursor = await cursorFor(op, values);
        if (values.cursor === undefined) delete values.cursor;
      }
      const query = queryText(Object.entries(values), deepObjects(op));
      const url = `${contract.basePath}${pathFor(op, pathValues)}${query ? `?${query}` : ''}`;
      let req = request(server)[op.method](url).agent(keepAlive).set('Authorization', `Bearer ${s.alice}`);
      for (const [name, value] of Object.entries(g.headers)) req = req.set(name, String(value));
      const text = g.body === undefined ? undefined : JSON.stringify(g.body);
      if (text !== undefined) req = req.set('Content-Type', 'application/json').send(text);

      const before = s.snapshot();
      const res = await req;
      const clip = (t: string | undefined) => (t && t.length > 2000 ? `${t.slice(0, 2000)}...` : t);
      const headers = Object.entries(g.headers).map(([k, v]) => `\n  ${k}: ${String(v)}`).join('');
      const description = `${op.method.toUpperCase()} ${url}${headers}${text === undefined ? '' : `\n  ${clip(text)}`}`
        + `\n-> ${res.status} ${clip(JSON.stringify(res.body))}`;
      return { res, description, ids: Object.values(pathValues), expectNoWrites: () => expectSameRows(before, s.snapshot()) };
    },
    forget(id) {
      for (const [kind, stocked] of stock) if (stocked === id) stock.delete(kind);
    },
    close: () => new Promise<void>((done) => {
      keepAlive.destroy();
      server.close(() => done());
    }),
  };
}

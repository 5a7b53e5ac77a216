// A fresh invoicing service for one test: an in-memory database, a fixed clock that only
// moves when the test moves it, two accounts with sandbox keys, and request helpers.
import { pino } from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../server/app.js';
import { issueApiKey } from '../../server/auth/issue-key.js';
import type { AppConfig, Environment } from '../../server/config.js';
import { openSqliteStore } from '../../server/store/sqlite.js';
import type { Store } from '../../server/store/store.js';
import type { components } from '../../generated/invoicing.js';

export type Invoice = components['schemas']['Invoice'];
export type Customer = components['schemas']['Customer'];

export const startTime = '2026-11-21T10:00:00.000Z';

/** Where tests pretend the server is reached; pdf_url links start with it. */
export const publicUrl = { sandbox: 'https://sandbox.folio.example/v2', production: 'https://api.folio.example/v2' } as const;

export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(iso: string): void;
}

export function fixedClock(iso = startTime): TestClock {
  let now = new Date(iso).getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => { now += ms; };
  clock.set = (value) => { now = new Date(value).getTime(); };
  return clock;
}

export interface TestService {
  app: Express;
  store: Store;
  clock: TestClock;
  /** A sandbox key of account "alice" and one of account "bob". */
  alice: string;
  bob: string;
  config: AppConfig;
  as(key: string): {
    get(path: string): request.Test;
    post(path: string, body?: unknown): request.Test;
    patch(path: string, body?: unknown): request.Test;
    delete(path: string): request.Test;
  };
  /** Creates a customer for the key's account through the API. */
  customer(key: string, overrides?: Partial<components['schemas']['CustomerCreate']>): Promise<Customer>;
  /** Creates a draft invoice through the API. */
  invoice(key: string, body?: Partial<components['schemas']['InvoiceCreate']>): Promise<Invoice>;
  /** Every row of the data tables, to prove that a rejected request changed nothing. */
  snapshot(): Record<string, unknown[]>;
  /** Rows of one table, for assertions on what a request wrote. */
  rows(table: string): Record<string, unknown>[];
}

export const address = { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' };

export function line(amount = 1000, extra: Record<string, unknown> = {}) {
  return { description: 'Consulting', quantity: 1, unit_price: { amount, currency: 'EUR' as const }, ...extra };
}

export async function startService(options: { environment?: Environment; rateLimit?: number } = {}): Promise<TestService> {
  const environment = options.environment ?? 'sandbox';
  const store = openSqliteStore(':memory:', environment);
  const clock = fixedClock();
  const config: AppConfig = {
    environment, version: '0.0.0-test', region: 'test-1', secret: 'test-secret', validateResponses: true, outboxBacklogLimit: 5,
    publicUrl: publicUrl[environment], rateLimit: options.rateLimit ?? 0,
  };
  const app = createApp({ store, clock, config, logger: pino({ level: 'silent' }) });
  const alice = (await issueApiKey(store, { account: 'alice', environment, at: clock() })).key;
  const bob = (await issueApiKey(store, { account: 'bob', environment, at: clock() })).key;
  const db = (store as unknown as { db: import('better-sqlite3').Database }).db;

  const as: TestService['as'] = (key) => ({
    get: (path) => request(app).get(`/v2${path}`).set('Authorization', `Bearer ${key}`),
    post: (path, body) => {
      const req = request(app).post(`/v2${path}`).set('Authorization', `Bearer ${key}`);
      return body === undefined ? req : req.send(body as object);
    },
    patch: (path, body) => request(app).patch(`/v2${path}`).set('Authorization', `Bearer ${key}`).send(body as object),
    delete: (path) => request(app).delete(`/v2${path}`).set('Authorization', `Bearer ${key}`),
  });

  const service: TestService = {
    app, store, clock, alice, bob, config, as,
    async customer(key, overrides = {}) {
      const res = await as(key).post('/customers', { name: 'Ada Lovelace', email: 'ada@example.com', address, ...overrides });
      if (res.status !== 201) throw new Error(`customer create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as Customer;
    },
    async invoice(key, body = {}) {
      const customerId = body.customer_id ?? (await service.customer(key)).id;
      const res = await as(key).post('/invoices', { customer_id: customerId, lines: [line()], ...body });
      if (res.status !== 201) throw new Error(`invoice create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as Invoice;
    },
    rows(table) {
      return db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Record<string, unknown>[];
    },
    snapshot() {
      return Object.fromEntries(['accounts', 'api_keys', 'customers', 'invoices', 'idempotency_keys', 'outbox'].map((t) => [t, service.rows(t)]));
    },
  };
  return service;
}

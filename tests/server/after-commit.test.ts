// Nothing that can fail runs between a committed write and its response (issue 19): for every
// write route, a failure is injected into each step that could follow the store's write (the
// clock and the signed pdf_url, any further read of the store, the check of the response
// against the contract), and the answer is either a 2xx for the committed write or an error
// with the database as it was: never an error behind which the write was made.
import type { AppDeps } from '../../server/app-deps.js';
import type { Clock } from '../../server/config.js';
import type { Store } from '../../server/store/store.js';
import { address, line, startService, type TestService } from '../helpers/service.js';
import { expectSameRows } from './fuzz/contract-checks.js';

/** The store methods that write what a route's request asks for. */
const writes = new Set(['insertCustomer', 'insertInvoice', 'updateDraft', 'transition']);

/** A failure, armed for one request, that strikes once the store has committed a write. */
interface Injection {
  name: string;
  inject(deps: AppDeps, afterCommit: () => boolean): AppDeps;
}

const failure = () => new Error('injected failure after the commit');

const injections: Injection[] = [
  {
    name: 'the clock (and so the signed pdf_url)',
    inject: (deps, afterCommit) => ({
      ...deps,
      clock: (() => { if (afterCommit()) throw failure(); return deps.clock(); }) as Clock,
    }),
  },
  {
    name: 'every later call to the store',
    inject: (deps, afterCommit) => ({
      ...deps,
      store: new Proxy(deps.store, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver) as unknown;
          if (typeof value !== 'function' || writes.has(String(name))) return value;
          return (...args: unknown[]) => { if (afterCommit()) throw failure(); return (value as (...a: unknown[]) => unknown).apply(target, args); };
        },
      }) as Store,
    }),
  },
  {
    name: 'the response check against the contract (a pdf_url that is no URI)',
    inject: (deps) => ({ ...deps, config: { ...deps.config, publicUrl: 'not a url' } }),
  },
];

interface Route {
  name: string;
  /** Makes what the request needs, before the failure is armed. */
  prepare(s: TestService): Promise<string>;
  send(s: TestService, id: string): Promise<{ status: number }>;
}

const draft = async (s: TestService) => (await s.invoice(s.alice)).id;
const open = async (s: TestService) => {
  const id = await draft(s);
  await s.as(s.alice).post(`/invoices/${id}/send`);
  return id;
};

const routes: Route[] = [
  { name: 'POST /customers', prepare: async () => '', send: (s) => s.as(s.alice).post('/customers', { name: 'n', email: 'a@b.example', address }) },
  { name: 'POST /invoices', prepare: async (s) => (await s.customer(s.alice)).id, send: (s, id) => s.as(s.alice).post('/invoices', { customer_id: id, lines: [line()] }) },
  { name: 'POST /invoices with an Idempotency-Key', prepare: async (s) => (await s.customer(s.alice)).id, send: (s, id) => s.as(s.alice).post('/invoices', { customer_id: id, lines: [line()] }).set('Idempotency-Key', 'k1') },
  { name: 'PATCH /invoices/{id}', prepare: draft, send: (s, id) => s.as(s.alice).patch(`/invoices/${id}`, { notes: 'changed' }) },
  { name: 'POST /invoices/{id}/send', prepare: draft, send: (s, id) => s.as(s.alice).post(`/invoices/${id}/send`) },
  { name: 'POST /invoices/{id}/pay', prepare: open, send: (s, id) => s.as(s.alice).post(`/invoices/${id}/pay`) },
  { name: 'DELETE /invoices/{id}', prepare: open, send: (s, id) => s.as(s.alice).delete(`/invoices/${id}`) },
];

const cases = routes.flatMap((route) => injections.map((injection) => [route.name, injection.name, route, injection] as const));

test.each(cases)('%s with a failure in %s answers 2xx or leaves the database as it was', async (_route, _injection, route, injection) => {
  let armed = false;
  let committed = false;
  const s = await startService({
    inject: (deps) => {
      const watched = new Proxy(deps.store, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            if (armed && writes.has(String(name))) committed = true;
            return result;
          };
        },
      }) as Store;
      return injection.inject({ ...deps, store: watched }, () => armed && committed);
    },
  });
  const id = await route.prepare(s);
  const before = s.snapshot();
  armed = true;
  const res = await route.send(s, id);
  armed = false;
  if (res.status >= 300) expectSameRows(before, s.snapshot());
});

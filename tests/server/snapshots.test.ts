// The proof behind every "a rejected request writes nothing" of the HTTP suites: a service's
// snapshot, taken before a request and compared after it (tests/helpers/service.ts), sees a row
// written in between, and keeps the rows as they were when it was taken, on either engine.
import { isDeepStrictEqual } from 'node:util';
import { expectSameRows } from './fuzz/contract-checks.js';
import { address, startService } from '../helpers/service.js';

test('a snapshot keeps the rows of its moment and differs from one taken after a write', async () => {
  const s = await startService();
  const before = s.snapshot();
  expect(s.snapshot()).toEqual(before);
  const res = await s.as(s.alice).post('/customers', { name: 'Grace Hopper', email: 'grace@example.com', address });
  expect(res.status).toBe(201);
  const after = s.snapshot();
  expect(() => expectSameRows(before, after)).toThrow('the request changed the database (tables: customers, events)');
  expect(isDeepStrictEqual(before, after)).toBe(false);
  expect(before.customers).toEqual([]);
  expect((after.customers as Array<{ id: string }>).map((row) => row.id)).toEqual([res.body.id]);
});

test('a snapshot taken after a request that was refused equals the one before it', async () => {
  const s = await startService();
  const customer = await s.customer(s.alice);
  const before = s.snapshot();
  const res = await s.as(s.alice).post('/invoices', { customer_id: customer.id, lines: [] });
  expect(res.status).toBe(422);
  expect(() => expectSameRows(before, s.snapshot())).not.toThrow();
  expect(s.snapshot()).toEqual(before);
});

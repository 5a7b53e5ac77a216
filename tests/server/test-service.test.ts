// The snapshots that prove a rejected request changed nothing (tests/helpers/service.ts), on
// the engine under test: one taken after a write shows it, even when SQLite's last snapshot
// was kept because nothing had been written since.
import { startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => { s = await startService(); });

test('a snapshot after a refused request equals the one before, and one after a write shows the new row', async () => {
  const before = s.snapshot();
  expect((await s.as(s.alice).post('/customers', { name: '' })).status).toBe(422);
  const unchanged = s.snapshot();
  expect(unchanged).toEqual(before);

  const customer = await s.customer(s.alice);
  const after = s.snapshot();
  expect(after).not.toEqual(unchanged);
  expect((after.customers as Array<{ id: string }>).map((row) => row.id)).toContain(customer.id);
  expect((unchanged.customers as unknown[]).length).toBe((after.customers as unknown[]).length - 1);
});

test('a write that changes a row in place, with no row added, still makes a new snapshot', async () => {
  const customer = await s.customer(s.alice);
  const before = s.snapshot();
  expect((await s.as(s.alice).patch(`/customers/${customer.id}`, { name: 'Grace Hopper' })).status).toBe(200);
  const after = s.snapshot();
  expect((after.customers as Array<{ name: string }>).map((row) => row.name)).toContain('Grace Hopper');
  expect((before.customers as Array<{ name: string }>).map((row) => row.name)).not.toContain('Grace Hopper');
});

// Keyset pagination with opaque, filter-bound cursors (D10).
import { line, startService, type Invoice, type TestService } from '../helpers/service.js';

let s: TestService;
beforeAll(async () => {
  s = await startService();
});

async function walk(path: string, limit: number): Promise<{ items: Invoice[]; pages: number }> {
  const items: Invoice[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await s.as(s.alice).get(`${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    pages += 1;
    items.push(...res.body.data);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    if (!res.body.has_more) expect(res.body.next_cursor).toBeNull();
    cursor = res.body.next_cursor;
  } while (cursor);
  return { items, pages };
}

const newestFirst = (a: Invoice, b: Invoice) =>
  a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1;

describe('with 250 invoices', () => {
  const created: Invoice[] = [];
  let customers: string[];

  beforeAll(async () => {
    customers = [(await s.customer(s.alice)).id, (await s.customer(s.alice)).id];
    for (let i = 0; i < 250; i += 1) {
      // Several invoices share each instant, so ties are broken by id.
      if (i % 3 === 0) s.clock.advance(1000);
      const res = await s.as(s.alice).post('/invoices', { customer_id: customers[i % 2], lines: [line(100 + i)] });
      created.push(res.body);
      if (i % 5 === 0) await s.as(s.alice).post(`/invoices/${res.body.id}/send`);
    }
  }, 60_000);

  test('walking with limit=7 returns each invoice exactly once, newest first, and ends with has_more false', async () => {
    const { items, pages } = await walk('/invoices', 7);
    expect(pages).toBe(Math.ceil(250 / 7));
    expect(items.map((i) => i.id)).toEqual([...created].sort(newestFirst).map((i) => i.id));
  });

  test('walking with a status filter returns exactly the invoices in that state', async () => {
    const { items } = await walk('/invoices?status=open', 7);
    expect(items).toHaveLength(50);
    expect(items.every((i) => i.status === 'open')).toBe(true);
    expect(items.map((i) => i.id)).toEqual(created.filter((_, i) => i % 5 === 0).sort(newestFirst).map((i) => i.id));
  });

  test('walking with a customer filter returns exactly that customer\'s invoices', async () => {
    const { items } = await walk(`/invoices?customer_id=${customers[1]}`, 7);
    expect(items.map((i) => i.id)).toEqual(created.filter((i) => i.customer_id === customers[1]).sort(newestFirst).map((i) => i.id));
  });

  test('the default page holds 20 invoices', async () => {
    const res = await s.as(s.alice).get('/invoices');
    expect(res.body.data).toHaveLength(20);
    expect(res.body.has_more).toBe(true);
  });

  test('a cursor made with one filter is refused with another, as 400 on cursor', async () => {
    const first = await s.as(s.alice).get('/invoices?status=open&limit=2');
    const res = await s.as(s.alice).get(`/invoices?status=draft&limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      type: 'invalid_request',
      message: 'cursor is not a next_cursor this service returned for these filters; start again without a cursor.',
      param: 'cursor',
    });
  });

  test("a cursor is refused for another account's key", async () => {
    const first = await s.as(s.alice).get('/invoices?limit=2');
    const res = await s.as(s.bob).get(`/invoices?limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('cursor');
  });

  test('a cursor whose position was altered is refused', async () => {
    const first = await s.as(s.alice).get('/invoices?limit=2');
    const [payload, signature] = (first.body.next_cursor as string).split('.');
    const position = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify([position[0], 'inv_zzzzzzzzzzzzzzzzzzzzzz'])).toString('base64url')}.${signature}`;
    const res = await s.as(s.alice).get(`/invoices?limit=2&cursor=${forged}`);
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('cursor');
  });
});

test('an empty list is one page with has_more false and next_cursor null', async () => {
  const fresh = await startService();
  const res = await fresh.as(fresh.alice).get('/invoices');
  expect(res.body).toEqual({ data: [], has_more: false, next_cursor: null });
});

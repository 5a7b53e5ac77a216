// The Store contract for reading invoices, on every engine: amounts come back as exact
// numbers, and an account reads only its own. Writes are services (server/services/).
import { engines } from '../helpers/engines.js';
import { useWorld } from './fixtures.js';

const largest = Number.MAX_SAFE_INTEGER;

describe.each(engines)('%s store: invoices', (engine) => {
  const world = useWorld(engine);

  test('an invoice round-trips with lines, metadata, notes, due date, and amounts as exact numbers', async () => {
    const { store, alice } = world();
    const invoice = await world().draft({
      subtotal: largest - 10, tax: 10, total: largest, notes: 'Net 30', metadata: { order: '42', z: 'last', a: 'first' },
      lines: [{ description: 'Everything', quantity: 1, unit_price: { amount: largest - 10, currency: 'EUR' }, tax_rate: 0.0001 }],
    });
    const read = await store.getInvoice(alice.id, invoice.id);
    expect(read).toEqual(invoice);
    expect(typeof read!.total).toBe('number');
    expect(Object.keys(read!.metadata)).toEqual(['order', 'z', 'a']);
    const discount = await world().draft({ subtotal: -500, tax: -95, total: 0 });
    expect(await store.getInvoice(alice.id, discount.id)).toMatchObject({ subtotal: -500, tax: -95, total: 0 });
  });

  test('another account cannot read an invoice; findInvoiceById can, for signed links', async () => {
    const { store, bob } = world();
    const invoice = await world().draft();
    expect(await store.getInvoice(bob.id, invoice.id)).toBeUndefined();
    expect(await store.findInvoiceById(invoice.id)).toEqual(invoice);
    expect(await store.findInvoiceById('inv_unknown')).toBeUndefined();
  });
});

// Discounts and charges over HTTP (D50, EN 16931 BG-20, BG-21, BG-27): create, read, list, update
// and events carry them; the totals and the tax breakdown follow BR-CO-10 to BR-CO-17 as R182
// rounds them; a rule broken is 422 naming the field, and nothing is written; a sent invoice
// keeps them frozen.
import { line, startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** 10 x 120.00 at 19% less 10% on the line, 2 x 45.99 at 7%, 50.00 off at 19% and 9.90 shipping at 19%. */
const mixed = {
  lines: [
    { ...line(12000, { tax_rate: 19 }), quantity: 10, discount: { percentage: 10, reason: 'Volume discount' } },
    { ...line(4599, { tax_rate: 7 }), description: 'Technical handbook', quantity: 2 },
  ],
  discounts: [{ amount: eur(5000), reason: 'Loyalty discount', reason_code: '95', tax_category: 'S', tax_rate: 19 }],
  charges: [{ amount: eur(990), reason: 'Shipping', reason_code: 'FC', tax_category: 'S', tax_rate: 19 }],
};

describe('an invoice with discounts and charges', () => {
  test('is created with its amounts resolved, the totals of EN 16931 and a breakdown that sums to them', async () => {
    const customer = await s.customer(s.alice);
    const res = await s.as(s.alice).post('/invoices', { customer_id: customer.id, ...mixed });
    expect(res.status).toBe(201);
    const invoice = res.body;
    expect(invoice.lines[0].discount).toEqual({ amount: eur(12000), percentage: 10, reason: 'Volume discount' });
    expect(invoice.discounts).toEqual([{ amount: eur(5000), percentage: null, reason: 'Loyalty discount', reason_code: '95', tax_category: 'S', tax_rate: 19 }]);
    expect(invoice.charges).toEqual([{ amount: eur(990), percentage: null, reason: 'Shipping', reason_code: 'FC', tax_category: 'S', tax_rate: 19 }]);
    // BT-106 = 108000 + 9198; BT-109 = 117198 - 5000 + 990; tax = 20520 + 644 - 950 + 188.
    expect(invoice).toMatchObject({
      subtotal: eur(117198), discount_total: eur(5000), charge_total: eur(990), total_excluding_tax: eur(113188), tax: eur(20402), total: eur(133590),
      amount_due: eur(133590),
    });
    expect(invoice.tax_breakdown).toEqual([
      { category: 'S', rate: 19, taxable_amount: eur(103990), tax_amount: eur(19758), exemption_reason: null },
      { category: 'S', rate: 7, taxable_amount: eur(9198), tax_amount: eur(644), exemption_reason: null },
    ]);
    const [row] = s.rows('invoices');
    expect(row).toMatchObject({ subtotal: 117198, tax: 20402, total: 133590 });
    expect(JSON.parse(row!.discounts_json as string)).toEqual(invoice.discounts);
    expect(JSON.parse(row!.charges_json as string)).toEqual(invoice.charges);
    expect(JSON.parse(row!.lines_json as string)[0].discount).toEqual(invoice.lines[0].discount);

    const read = await s.as(s.alice).get(`/invoices/${invoice.id}`);
    expect(read.body).toMatchObject({ discounts: invoice.discounts, charges: invoice.charges, total: eur(133590), tax_breakdown: invoice.tax_breakdown });
    const list = await s.as(s.alice).get('/invoices');
    expect(list.body.data[0]).toMatchObject({ discounts: invoice.discounts, charges: invoice.charges, total_excluding_tax: eur(113188) });
    const events = await s.as(s.alice).get('/events?type=invoice.created');
    expect(events.body.data[0].data.object).toMatchObject({ discounts: invoice.discounts, charges: invoice.charges, total: eur(133590) });
  });

  test('a percentage without category or rate takes the one category and rate of the lines, and its amount is rounded half away from zero', async () => {
    const customer = await s.customer(s.alice);
    const res = await s.as(s.alice).post('/invoices', {
      customer_id: customer.id, lines: [{ ...line(1000, { tax_rate: 19 }), quantity: 3 }],
      // 2.5% of 30.00 is 0.75; its tax 0.1425 rounds to 0.14. 0.5% of 30.00 is 0.15; its tax 0.0285 rounds to 0.03.
      discounts: [{ percentage: 2.5, reason: 'Early payment' }], charges: [{ percentage: 0.5, reason_code: 'ABL' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.discounts).toEqual([{ amount: eur(75), percentage: 2.5, reason: 'Early payment', reason_code: null, tax_category: 'S', tax_rate: 19 }]);
    expect(res.body.charges[0]).toMatchObject({ amount: eur(15), tax_category: 'S', tax_rate: 19 });
    expect(res.body).toMatchObject({ subtotal: eur(3000), total_excluding_tax: eur(2940), tax: eur(570 - 14 + 3), total: eur(2940 + 559) });
  });

  test('a charge in a category no line has gets its own breakdown entry', async () => {
    const customer = await s.customer(s.alice);
    const res = await s.as(s.alice).post('/invoices', {
      customer_id: customer.id, lines: [line(10000, { tax_rate: 20 })],
      charges: [{ amount: eur(1500), reason: 'Zero-rated transport', tax_category: 'Z', tax_rate: 0 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.tax_breakdown).toEqual([
      { category: 'S', rate: 20, taxable_amount: eur(10000), tax_amount: eur(2000), exemption_reason: null },
      { category: 'Z', rate: 0, taxable_amount: eur(1500), tax_amount: eur(0), exemption_reason: null },
    ]);
    expect(res.body.total).toEqual(eur(13500));
  });

  test('a charge in an exempt category follows the exempt lines and shares their reason', async () => {
    const customer = await s.customer(s.alice);
    const res = await s.as(s.alice).post('/invoices', {
      customer_id: customer.id, lines: [line(10000, { tax_category: 'E', tax_exemption_reason: 'Exempt education' })],
      charges: [{ amount: eur(500), reason: 'Course material', tax_category: 'E', tax_rate: 0 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.tax_breakdown).toEqual([{ category: 'E', rate: 0, taxable_amount: eur(10500), tax_amount: eur(0), exemption_reason: 'Exempt education' }]);
  });

  test('an update recomputes a kept percentage on new lines, and replaces what it sends', async () => {
    const customer = await s.customer(s.alice);
    const created = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(10000, { tax_rate: 19 })], discounts: [{ percentage: 10, reason: 'Promotion' }] } as never);
    expect(created.discounts[0]!.amount).toEqual(eur(1000));
    const changed = await s.as(s.alice).patch(`/invoices/${created.id}`, { lines: [line(20000, { tax_rate: 19 })] });
    expect(changed.status).toBe(200);
    expect(changed.body.discounts[0].amount).toEqual(eur(2000));
    expect(changed.body).toMatchObject({ subtotal: eur(20000), discount_total: eur(2000), tax: eur(3800 - 380), total: eur(18000 + 3420) });
    const cleared = await s.as(s.alice).patch(`/invoices/${created.id}`, { discounts: [] });
    expect(cleared.body).toMatchObject({ discounts: [], discount_total: eur(0), total: eur(23800) });
    expect(JSON.parse(s.rows('invoices')[0]!.discounts_json as string)).toEqual([]);
  });

  test('a sent invoice keeps its discounts and charges, and refuses to change them', async () => {
    const customer = await s.customer(s.alice);
    const created = await s.invoice(s.alice, { customer_id: customer.id, ...mixed } as never);
    const sent = await s.as(s.alice).post(`/invoices/${created.id}/send`);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ discounts: created.discounts, charges: created.charges, total: eur(133590) });
    const before = s.snapshot();
    const res = await s.as(s.alice).patch(`/invoices/${created.id}`, { discounts: [] });
    expect(res.status).toBe(409);
    expect(s.snapshot()).toEqual(before);
  });
});

describe('a discount or charge that breaks a rule', () => {
  const lines19 = [line(10000, { tax_rate: 19 })];
  const mixedLines = [line(10000, { tax_rate: 19 }), line(5000, { tax_rate: 7 })];
  test.each([
    ['a negative discount', lines19, { discounts: [{ amount: eur(-500), reason: 'Oops' }] }, 'discounts[0].amount.amount', 'never negative'],
    ['a percentage above 100', lines19, { discounts: [{ percentage: 120, reason: 'Too much' }] }, 'discounts[0].percentage', ''],
    ['a percentage of 0', lines19, { charges: [{ percentage: 0, reason: 'Nothing' }] }, 'charges[0].percentage', ''],
    ['a percentage with five decimals', lines19, { discounts: [{ percentage: 1.23456, reason: 'Precise' }] }, 'discounts[0].percentage', 'decimals'],
    ['neither amount nor percentage', lines19, { discounts: [{ reason: 'Nothing said' }] }, 'discounts[0].amount', 'amount or a percentage'],
    ['a reason code outside UNTDID 5189', lines19, { discounts: [{ amount: eur(100), reason_code: 'FC' }] }, 'discounts[0].reason_code', ''],
    ['a reason code outside UNTDID 7161', lines19, { charges: [{ amount: eur(100), reason_code: '95' }] }, 'charges[0].reason_code', ''],
    ['no reason and no code (BR-33)', lines19, { discounts: [{ amount: eur(100) }] }, 'discounts[0].reason', 'BR-33'],
    ['no reason and no code (BR-38)', lines19, { charges: [{ amount: eur(100) }] }, 'charges[0].reason', 'BR-38'],
    ['a rate on an exempt discount (BR-E-06)', lines19, { discounts: [{ amount: eur(100), reason: 'X', tax_category: 'E', tax_rate: 19 }] }, 'discounts[0].tax_rate', 'BR-E-06'],
    ['no rate on a standard-rated charge (BR-S-07)', lines19, { charges: [{ amount: eur(100), reason: 'X', tax_category: 'S' }] }, 'charges[0].tax_rate', 'BR-S-07'],
    ['a rate on a reverse-charge charge (BR-AE-07)', lines19, { charges: [{ amount: eur(100), reason: 'X', tax_category: 'AE', tax_rate: 7 }] }, 'charges[0].tax_rate', 'BR-AE-07'],
    ['no category on mixed lines', mixedLines, { discounts: [{ amount: eur(100), reason: 'X' }] }, 'discounts[0].tax_category', 'more than one'],
    ['another currency', lines19, { discounts: [{ amount: { amount: 100, currency: 'USD' }, reason: 'X' }] }, 'discounts[0].amount.currency', 'USD'],
    ['more than its category and rate holds', mixedLines, { discounts: [{ amount: eur(6000), reason: 'X', tax_category: 'S', tax_rate: 7 }] }, 'discounts[0].amount', 'below zero'],
    ['a category of no line', lines19, { discounts: [{ amount: eur(100), reason: 'X', tax_category: 'S', tax_rate: 7 }] }, 'discounts[0].amount', 'below zero'],
    ['not subject to VAT beside taxed lines (BR-O-11)', lines19, { discounts: [{ amount: eur(100), reason: 'X', tax_category: 'O' }] }, 'discounts[0].tax_category', 'BR-O-11'],
    ['exempt with no exempt line to give the reason (BR-E-10)', lines19, { charges: [{ amount: eur(100), reason: 'X', tax_category: 'E', tax_rate: 0 }] }, 'charges[0].tax_category', 'BR-E-10'],
    ['reverse charge with no reverse-charged line', lines19, { charges: [{ amount: eur(100), reason: 'X', tax_category: 'AE', tax_rate: 0 }] }, 'charges[0].tax_category', 'no line is'],
    ['a line discount larger than the line', [{ ...line(1000, { tax_rate: 19 }), discount: { amount: eur(1001) } }], {}, 'lines[0].discount.amount', 'larger than'],
    ['a line discount on a negative price', [line(10000, { tax_rate: 19 }), { ...line(-1000, { tax_rate: 19 }), discount: { percentage: 5 } }], {}, 'lines[1].discount.amount', 'positive price'],
    ['a negative line discount', [{ ...line(1000, { tax_rate: 19 }), discount: { amount: eur(-1) } }], {}, 'lines[0].discount.amount.amount', 'at least 1'],
  ] as const)('%s is 422 on its field, and nothing is written', async (_name, lines, extra, param, words) => {
    const customer = await s.customer(s.alice);
    const before = s.snapshot();
    const res = await s.as(s.alice).post('/invoices', { customer_id: customer.id, lines, ...extra });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param });
    expect(res.body.error.message).toContain(words);
    expect(s.snapshot()).toEqual(before);
  });

  test('an update that breaks a rule is 422 and leaves the draft as it was', async () => {
    const customer = await s.customer(s.alice);
    const created = await s.invoice(s.alice, { customer_id: customer.id, ...mixed } as never);
    const before = s.snapshot();
    const res = await s.as(s.alice).patch(`/invoices/${created.id}`, { lines: [line(100, { tax_rate: 7 })] });
    // The kept 50.00 discount at 19% has no line of 19% left to discount.
    expect(res.status).toBe(422);
    expect(res.body.error.param).toBe('discounts[0].amount');
    expect(s.snapshot()).toEqual(before);
  });
});

// Invoice PDFs for European customers (issue 19): names, addresses, lines and notes in Polish,
// Czech, Slovak, Romanian, Greek and Cyrillic (Bulgarian, Russian) read back from the PDF as
// they were written, with pdfjs. The emoji the font has (U+1F600) print as themselves; a
// script it does not cover (CJK) or an emoji sequence it lacks prints as U+FFFD, one per
// character as a reader sees it, never as other letters; a control
// character prints as U+FFFD and does not cut the text short.
import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { renderStoredInvoice } from '../helpers/stored-pdf.js';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { line, publicUrl, startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

const pathOf = (url: string) => url.slice(publicUrl.sandbox.length - '/v2'.length);

async function renderedText(customer: Record<string, unknown>, lines: string[], notes?: string): Promise<string> {
  const { id } = await s.customer(s.alice, customer);
  const invoice = await s.invoice(s.alice, { customer_id: id, lines: lines.map((description) => line(1000, { description })), notes });
  const res = await binary(request(s.app).get(pathOf(invoice.pdf_url!)));
  expect(res.status).toBe(200);
  if (process.env.FOLIO_PDF_OUT) writeFileSync(process.env.FOLIO_PDF_OUT, res.body as Buffer);
  return pdfText(res.body as Buffer);
}

const addressOf = (line1: string, city: string, country: string) => ({ line1, city, postal_code: '00-001', country });

test.each<[string, { name: string; address: ReturnType<typeof addressOf>; lines: string[]; notes: string }]>([
  ['Polish', { name: 'Łukasz Żółć', address: addressOf('ul. Świętokrzyska 12', 'Łódź', 'PL'), lines: ['Usługa księgowa'], notes: 'Zażółć gęślą jaźń.' }],
  ['Czech and Slovak', { name: 'Jiří Dvořák', address: addressOf('Nábřeží Ľudovíta Štúra 3', 'Žilina', 'SK'), lines: ['Příliš žluťoučký kůň úpěl ďábelské ódy'], notes: 'Ďakujeme.' }],
  ['Romanian', { name: 'Ștefan Țăranu', address: addressOf('Strada Învățătorului 7', 'Iași', 'RO'), lines: ['Servicii de contabilitate și audit'], notes: 'Mulțumim!' }],
  ['Greek', { name: 'Γιώργος Παπαδόπουλος', address: addressOf('Οδός Ερμού 25', 'Αθήνα', 'GR'), lines: ['Λογιστικές υπηρεσίες'], notes: 'Ευχαριστούμε.' }],
  ['Bulgarian Cyrillic', { name: 'Стоян Иванов', address: addressOf('ул. Витоша 15', 'София', 'BG'), lines: ['Счетоводни услуги'], notes: 'Благодарим ви!' }],
])('%s text reads back from the PDF exactly', async (_script, { name, address, lines, notes }) => {
  const text = await renderedText({ name, address }, lines, notes);
  for (const expected of [name, address.line1, address.city, ...lines, notes]) expect(text).toContain(expected);
});

test('a CJK name and an emoji the font lacks print as U+FFFD, one per character; an emoji it has prints as itself', async () => {
  const text = await renderedText({ name: '山田太郎 Yamada', address: addressOf('1 Rue de Rivoli', 'Paris', 'FR') }, ['Design 😀 work', 'Team 👩‍👩‍👧 offsite']);
  expect(text).toContain('\ufffd\ufffd\ufffd\ufffd Yamada');
  expect(text).toContain('Design 😀 work');
  expect(text).toContain('Team \ufffd offsite');
  expect(text).not.toMatch(/[\u4e00-\u9fff]/u);
});

test('a control character in stored text prints as U+FFFD and the rest of the line still prints', async () => {
  const invoice = await s.invoice(s.alice);
  const stored = (await s.store.findInvoiceById(invoice.id))!;
  const withNul = { ...stored, lines: [{ ...stored.lines[0]!, description: 'before\u0000after\u0007end' }] };
  const text = await pdfText(await renderStoredInvoice(s.store, withNul));
  expect(text).toContain('before\ufffdafter\ufffdend');
});

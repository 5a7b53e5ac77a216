// Invoice PDFs for European customers (issue 19): names, addresses, lines and notes in Polish,
// Czech, Slovak, Romanian, Greek and Cyrillic (Bulgarian, Russian) read back from the PDF as
// they were written, with pdfjs. Emoji and symbols (issue 35, R132) print as themselves, from
// DejaVu Sans or the Noto Emoji fallback, every font embedded; a script no font covers (CJK) or a
// character newer than the fonts prints as U+FFFD, one per character as a reader sees it, never as
// other letters; a control character prints as U+FFFD and does not cut the text short.
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

test('a CJK name and a character no font has print as U+FFFD, one per character; an emoji prints as itself', async () => {
  const text = await renderedText({ name: '山田太郎 Yamada', address: addressOf('1 Rue de Rivoli', 'Paris', 'FR') }, ['Design 😀 work', 'Team 👩‍👩‍👧 offsite', 'Bitcoin ₿ and 𓀀 glyph']);
  expect(text).toContain('\ufffd\ufffd\ufffd\ufffd Yamada');
  expect(text).toContain('Design 😀 work');
  expect(spaced(text)).toContain('Team 👩‍👩‍👧 offsite');
  expect(text).toContain('Bitcoin \ufffd and \ufffd glyph');
  expect(text).not.toMatch(/[\u4e00-\u9fff]/u);
});

/** The text with each run of white space as one space: pdfjs reads a run of another font as an item of its own. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** Each font of the PDF by its name, and whether the PDF carries its file (pdfkit writes font dictionaries uncompressed). */
function fontsOf(pdf: Buffer): Array<{ name: string; embedded: boolean }> {
  const objects = new Map<string, string>();
  for (const [, id, body] of pdf.toString('latin1').matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(id!, body!);
  return [...objects.values()].filter((body) => /\/Type \/Font\b/.test(body) && !/\/Subtype \/Type0/.test(body)).map((body) => {
    const descriptor = objects.get(/\/FontDescriptor (\d+) 0 R/.exec(body)?.[1] ?? '') ?? '';
    return { name: /\/BaseFont \/(\S+)/.exec(body)![1]!, embedded: /\/FontFile[23]? \d+ 0 R/.test(descriptor) };
  });
}

const emoji = ['😀', '🚀', '✅', '❤', '👍', '🇩🇪', '👨‍👩‍👧'];
const symbols = ['✓', '★', '☎', '€', '₹', '⌘'];

test('emoji and symbols in the name, the lines and the notes print as themselves, in fonts the PDF embeds', async () => {
  const { id } = await s.customer(s.alice, { name: 'Rocket 🚀 Café ✅ GmbH', address: addressOf('1 Rue de Rivoli', 'Paris', 'FR') });
  const invoice = await s.invoice(s.alice, {
    customer_id: id,
    lines: ['Launch 😀 🚀 ✅', 'Support ❤️ 👍🏽 🇩🇪', 'Family pass 👨‍👩‍👧', 'Marks ✓ ★ ☎ € ₹ ₿ ⌘'].map((description) => line(1000, { description })),
    notes: 'Thank you 🙏 for your order 🎉 and see you soon 👋, with a note long enough to wrap onto a second line in the PDF 🚀 ✅ ★',
  });
  const pdf = (await binary(request(s.app).get(pathOf(invoice.pdf_url!)))).body as Buffer;
  if (process.env.FOLIO_PDF_OUT) writeFileSync(process.env.FOLIO_PDF_OUT, pdf);
  const text = spaced(await pdfText(pdf));
  expect(text).toContain('Rocket 🚀 Café ✅ GmbH');
  expect(text).toContain('Launch 😀 🚀 ✅');
  expect(text).toContain('Family pass 👨‍👩‍👧');
  expect(text).toContain('Marks ✓ ★ ☎ € ₹ \ufffd ⌘');
  for (const drawn of [...emoji, ...symbols, '🙏', '🎉', '👋']) expect(text).toContain(drawn);
  // Noto Emoji is monochrome: a skin tone draws, and reads back, as the base emoji.
  expect(text).toContain('Support ❤ 👍 🇩🇪');
  const fonts = fontsOf(pdf);
  expect(fonts.map(({ name }) => name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'NotoEmoji-Regular']);
  expect(fonts.filter(({ embedded }) => !embedded)).toEqual([]);
});

test('an emoji sequence no font draws as one glyph prints as the emoji it joins', async () => {
  const text = await renderedText({ name: 'Pizza Rocket', address: addressOf('1 Rue de Rivoli', 'Paris', 'FR') }, ['Delivery 🚀\u200d🍕 fast']);
  expect(spaced(text).replace(/\u200d/g, '')).toMatch(/Delivery 🚀 ?🍕 fast/u);
});

test('a letter first embedded as a part of another (Ł, drawn from L) still reads back in the PDFs rendered after it', async () => {
  const invoice = await s.invoice(s.alice);
  const stored = (await s.store.findInvoiceById(invoice.id))!;
  const described = (description: string) => ({ ...stored, lines: [{ ...stored.lines[0]!, description }] });
  await renderStoredInvoice(s.store, described('Nábřeží Ľudovíta Štúra 3, Łódź'));
  expect(await pdfText(await renderStoredInvoice(s.store, described('Launch plan and Loyalty')))).toContain('Launch plan and Loyalty');
});

test('a document with emoji renders to the same bytes every time', async () => {
  const { id } = await s.customer(s.alice, { name: 'Rocket 🚀 GmbH', address: addressOf('1 Rue de Rivoli', 'Paris', 'FR') });
  const invoice = await s.invoice(s.alice, { customer_id: id, lines: [line(1000, { description: 'Launch 🚀 👨‍👩‍👧 🇩🇪' })] });
  const render = async () => (await binary(request(s.app).get(pathOf(invoice.pdf_url!)))).body as Buffer;
  expect((await render()).equals(await render())).toBe(true);
});

test('a control character in stored text prints as U+FFFD and the rest of the line still prints', async () => {
  const invoice = await s.invoice(s.alice);
  const stored = (await s.store.findInvoiceById(invoice.id))!;
  const withNul = { ...stored, lines: [{ ...stored.lines[0]!, description: 'before\u0000after\u0007end' }] };
  const text = await pdfText(await renderStoredInvoice(s.store, withNul));
  expect(text).toContain('before\ufffdafter\ufffdend');
});

// What "PDFs and e-mail" says a PDF prints is what a PDF prints: every quoted phrase of its
// section "Rendering invoices as PDF" is found in the text or the title of the PDFs of the demo
// sandbox (a draft, a sent invoice, a credit note, a voided draft), with the numbers, ids and
// dates of this run in place of the page's (issue 40: the page promised a status, a draft's id in
// the heading and a "CREDIT NOTE" that no PDF printed).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import request from 'supertest';
import { ensureDemo } from '../../server/demo.js';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { publicUrl, startService, type TestService } from '../helpers/service.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const page = readFileSync(join(root, 'content/pdfs-and-email.md'), 'utf8');
const section = page.slice(page.indexOf('## Rendering invoices as PDF'), page.indexOf('Text is set in DejaVu Sans'));

/**
 * The phrases the section quotes as printed: its code spans, but for API names (`pdf_url`) and
 * the forms of amounts in other currencies (`$10.00`), which the document-format tests cover.
 */
const quoted = [...section.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((q) => !/^[a-z_]+$/.test(q) && !/^[€$£]/.test(q));

/** A phrase as a pattern: any number, id and date of the same form, any run of spaces. */
function patternOf(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped
    .replace(/INV-CN-0001/g, 'INV-CN-\\d{4}').replace(/INV-0001/g, 'INV-\\d{4}')
    .replace(/\b(inv|cn)_\\\.\\\.\\\./g, '$1_[0-9A-Za-z]{22}')
    .replace(/\d{1,2} [A-Z][a-z]+ \d{4}/g, '\\d{1,2} [A-Z][a-z]+ \\d{4}')
    .replace(/ +/g, '\\s+'));
}

async function titleOf(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true }).promise;
  const { info } = await document.getMetadata();
  await document.destroy();
  return String((info as { Title?: string }).Title);
}

let s: TestService;
let folder: string;
beforeAll(async () => {
  s = await startService();
  folder = mkdtempSync(join(tmpdir(), 'folio-pdf-page-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('every phrase the PDF section quotes is printed on a PDF of the demo sandbox, or is its title', async () => {
  const demo = await ensureDemo(s.store, folder, s.clock);
  const api = s.as(demo.key);
  const lines = [{ description: 'Consulting hours', quantity: 10, unit_price: { amount: 10_000, currency: 'EUR' as const }, tax_rate: 19 }];
  const draft = await s.invoice(demo.key, { customer_id: demo.customerId, lines });
  const sent = await s.invoice(demo.key, { customer_id: demo.customerId, lines });
  expect((await api.post(`/invoices/${sent.id}/send`)).status).toBe(202);
  const credit = await api.post(`/invoices/${sent.id}/credit_notes`, { lines: [{ ...lines[0], quantity: 2 }], reason: 'duplicate', memo: 'Two hours were billed twice.' });
  expect(credit.status).toBe(201);
  const voided = await s.invoice(demo.key, { customer_id: demo.customerId, lines });
  expect((await api.delete(`/invoices/${voided.id}`)).status).toBe(204);
  const pdfs = await Promise.all([
    ...[draft.id, sent.id, voided.id].map((id) => binary(api.get(`/invoices/${id}/pdf`))),
    binary(request(s.app).get(String(credit.body.pdf_url).slice(publicUrl.sandbox.length - '/v2'.length))),
  ]);
  expect(pdfs.map((res) => res.status)).toEqual([200, 200, 200, 200]);
  const printed = (await Promise.all(pdfs.map(async (res) => [await pdfText(res.body), await titleOf(res.body)]))).flat().join('\n');
  expect(quoted.length).toBeGreaterThan(10);
  expect(quoted.filter((phrase) => !patternOf(phrase).test(printed))).toEqual([]);
}, 60_000);

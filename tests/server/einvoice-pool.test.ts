// E-invoices are made in the service's document pool (D38, D48): the XML and the Factur-X PDF
// come back as the thread made them, while the event loop stays free; drafts and documents the
// format's rules refuse are refused before any thread works, with the rules' own error.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DomainError } from '../../server/domain/domain-error.js';
import { createDocumentRenderer, type DocumentRenderer } from '../../server/documents/document-renderer.js';
import { billingDocument } from '../helpers/billing-documents.js';
import { pdfText } from '../helpers/pdf-text.js';

let renderer: DocumentRenderer;
beforeAll(() => {
  renderer = createDocumentRenderer({ threads: 1 });
});
afterAll(async () => {
  await renderer.close();
});

test('makes an XRechnung in a worker thread', async () => {
  const xml = (await renderer.renderEInvoice(billingDocument(), 'xrechnung-ubl')).toString('utf8');
  expect(xml).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>');
  expect(xml).toContain('<cbc:BuyerReference>04011000-12345-67</cbc:BuyerReference>');
});

test('makes a Factur-X from the document\'s own PDF, while the event loop keeps turning', async () => {
  let ticks = 0;
  const timer = setInterval(() => { ticks += 1; }, 1);
  const pdf = await renderer.renderEInvoice(billingDocument({ locale: 'fr' }), 'factur-x');
  clearInterval(timer);
  // Counted, not timed: made on the event loop, the PDF and its wrapping held every timer until done.
  expect(ticks).toBeGreaterThan(3);
  expect(await pdfText(pdf)).toContain('Facture INV-2026-0042');
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  expect(Object.keys((await document.getAttachments()) ?? {})).toEqual(['factur-x.xml']);
  await document.destroy();
});

test.each<[string, Parameters<DocumentRenderer['renderEInvoice']>, object]>([
  ['a draft', [billingDocument({ number: null, issueDate: null, status: 'draft' }), 'ubl'], { kind: 'conflict', param: null }],
  ['an XRechnung without a buyer reference', [billingDocument({ buyerReference: null }), 'xrechnung-cii'], { kind: 'invalid', param: 'buyer_reference' }],
])('refuses %s with the rules\' error', async (_name, [doc, format], want) => {
  const error = await renderer.renderEInvoice(doc, format).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject(want);
});

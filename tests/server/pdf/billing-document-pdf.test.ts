// The PDF of a legal invoice or credit note (D37, D39, D41), read back with pdfjs as a reader
// would: everything Article 226 asks for in English, German and French, one tax line per
// breakdown entry with its exemption reason, the payments made before sending and the amount due, the corrected
// invoice of a credit note, DRAFT and VOID marks that cover no figure, 200 lines over pages.
import type { BillingDocument } from '../../../server/domain/documents/index.js';
import { renderBillingDocumentPdf } from '../../../server/documents/pdf/render-billing-document.js';
import { createDocumentRenderer } from '../../../server/documents/document-renderer.js';
import { pdfText, pdfTextItems, type PdfTextItem } from '../../helpers/pdf-text.js';
import {
  creditNote, draftInvoice, exemptInvoice, frenchInvoice, germanInvoice, longInvoice, paidInPartInvoice, reverseChargeInvoice, voidInvoice,
} from './billing-documents.js';

/** Rendering and reading back 200 lines is slow on a loaded machine; no assertion depends on time. */
const timeoutMs = 60_000;

/** The document's text with every run of white space (French numbers hold U+202F and U+00A0) as one space. */
async function textOf(document: BillingDocument): Promise<string> {
  return (await pdfText(await renderBillingDocumentPdf(document))).replace(/\s+/g, ' ');
}

function expectAll(text: string, expected: string[]): void {
  const missing = expected.filter((part) => !text.includes(part.replace(/\s+/g, ' ')));
  expect(missing).toEqual([]);
}

/** What the German B2B invoice's PDF says whatever its language: the data as the caller wrote it. */
const asWritten = [
  'Nordlicht Software GmbH', 'Hafenstraße 12', '20457 Hamburg', 'DE811907980', '27/123/45678', 'Jana Petersen', 'billing@nordlicht.example',
  '+49 40 1234567', 'Acme Handels AG', 'Königsallee 1', 'Eingang B', '40212 Düsseldorf', 'DE129273398', 'INV-2026-0042',
  'Softwarelizenz „Nordlicht Pro“, 12 Monate', 'Einrichtung und Schulung vor Ort', 'Handbuch (gedruckt)', 'PO-77812', '04011000-12345-67',
  'Vielen Dank für Ihren Auftrag.', 'IBAN DE89 3704 0044 0532 0130 00', 'BIC COBADEFFXXX',
];

test.each<[BillingDocument['locale'], string[]]>([
  ['en', [
    'Invoice', 'Germany', 'VAT ID: DE811907980', 'Tax number: 27/123/45678', 'Email: billing@nordlicht.example', 'Phone: +49 40 1234567',
    'Customer', 'VAT ID: DE129273398', 'Number INV-2026-0042', 'Issue date 20 November 2026', 'Service period 1 – 30 November 2026',
    'Due date 20 December 2026', 'Buyer reference 04011000-12345-67', 'Purchase order PO-77812',
    'Qty', 'Unit price', '€1,190.00', '€3,570.00', '19%', '€24.90', '7%', 'VAT 19% €4,330.00 €822.70', 'VAT 7% €74.70 €5.23',
    'Subtotal €4,404.70', 'VAT €827.93', 'Total €5,232.63', 'Payment terms', 'Payable within 30 days, by 20 December 2026.',
    'Bank details', 'Account holder: Nordlicht Software GmbH', 'Payment reference: INV-2026-0042', 'Page 1 of 1',
  ]],
  ['de', [
    'Rechnung', 'Deutschland', 'USt-IdNr.: DE811907980', 'Steuernummer: 27/123/45678', 'E-Mail: billing@nordlicht.example', 'Tel.: +49 40 1234567',
    'Kunde', 'USt-IdNr.: DE129273398', 'Nummer INV-2026-0042', 'Rechnungsdatum 20. November 2026', 'Leistungszeitraum 1.–30. November 2026',
    'Fällig am 20. Dezember 2026', 'Käuferreferenz 04011000-12345-67', 'Bestellnummer PO-77812',
    'Menge', 'Einzelpreis', '1.190,00 €', '3.570,00 €', '19 %', '24,90 €', '7 %', 'USt. 19 % 4.330,00 € 822,70 €', 'USt. 7 % 74,70 € 5,23 €',
    'Nettobetrag 4.404,70 €', 'USt. 827,93 €', 'Gesamtbetrag 5.232,63 €', 'Zahlungsbedingungen', 'Zahlbar innerhalb von 30 Tagen bis zum 20. Dezember 2026.',
    'Bankverbindung', 'Kontoinhaber: Nordlicht Software GmbH', 'Verwendungszweck: INV-2026-0042', 'Seite 1 von 1',
  ]],
  ['fr', [
    'Facture', 'Allemagne', 'N° TVA : DE811907980', 'N° fiscal : 27/123/45678', 'E-mail : billing@nordlicht.example', 'Tél. : +49 40 1234567',
    'Client', 'N° TVA : DE129273398', 'Numéro INV-2026-0042', "Date d'émission 20 novembre 2026", 'Période de prestation 1–30 novembre 2026',
    "Date d'échéance 20 décembre 2026", 'Référence acheteur 04011000-12345-67', 'Bon de commande PO-77812',
    'Qté', 'Prix unitaire', '1 190,00 €', '3 570,00 €', '19 %', '24,90 €', '7 %', 'TVA 19 % 4 330,00 € 822,70 €', 'TVA 7 % 74,70 € 5,23 €',
    'Total HT 4 404,70 €', 'TVA 827,93 €', 'Total TTC 5 232,63 €', 'Conditions de paiement', 'Payable sous 30 jours, au plus tard le 20 décembre 2026.',
    'Coordonnées bancaires', 'Titulaire du compte : Nordlicht Software GmbH', 'Référence de paiement : INV-2026-0042', 'Page 1 sur 1',
  ]],
])('a German B2B invoice at 19%% and 7%% in %s carries every fact of Article 226, labelled in that language', async (locale, expected) => {
  const text = await textOf({ ...germanInvoice, locale });
  expectAll(text, [...asWritten, ...expected]);
}, timeoutMs);

test.each<[BillingDocument['locale'], string, string]>([
  ['en', 'The date of supply is the issue date.', 'Date of supply 15 November 2026'],
  ['de', 'Das Leistungsdatum entspricht dem Rechnungsdatum.', 'Leistungsdatum 15. November 2026'],
  ['fr', "La date de livraison ou de prestation est la date d'émission.", 'Date de livraison 15 novembre 2026'],
])('in %s an invoice without a supply date says the date of supply is the issue date, and one with it prints it', async (locale, sentence, supplied) => {
  const without = await textOf({ ...frenchInvoice, supplyDate: null, locale });
  expect(without).toContain(sentence);
  const withDate = await textOf({ ...frenchInvoice, locale });
  expect(withDate).toContain(supplied);
  expect(withDate).not.toContain(sentence);
}, timeoutMs);

test('the French invoice prints 20% and 5.5% as two tax lines in French, in euros written the French way', async () => {
  expectAll(await textOf(frenchInvoice), [
    'Société Générale des Éditions SARL', '12 rue de Rivoli', '75004 Paris', 'France', 'N° TVA : FR40303265045', 'Abonnement annuel « Équipe »',
    'Livres techniques', '5,5 %', 'TVA 20 % 2 400,00 € 480,00 €', 'TVA 5,5 % 159,60 € 8,78 €', 'Total HT 2 559,60 €', 'TVA 488,78 €',
    'Total TTC 3 048,38 €', 'Date de livraison 15 novembre 2026',
  ]);
}, timeoutMs);

test.each<[BillingDocument['locale'], string[]]>([
  ['en', ['0% AE', 'Reverse charge (AE) €6,000.00 €0.00', 'Total €6,000.00']],
  ['de', ['0 % AE', 'Steuerschuldnerschaft des Leistungsempfängers (AE) 6.000,00 € 0,00 €', 'Gesamtbetrag 6.000,00 €']],
  ['fr', ['0 % AE', 'Autoliquidation (AE) 6 000,00 € 0,00 €', 'Total TTC 6 000,00 €']],
])('a reverse-charge invoice in %s names the reverse charge in its tax line, beside both VAT ids', async (locale, expected) => {
  const text = await textOf({ ...reverseChargeInvoice, locale });
  expectAll(text, [...expected, 'DE811907980', 'FR40303265045']);
  // The API's English sentence is translated, not printed beside its translation.
  if (locale !== 'en') expect(text).not.toContain('Reverse charge');
}, timeoutMs);

test.each<[BillingDocument['locale'], string]>([['en', 'Exempt (E)'], ['de', 'Steuerbefreit (E)'], ['fr', 'Exonération (E)']])(
  'an exempt line in %s prints the exemption reason the caller wrote, as written', async (locale, category) => {
    const text = await textOf({ ...exemptInvoice, locale });
    expectAll(text, [category, 'Exempt under §4 Nr. 21 UStG (vocational training)', 'Training course for vocational qualification']);
  }, timeoutMs);

test.each<[BillingDocument['locale'], string[]]>([
  ['en', ['Total €1,190.00', 'Payment of 28 November 2026, bank transfer, reference SEPA-2026-11-28-991 -€500.00', 'Amount due €690.00']],
  ['de', ['Gesamtbetrag 1.190,00 €', 'Zahlung vom 28. November 2026, Überweisung, Referenz SEPA-2026-11-28-991 -500,00 €', 'Offener Betrag 690,00 €']],
  ['fr', ['Total TTC 1 190,00 €', 'Paiement du 28 novembre 2026, virement, référence SEPA-2026-11-28-991 -500,00 €', 'Reste à payer 690,00 €']],
])('an invoice paid in part before it was sent shows in %s the payment and the amount due', async (locale, expected) => {
  expectAll(await textOf({ ...paidInPartInvoice, locale }), expected);
}, timeoutMs);

test.each<[BillingDocument['locale'], string]>([['en', 'Paid in full.'], ['de', 'Vollständig bezahlt.'], ['fr', 'Entièrement payée.']])(
  'an invoice paid in full says so in %s in place of the terms, and owes nothing', async (locale, paid) => {
    const payments = [{ ...paidInPartInvoice.payments[0]!, amount: 95_200 }];
    const text = await textOf({ ...paidInPartInvoice, status: 'paid', payments, amountPaid: 95_200, amountDue: 0, locale });
    expect(text).toContain(paid);
    for (const terms of ['Payable within', 'Zahlbar', 'Payable sous']) expect(text).not.toContain(terms);
  }, timeoutMs);

test('an invoice with nothing credited or paid shows no amount due line', async () => {
  expect(await textOf(germanInvoice)).not.toContain('Offener Betrag');
}, timeoutMs);

test.each<[BillingDocument['locale'], string[]]>([
  ['en', ['Credit note', 'Number INV-CN-0007', 'Issue date 25 November 2026', 'Corrects invoice INV-2026-0042 of 20 November 2026', 'VAT 19% €200.00 €38.00', 'Total €238.00']],
  ['de', ['Rechnungskorrektur', 'Nummer INV-CN-0007', 'Korrigiert Rechnung INV-2026-0042 vom 20. November 2026', 'Gesamtbetrag 238,00 €']],
  ['fr', ['Avoir', 'Numéro INV-CN-0007', 'Rectifie la facture INV-2026-0042 du 20 novembre 2026', 'Total TTC 238,00 €']],
])('a credit note in %s names the invoice it corrects by number and date, and asks for no payment', async (locale, expected) => {
  const text = await textOf({ ...creditNote, locale });
  expectAll(text, [...expected, 'Nordlicht Software GmbH', 'DE811907980', 'Acme Handels AG', 'DE129273398', 'One seat cancelled before use.']);
  expect(text).not.toContain('IBAN');
}, timeoutMs);

/** Whether two boxes share any point, each grown by `margin` points. */
function overlap(a: PdfTextItem['box'], b: PdfTextItem['box'], margin: number): boolean {
  return a.left - margin < b.right && b.left - margin < a.right && a.bottom - margin < b.top && b.bottom - margin < a.top;
}

test.each<[string, BillingDocument, string[]]>([
  ['a draft', draftInvoice, ['DRAFT', 'Not valid as an invoice until it is sent.']],
  ['a void invoice', voidInvoice, ['VOID', 'This document has been cancelled.']],
  ['a German draft of 200 lines', { ...longInvoice, status: 'draft', number: null, issueDate: null, locale: 'de' }, ['ENTWURF']],
  ['a French void credit note', { ...creditNote, status: 'void', locale: 'fr' }, ['ANNULÉ']],
  ['a draft whose notes run over three pages', { ...draftInvoice, notes: 'Terms and conditions apply. '.repeat(900) }, ['DRAFT']],
])('%s carries its mark on every page, and the mark covers no figure', async (_name, document, mark) => {
  const items = await pdfTextItems(await renderBillingDocumentPdf(document));
  const marks = items.filter((item) => mark.some((part) => item.text.includes(part)));
  const pages = Math.max(...items.map((item) => item.page));
  expect(new Set(marks.map((item) => item.page)).size).toBe(pages);
  const figures = items.filter((item) => !marks.includes(item) && /\d/.test(item.text));
  expect(figures.length).toBeGreaterThan(10);
  // A run's box starts at its baseline; 3 points more on every side take in descenders and then some.
  const covered = figures.filter((figure) => marks.some((item) => item.page === figure.page && overlap(item.box, figure.box, 3)));
  expect(covered).toEqual([]);
}, timeoutMs);

test('an open invoice carries no mark', async () => {
  const text = await textOf(germanInvoice);
  for (const mark of ['DRAFT', 'VOID', 'ENTWURF', 'STORNIERT']) expect(text).not.toContain(mark);
}, timeoutMs);

test('an invoice of 200 lines runs over numbered pages, keeps every line, and prints Greek and Cyrillic as written', async () => {
  const text = await textOf(longInvoice);
  const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
  expect(pages).toBeGreaterThan(3);
  expectAll(text, ['Item 1 ', 'Item 100 ', 'Item 198 ', 'Υπηρεσίες φιλοξενίας, Αθήνα', 'Поддержка, Москва', `Page ${pages} of ${pages}`,
    `Total ${new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(longInvoice.total / 100)}`]);
  expect(text).not.toContain('\ufffd');
}, timeoutMs);

test('the same document renders to the same bytes', async () => {
  const [first, second] = [await renderBillingDocumentPdf(paidInPartInvoice), await renderBillingDocumentPdf(structuredClone(paidInPartInvoice))];
  expect(Buffer.compare(first, second)).toBe(0);
}, timeoutMs);

test('the render pool renders a billing document in a worker thread, and a changed one anew', async () => {
  const renderer = createDocumentRenderer({ threads: 1 });
  try {
    const first = await renderer.renderDocument(germanInvoice);
    expect(await pdfText(first)).toContain('Rechnung');
    expect(await renderer.renderDocument(structuredClone(germanInvoice))).toBe(first);
    const french = await pdfText(await renderer.renderDocument({ ...germanInvoice, locale: 'fr' }));
    expect(french).toContain('Facture');
  } finally {
    await renderer.close();
  }
}, timeoutMs);

test("a sandbox seller's profile with only a legal name prints what it has, and nothing in place of the rest", async () => {
  const bare = { ...germanInvoice.seller, address: null, vatId: null, taxNumber: null, contact: { name: null, email: null, phone: null }, payment: null };
  const text = await textOf({ ...germanInvoice, seller: bare, locale: 'en' });
  expectAll(text, ['Nordlicht Software GmbH', 'Acme Handels AG', 'Total €5,232.63']);
  for (const absent of ['Hafenstraße', 'DE811907980', 'Tax number', 'IBAN', 'null', 'undefined']) expect(text).not.toContain(absent);
}, timeoutMs);

test('no text lies over other text, even with long names, every fact and a German credit note title', async () => {
  const crowded: BillingDocument = {
    ...paidInPartInvoice, locale: 'de', supplyDate: '2026-11-15', buyerReference: '04011000-12345-67-ABCDEFGHIJ', purchaseOrder: 'PO-2026-000000077812',
    seller: { ...paidInPartInvoice.seller, legalName: 'Nordlicht Software und Beratung für den Mittelstand GmbH & Co. KG', contact: { name: 'Jana Petersen-Hinrichsen', email: 'rechnungen.buchhaltung.hamburg@nordlicht-software.example', phone: '+49 40 1234567' } },
    buyer: { ...paidInPartInvoice.buyer, name: 'Acme Handels- und Vertriebsgesellschaft für Industriebedarf AG', address: { ...paidInPartInvoice.buyer.address, line1: 'Königsallee 1, Hinterhaus, 3. Obergeschoss, links' } },
  };
  for (const document of [crowded, { ...crowded, ...creditNote, seller: crowded.seller, buyer: crowded.buyer, locale: 'de' as const }, { ...crowded, locale: 'fr' as const }]) {
    const items = await pdfTextItems(await renderBillingDocumentPdf(document));
    const clashes = items.flatMap((a, i) => items.slice(i + 1).filter((b) => a.page === b.page && overlap(a.box, b.box, -0.5)).map((b) => `${a.text} / ${b.text}`));
    expect(clashes).toEqual([]);
  }
}, timeoutMs);

// What the law asks a PDF to print beyond Article 226 (D52), read back with pdfjs in each language
// the PDF speaks: a German GmbH's §35a GmbHG data and a French SAS's SIREN, RCS and capital at the
// foot of every page, a French seller's late-payment penalties and 40 euro recovery fee, the
// reverse-charge sentence of Art. 226(11a), a credit note's reason, and addresses in their
// country's order.
import type { BillingDocument, DocumentLocale } from '../../../server/domain/documents/index.js';
import { renderBillingDocumentPdf } from '../../../server/documents/pdf/render-billing-document.js';
import { gmbhLegal, sasLegal } from '../../helpers/billing-documents.js';
import { pdfText, pdfTextItems } from '../../helpers/pdf-text.js';
import { creditNote, germanInvoice, invoiceOf, longInvoice, reverseChargeInvoice, seller } from './billing-documents.js';

/** Rendering and reading back is slow on a loaded machine; no assertion depends on time. */
const timeoutMs = 60_000;

/** The text of each page, every run of white space (French numbers hold U+202F and U+00A0) as one space. */
async function pagesOf(document: BillingDocument): Promise<string[]> {
  return (await pdfText(await renderBillingDocumentPdf(document))).split('\n').map((page) => page.replace(/\s+/g, ' '));
}

const gmbh = { ...seller, legal: gmbhLegal };
const sas = {
  ...seller, legalName: 'Atelier Dupré SAS', vatId: 'FR40303265045', taxNumber: null,
  address: { line1: "12 rue de l'Église", line2: null, postal_code: '69002', city: 'Lyon', country: 'FR' }, legal: sasLegal,
};
const london = { line1: "10 St James's Square", line2: null, postal_code: 'SW1Y 4JH', city: 'London', country: 'GB' };

test.each<[DocumentLocale, string[]]>([
  ['en', ['Legal form: GmbH', 'Registered office: Berlin', 'Register: Amtsgericht Berlin (Charlottenburg), HRB 234567 B',
    'Managing directors: Erika Mustermann, Max Mustermann', 'Share capital: €25,000.00']],
  ['de', ['Rechtsform: GmbH', 'Sitz der Gesellschaft: Berlin', 'Registergericht: Amtsgericht Berlin (Charlottenburg), HRB 234567 B',
    'Geschäftsführer: Erika Mustermann, Max Mustermann', 'Stammkapital: 25.000,00 €']],
  ['fr', ['Forme juridique : GmbH', 'Siège social : Berlin', 'Registre : Amtsgericht Berlin (Charlottenburg), HRB 234567 B',
    'Dirigeants : Erika Mustermann, Max Mustermann', 'Capital social : 25 000,00 €']],
])('a German GmbH prints its §35a GmbHG data at the foot of each of the pages of a long invoice, in %s', async (locale, expected) => {
  const pages = await pagesOf({ ...longInvoice, locale, seller: gmbh });
  expect(pages.length).toBeGreaterThan(3);
  for (const [index, page] of pages.entries()) {
    expect({ page: index + 1, missing: expected.filter((part) => !page.includes(part.replace(/\s+/g, ' '))) }).toEqual({ page: index + 1, missing: [] });
  }
}, timeoutMs);

test('the mentions stand below every figure of the page, above its title line', async () => {
  const items = await pdfTextItems(await renderBillingDocumentPdf({ ...longInvoice, seller: gmbh }));
  for (const page of new Set(items.map((item) => item.page))) {
    const onPage = items.filter((item) => item.page === page);
    const mention = onPage.find((item) => item.text.includes('Legal form'))!;
    const title = onPage.find((item) => item.text.startsWith('Invoice INV-2026-0042'))!;
    // The page's own text is set at 8 points and more; the foot's at 7.5 (title) and 6.5 (mentions).
    const content = onPage.filter((item) => item.box.top - item.box.bottom >= 8);
    expect(content.length).toBeGreaterThan(10);
    expect(mention.box.bottom).toBeGreaterThan(title.box.top);
    expect(Math.min(...content.map((item) => item.box.bottom))).toBeGreaterThan(mention.box.top);
  }
}, timeoutMs);

test.each<[DocumentLocale, string[]]>([
  ['en', ['Legal form: SAS', 'SIREN 303 265 045', 'RCS Lyon', 'Managing director: Chloé Dupré', 'Share capital: €10,000.00',
    'Late payment penalties: 12.5% a year.', 'Fixed compensation for recovery costs in case of late payment: €40.00 (Article L441-10 of the French Code de commerce).']],
  ['de', ['Rechtsform: SAS', 'SIREN 303 265 045', 'RCS Lyon', 'Geschäftsführer: Chloé Dupré', 'Stammkapital: 10.000,00 €',
    'Verzugszinsen: 12,5 % pro Jahr.', 'Pauschale Entschädigung für Beitreibungskosten bei Zahlungsverzug: 40,00 € (Art. L441-10 des französischen Code de commerce).']],
  ['fr', ['Forme juridique : SAS', 'SIREN 303 265 045', 'RCS Lyon', 'Dirigeant : Chloé Dupré', 'Capital social : 10 000,00 €',
    'Pénalités de retard : 12,5 % par an.', 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40,00 € (article L441-10 du Code de commerce).']],
])('a French SAS prints SIREN, RCS and capital, and its late-payment penalties and recovery fee, in %s', async (locale, expected) => {
  const [page] = await pagesOf({ ...germanInvoice, locale, seller: sas });
  expect(expected.filter((part) => !page!.includes(part.replace(/\s+/g, ' ')))).toEqual([]);
}, timeoutMs);

test.each<[DocumentLocale, string]>([
  ['en', 'Late payment penalties: the European Central Bank refinancing rate plus 10 percentage points.'],
  ['de', 'Verzugszinsen: Hauptrefinanzierungssatz der Europäischen Zentralbank zuzüglich 10 Prozentpunkten.'],
  ['fr', 'Pénalités de retard : taux de refinancement le plus récent de la Banque centrale européenne majoré de 10 points.'],
])('a seller in France without a rate prints the legal default rate, in %s; a German seller prints no penalties', async (locale, expected) => {
  const [french] = await pagesOf({ ...germanInvoice, locale, seller: { ...sas, legal: { ...sasLegal, france: null } } });
  expect(french).toContain(expected.replace(/\s+/g, ' '));
  expect(french).not.toContain('SIREN');
  const [german] = await pagesOf({ ...germanInvoice, locale, seller: gmbh });
  expect(german).not.toContain('L441-10');
}, timeoutMs);

test('a credit note of a French seller prints no late-payment penalties', async () => {
  const [page] = await pagesOf({ ...creditNote, locale: 'fr', seller: sas });
  expect(page).toContain('SIREN 303 265 045');
  expect(page).not.toContain('L441-10');
}, timeoutMs);

test.each<[DocumentLocale, string]>([
  ['en', 'Reverse charge: the customer is liable for the VAT on this supply.'],
  ['de', 'Steuerschuldnerschaft des Leistungsempfängers: Die Umsatzsteuer für diese Leistung schuldet der Leistungsempfänger.'],
  ['fr', 'Autoliquidation : la TVA sur cette opération est due par le preneur.'],
])('a reverse-charged line prints the mention of Art. 226(11a) as a sentence, in %s; other invoices do not', async (locale, expected) => {
  const [page] = await pagesOf({ ...reverseChargeInvoice, locale });
  expect(page).toContain(expected.replace(/\s+/g, ' '));
  const [standard] = await pagesOf({ ...germanInvoice, locale });
  expect(standard).not.toContain(expected.replace(/\s+/g, ' '));
}, timeoutMs);

test.each<[DocumentLocale, string[]]>([
  ['en', ['Reason Duplicate invoice', 'Reason Order changed', 'Reason Goods or services unsatisfactory', 'Reason Other']],
  ['de', ['Grund Doppelt berechnet', 'Grund Auftragsänderung', 'Grund Mangelhafte Lieferung oder Leistung', 'Grund Sonstiges']],
  ['fr', ['Motif Facture en double', 'Motif Modification de la commande', 'Motif Produit ou prestation non satisfaisant', 'Motif Autre']],
])('a credit note prints its reason, in %s', async (locale, expected) => {
  const reasons = ['duplicate', 'order_change', 'product_unsatisfactory', 'other'] as const;
  for (const [index, reason] of reasons.entries()) {
    const [page] = await pagesOf({ ...creditNote, locale, creditReason: reason });
    expect(page).toContain(expected[index]);
  }
}, timeoutMs);

test.each<[string, BillingDocument['buyer']['address'], string]>([
  ['a UK address prints the town above the postcode', london, "10 St James's Square London SW1Y 4JH United Kingdom"],
  ['a German address prints the postcode before the town', { line1: 'Königsallee 1', line2: 'Eingang B', postal_code: '40212', city: 'Düsseldorf', country: 'DE' }, 'Königsallee 1 Eingang B 40212 Düsseldorf Germany'],
  ['a US address prints the postcode after the town', { line1: '1 Main Street', line2: null, postal_code: '62701', city: 'Springfield', country: 'US' }, '1 Main Street Springfield, 62701 United States'],
])('%s', async (_name, address, expected) => {
  const [page] = await pagesOf(invoiceOf(germanInvoice.lines, { buyer: { ...germanInvoice.buyer, address } }));
  expect(page).toContain(expected);
}, timeoutMs);

test('a seller without legal mentions prints none of their labels', async () => {
  const [page] = await pagesOf(germanInvoice);
  for (const word of ['Legal form', 'Register', 'Share capital', 'SIREN', 'Reason']) expect(page).not.toContain(word);
}, timeoutMs);

test('the other mentions print as written, after the register', async () => {
  const [page] = await pagesOf({ ...germanInvoice, seller: { ...gmbh, legal: { ...gmbhLegal, otherMentions: 'Mitglied der IHK Berlin & <Verband> 🧾' } } });
  expect(page).toContain('Mitglied der IHK Berlin & <Verband>');
  expect(page.indexOf('Mitglied der IHK')).toBeGreaterThan(page.indexOf('HRB 234567 B'));
}, timeoutMs);

// The run-time mends of @e-invoice-eu/core (library-fixes.ts: its CII table; library-text.ts: its
// text, through xmlbuilder2) are pinned to the versions they were written for, and each is shown
// still needed: the library's own writer, unmended, still writes the fault the mend corrects.
import { createRequire } from 'node:module';
import { FormatFactoryService, type Invoice } from '@e-invoice-eu/core';
import { eInvoiceFormatInfo } from '../../server/domain/documents/index.js';
import { libraryInvoice } from '../../server/documents/einvoice/library-invoice.js';
import { xmlSchemaErrors } from '../../scripts/conformance/xml-schema.js';
import { generateEInvoice } from '../../server/documents/einvoice/generate.js';
import { billingDocument, gmbhLegal } from '../helpers/billing-documents.js';

const silent = { log: () => {}, warn: () => {}, error: () => {} };

/** The XML the library writes by itself, without folio's mends. */
async function unmended(invoice: Invoice, format: 'CII' | 'UBL'): Promise<string> {
  const factory = new FormatFactoryService();
  const writer = factory.createFormatService(format, silent);
  writer.fillInvoiceDefaults(invoice);
  return String(await writer.generate(invoice, { format: factory.normalizeFormat(format), lang: 'de-de' }));
}
const unmendedCii = (invoice: Invoice) => unmended(invoice, 'CII');

const cii = (doc: ReturnType<typeof billingDocument>) => libraryInvoice(doc, eInvoiceFormatInfo.cii);

test('the mends are written for @e-invoice-eu/core 2.3.4 and the xmlbuilder2 4.0.3 it writes XML with', () => {
  const library = createRequire(import.meta.url)('@e-invoice-eu/core/package.json') as { version: string };
  const xmlbuilder2 = createRequire(createRequire(import.meta.url).resolve('@e-invoice-eu/core'))('xmlbuilder2/package.json') as { version: string };
  expect([library.version, xmlbuilder2.version]).toEqual(['2.3.4', '4.0.3']);
});

test('unmended, a buyer named "AT&T; Europe" makes the XML unreadable, and text that looks escaped is decoded', async () => {
  for (const format of ['UBL', 'CII'] as const) {
    const xml = await unmended(libraryInvoice(billingDocument({ buyer: { name: 'AT&T; Europe' } }), eInvoiceFormatInfo.ubl), format);
    expect(xmlSchemaErrors(xml, format === 'UBL' ? 'ubl-invoice' : 'cii').join('\n')).toContain('Entity \'T\' not defined');
    const decoded = await unmended(libraryInvoice(billingDocument({ buyer: { name: 'Smith &amp; Sons &#x41;' } }), eInvoiceFormatInfo.ubl), format);
    expect(decoded).toContain('>Smith &amp; Sons A<');
  }
});

test('unmended, a document with a service period and no delivery lacks ApplicableHeaderTradeDelivery, which the schema requires', async () => {
  const xml = await unmendedCii(cii(billingDocument({ servicePeriod: { start: '2026-10-01', end: '2026-10-31' } })));
  expect(xml).not.toContain('ApplicableHeaderTradeDelivery');
  expect(xmlSchemaErrors(xml, 'cii').join('\n')).toContain('Expected is ( {urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100}ApplicableHeaderTradeDelivery )');
});

test('unmended, a credit note loses the invoice it corrects (BT-25, BT-26)', async () => {
  const xml = await unmendedCii(cii(billingDocument({ kind: 'credit_note' })));
  expect(xml).not.toContain('InvoiceReferencedDocument');
});

test('unmended, the preceding invoice\'s date is written as udt:DateTimeString even where the library reads it, which the schema refuses', async () => {
  const invoice = cii(billingDocument({ kind: 'credit_note' }));
  // The place the library's table reads BT-25 and BT-26 from (directly under cac:BillingReference).
  (invoice['ubl:Invoice'] as Record<string, unknown>)['cac:BillingReference'] = [{ 'cbc:ID': 'INV-2026-0042', 'cbc:IssueDate': '2026-11-20' }];
  const xml = await unmendedCii(invoice);
  expect(xml).toMatch(/<ram:FormattedIssueDateTime>\s*<udt:DateTimeString format="102">/);
  expect(xmlSchemaErrors(xml, 'cii').join('\n')).toContain('Expected is ( {urn:un:unece:uncefact:data:standard:QualifiedDataType:100}DateTimeString )');
});

test('unmended, a seller named by a tax number has no seller identifier (BT-29)', async () => {
  const doc = billingDocument({ seller: { vatId: null, taxNumber: '30/123/45678' }, lines: [{ description: 'Webdesign', quantity: 1, unitPrice: 6_500, taxCategory: 'E', taxExemptionReason: 'Kleinunternehmer' }] });
  expect(await unmendedCii(cii(doc))).not.toMatch(/<ram:SellerTradeParty>\s*<ram:ID>/);
});

test('unmended, a seller\'s additional legal information (BT-33) never reaches CII, and mended it does', async () => {
  const doc = billingDocument({ seller: { legal: gmbhLegal } });
  expect(await unmendedCii(cii(doc))).not.toContain('Registergericht');
  expect(Buffer.from(await generateEInvoice(doc, 'cii')).toString('utf8')).toMatch(/<ram:SellerTradeParty>[\s\S]*<ram:Description>Rechtsform: GmbH[^<]*Registergericht/);
});

// The VAT total in the seller's accounting currency in every e-invoice format (D52, Art. 230):
// the tax currency (BT-6) and a second tax total in it with its amount only (BT-111, BR-53), read
// back as a receiver reads them; each document valid against its XML Schema and passing the CEN
// EN 16931 Schematron, and XRechnung's for the XRechnung formats. A document in the accounting
// currency states neither.
import { join } from 'node:path';
import type { BillingDocument } from '../../server/domain/documents/index.js';
import { eInvoiceFormatInfo, eInvoiceFormats, type EInvoiceFormat } from '../../server/domain/documents/index.js';
import { generateEInvoice } from '../../server/documents/einvoice/generate.js';
import { conformanceDir, xmlSchemaErrors, xmlSchemaFor } from '../../scripts/conformance/xml-schema.js';
import { sefValidator } from '../../scripts/measure/schematron.js';
import { billingDocument, documentPdf } from '../helpers/billing-documents.js';
import { facturXParts } from '../helpers/factur-x-parts.js';
import { xpathOf } from '../helpers/xpath.js';


/** Slow on a loaded machine: the Schematron stylesheets are large. */
const timeoutMs = 120_000;

/** Each tax total as "amount currency [subtotals]", in document order, and the tax currency code. */
const paths = {
  UBL: {
    taxCurrency: '/*/cbc:TaxCurrencyCode',
    totals: 'string-join(/*/cac:TaxTotal/concat(cbc:TaxAmount, " ", cbc:TaxAmount/@currencyID, " ", count(cac:TaxSubtotal)), "; ")',
  },
  CII: {
    taxCurrency: '//ram:ApplicableHeaderTradeSettlement/ram:TaxCurrencyCode',
    totals: 'string-join(//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount/concat(., " ", @currencyID), "; ")',
  },
};

async function xmlOf(doc: BillingDocument, format: EInvoiceFormat): Promise<string> {
  const bytes = await generateEInvoice(doc, format, format === 'factur-x' ? { pdf: await documentPdf(doc) } : {});
  return format === 'factur-x' ? (await facturXParts(bytes)).attachments['factur-x.xml']! : Buffer.from(bytes).toString('utf8');
}

async function read(xml: string, format: EInvoiceFormat): Promise<{ taxCurrency: string; totals: string }> {
  const value = await xpathOf(xml);
  const syntax = eInvoiceFormatInfo[format].syntax;
  return { taxCurrency: value(paths[syntax].taxCurrency), totals: value(paths[syntax].totals) };
}

// 233.25 USD of VAT at 0.9239582371 EUR a dollar: 215.5132... EUR.
const usdInvoice = billingDocument({ locale: 'en', currency: 'USD', taxCurrency: { currency: 'EUR', exchangeRate: '0.9239582371', tax: 21551 } });
// A credit note of 38.00 CHF of VAT at its invoice's 1.0642 EUR a franc: 40.4396 EUR.
const chfCreditNote = billingDocument({
  kind: 'credit_note', locale: 'de', currency: 'CHF', taxCurrency: { currency: 'EUR', exchangeRate: '1.0642', tax: 4044 },
  lines: [{ description: 'Gutschrift Lizenz', quantity: 1, unitPrice: 20_000, taxRate: 19 }],
});

const expected = {
  invoice: { UBL: { taxCurrency: 'EUR', totals: '233.25 USD 2; 215.51 EUR 0' }, CII: { taxCurrency: 'EUR', totals: '233.25 USD; 215.51 EUR' } },
  creditNote: { UBL: { taxCurrency: 'EUR', totals: '38.00 CHF 1; 40.44 EUR 0' }, CII: { taxCurrency: 'EUR', totals: '38.00 CHF; 40.44 EUR' } },
};

test.each(eInvoiceFormats)('%s states the tax currency (BT-6) and the VAT total in it (BT-111) of a USD invoice and a CHF credit note', async (format) => {
  const syntax = eInvoiceFormatInfo[format].syntax;
  expect(await read(await xmlOf(usdInvoice, format), format)).toEqual(expected.invoice[syntax]);
  expect(await read(await xmlOf(chfCreditNote, format), format)).toEqual(expected.creditNote[syntax]);
}, timeoutMs);

test.each(eInvoiceFormats)('%s of a document in the accounting currency states no tax currency and one tax total', async (format) => {
  const { taxCurrency, totals } = await read(await xmlOf(billingDocument(), format), format);
  expect(taxCurrency).toBe('');
  expect(totals.split('; ')).toHaveLength(1);
}, timeoutMs);

describe('the official checks', () => {
  const sef = (name: string) => sefValidator(name, join(conformanceDir(), 'validators', `${name}.sef.json`));
  const validators = { UBL: sef('cen-ubl'), CII: sef('cen-cii') };
  const xrechnung: Partial<Record<EInvoiceFormat, ReturnType<typeof sef>>> = { 'xrechnung-ubl': sef('xrechnung-ubl'), 'xrechnung-cii': sef('xrechnung-cii') };
  const cases = eInvoiceFormats.flatMap((format) => [[format, 'the USD invoice', usdInvoice], [format, 'the CHF credit note', chfCreditNote]] as const);

  test.each(cases)('%s: %s is valid against its XML Schema and passes every fatal rule of the CEN Schematron, and XRechnung\'s for XRechnung', async (format, _name, doc) => {
    const xml = await xmlOf(doc, format);
    expect(xmlSchemaErrors(xml, xmlSchemaFor(format, doc.kind))).toEqual([]);
    const assertions = [...validators[eInvoiceFormatInfo[format].syntax].validate(xml), ...(xrechnung[format]?.validate(xml) ?? [])];
    expect(assertions.filter((assertion) => assertion.flag === 'fatal' || assertion.flag === 'error').map((assertion) => `${assertion.id}: ${assertion.text}`)).toEqual([]);
  }, timeoutMs);
});

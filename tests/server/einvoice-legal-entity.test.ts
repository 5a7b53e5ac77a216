// The seller's legal mentions in every e-invoice format (D52), read back as a receiver reads them:
// the legal registration identifier (BT-30) with its scheme, the additional legal information
// (BT-33) in the customer's language, and a credit note's reason as its note (BT-22); and each
// document passes the CEN EN 16931 Schematron, and XRechnung's for the XRechnung formats.
import { join } from 'node:path';
import type { BillingDocument } from '../../server/domain/documents/index.js';
import { eInvoiceFormatInfo, eInvoiceFormats, type EInvoiceFormat } from '../../server/domain/documents/index.js';
import { generateEInvoice } from '../../server/documents/einvoice/generate.js';
import { conformanceDir } from '../../scripts/conformance/xml-schema.js';
import { sefValidator } from '../../scripts/measure/schematron.js';
import { billingDocument, documentPdf, gmbhLegal, sasLegal } from '../helpers/billing-documents.js';
import { facturXParts } from '../helpers/factur-x-parts.js';
import { xpathOf } from '../helpers/xpath.js';


/** Slow on a loaded machine: the Schematron stylesheets are large. */
const timeoutMs = 120_000;

const paths = {
  UBL: {
    registration: '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID',
    scheme: '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID/@schemeID',
    information: '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyLegalForm',
    note: '/*/cbc:Note',
  },
  CII: {
    registration: '//ram:SellerTradeParty/ram:SpecifiedLegalOrganization/ram:ID',
    scheme: '//ram:SellerTradeParty/ram:SpecifiedLegalOrganization/ram:ID/@schemeID',
    information: '//ram:SellerTradeParty/ram:Description',
    note: 'string-join(//rsm:ExchangedDocument/ram:IncludedNote/ram:Content, "|")',
  },
};

async function xmlOf(doc: BillingDocument, format: EInvoiceFormat): Promise<string> {
  const bytes = await generateEInvoice(doc, format, format === 'factur-x' ? { pdf: await documentPdf(doc) } : {});
  return format === 'factur-x' ? (await facturXParts(bytes)).attachments['factur-x.xml']! : Buffer.from(bytes).toString('utf8');
}

async function read(xml: string, format: EInvoiceFormat): Promise<Record<keyof typeof paths.UBL, string>> {
  const xpath = await xpathOf(xml);
  const syntax = eInvoiceFormatInfo[format].syntax;
  // Every white space as one space: Intl and French punctuation write U+00A0 and U+202F.
  const value = (path: string) => xpath(path).replace(/[^\S\n]/g, ' ');
  return Object.fromEntries(Object.entries(paths[syntax]).map(([key, path]) => [key, value(path)])) as Record<keyof typeof paths.UBL, string>;
}

const gmbh = billingDocument({ seller: { legal: gmbhLegal } });
const sasCreditNote = billingDocument({
  kind: 'credit_note', locale: 'fr', creditReason: 'product_unsatisfactory', notes: 'Deux licences rendues.',
  buyer: { name: 'Durand SA', address: { line1: '5 avenue Foch', line2: null, city: 'Paris', postal_code: '75016', country: 'FR' }, taxId: 'FR61954506077', electronicAddress: { scheme: '0009', value: '95450607700018' } },
  seller: { legalName: 'Atelier Dupré SAS', vatId: 'FR40303265045', address: { line1: "12 rue de l'Église", line2: null, city: 'Lyon', postal_code: '69002', country: 'FR' }, legal: sasLegal },
});

test.each(eInvoiceFormats)('%s carries a German GmbH\'s register number (BT-30) and its §35a data in German (BT-33)', async (format) => {
  expect(await read(await xmlOf(gmbh, format), format)).toMatchObject({
    registration: 'HRB 234567 B', scheme: '',
    information: 'Rechtsform: GmbH · Sitz der Gesellschaft: Berlin · Registergericht: Amtsgericht Berlin (Charlottenburg), HRB 234567 B · '
      + 'Geschäftsführer: Erika Mustermann, Max Mustermann · Stammkapital: 25.000,00 €',
  });
}, timeoutMs);

test.each(eInvoiceFormats)('%s carries a French SAS\'s SIREN under scheme 0002 (BT-30), its mentions in French (BT-33) and the credit note\'s reason before its memo (BT-22)', async (format) => {
  expect(await read(await xmlOf(sasCreditNote, format), format)).toEqual({
    registration: '303265045', scheme: '0002',
    information: 'Forme juridique : SAS · SIREN 303 265 045 · RCS Lyon · Dirigeant : Chloé Dupré · Capital social : 10 000,00 €',
    note: 'Motif : Produit ou prestation non satisfaisant\nDeux licences rendues.',
  });
}, timeoutMs);

describe('the official checks', () => {
  const sef = (name: string) => sefValidator(name, join(conformanceDir(), 'validators', `${name}.sef.json`));
  const validators = { UBL: sef('cen-ubl'), CII: sef('cen-cii') };
  const xrechnung: Partial<Record<EInvoiceFormat, ReturnType<typeof sef>>> = { 'xrechnung-ubl': sef('xrechnung-ubl'), 'xrechnung-cii': sef('xrechnung-cii') };
  const cases = eInvoiceFormats.flatMap((format) => [[format, 'the GmbH invoice', gmbh], [format, 'the SAS credit note', sasCreditNote]] as const);

  test.each(cases)('%s: %s passes every fatal rule of the CEN Schematron, and XRechnung\'s for XRechnung', async (format, _name, doc) => {
    const xml = await xmlOf(doc, format);
    const assertions = [...validators[eInvoiceFormatInfo[format].syntax].validate(xml), ...(xrechnung[format]?.validate(xml) ?? [])];
    expect(assertions.filter((assertion) => assertion.flag === 'fatal' || assertion.flag === 'error').map((assertion) => `${assertion.id}: ${assertion.text}`)).toEqual([]);
  }, timeoutMs);
});

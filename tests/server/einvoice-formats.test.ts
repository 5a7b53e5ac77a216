// Every e-invoice format read back as its receiver reads it (D38): the XML parsed (saxon-js) and
// asked for the seller, the buyer, the tax breakdown, the dates and the totals; Factur-X opened
// with pdfjs for its factur-x.xml attachment and its XMP metadata.
import { join } from 'node:path';
import { invoiceSchema } from '@e-invoice-eu/core';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DomainError } from '../../server/domain/domain-error.js';
import { eInvoiceFormatInfo, eInvoiceFormats, type EInvoiceFormat } from '../../server/domain/documents/index.js';
import { decimalAmount } from '../../server/domain/money.js';
import { generateEInvoice } from '../../server/documents/einvoice/generate.js';
import { libraryInvoice } from '../../server/documents/einvoice/library-invoice.js';
import { conformanceDir } from '../../scripts/conformance/xml-schema.js';
import { sefValidator } from '../../scripts/measure/schematron.js';
import { billingDocument, documentPdf, sampleDocuments, xmlSpecialStrings } from '../helpers/billing-documents.js';
import { facturXParts } from '../helpers/factur-x-parts.js';
import { xpathOf } from '../helpers/xpath.js';



type Fact = 'type' | 'number' | 'issued' | 'due' | 'seller' | 'sellerVat' | 'buyer' | 'buyerVat' | 'breakdown' | 'net' | 'total' | 'prepaid' | 'payable' | 'specification' | 'preceding' | 'buyerReference' | 'terms';

/** Where each syntax keeps each fact, as XPath; the breakdown as "category rate taxable tax" per entry. */
const paths: Record<'UBL' | 'CII', Record<Fact, string>> = {
  UBL: {
    type: '/*/(cbc:InvoiceTypeCode | cbc:CreditNoteTypeCode)',
    number: '/*/cbc:ID',
    issued: '/*/cbc:IssueDate',
    due: '/*/cbc:DueDate',
    seller: '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    sellerVat: '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = "VAT"]/cbc:CompanyID',
    buyer: '/*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    buyerVat: '/*/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID',
    breakdown: 'string-join(/*/cac:TaxTotal/cac:TaxSubtotal/string-join((cac:TaxCategory/cbc:ID, cac:TaxCategory/cbc:Percent, cbc:TaxableAmount, cbc:TaxAmount), " "), "; ")',
    net: '/*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount',
    total: '/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount',
    prepaid: '/*/cac:LegalMonetaryTotal/cbc:PrepaidAmount',
    payable: '/*/cac:LegalMonetaryTotal/cbc:PayableAmount',
    specification: '/*/cbc:CustomizationID',
    preceding: 'string-join(/*/cac:BillingReference/cac:InvoiceDocumentReference/(cbc:ID, cbc:IssueDate), " ")',
    buyerReference: '/*/cbc:BuyerReference',
    terms: '/*/cac:PaymentTerms/cbc:Note',
  },
  CII: {
    type: '//rsm:ExchangedDocument/ram:TypeCode',
    number: '//rsm:ExchangedDocument/ram:ID',
    issued: '//rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString',
    due: '//ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString',
    seller: '//ram:SellerTradeParty/ram:Name',
    sellerVat: '//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = "VA"]',
    buyer: '//ram:BuyerTradeParty/ram:Name',
    buyerVat: '//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID',
    breakdown: 'string-join(//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax/string-join((ram:CategoryCode, ram:RateApplicablePercent, ram:BasisAmount, ram:CalculatedAmount), " "), "; ")',
    net: '//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxBasisTotalAmount',
    total: '//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:GrandTotalAmount',
    prepaid: '//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TotalPrepaidAmount',
    payable: '//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:DuePayableAmount',
    specification: '//rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
    preceding: 'string-join(//ram:InvoiceReferencedDocument/(ram:IssuerAssignedID, ram:FormattedIssueDateTime/*), " ")',
    buyerReference: '//ram:BuyerReference',
    terms: '//ram:SpecifiedTradePaymentTerms/ram:Description',
  },
};

/** The facts an XML e-invoice states, each as the string the receiver reads. */
async function factsOf(xml: string, syntax: 'UBL' | 'CII'): Promise<Record<Fact, string>> {
  const read = await xpathOf(xml);
  const entries = Object.entries(paths[syntax]).map(([fact, path]) => [fact, read(path)]);
  return Object.fromEntries(entries) as Record<Fact, string>;
}

const text = async (doc: Parameters<typeof generateEInvoice>[0], format: EInvoiceFormat) => Buffer.from(await generateEInvoice(doc, format)).toString('utf8');

const partlyPaid = billingDocument({ payments: [{ id: 'pay_1', amount: 50_000, paidAt: '2026-11-25', method: 'bank_transfer', reference: null }] });
const creditNote = billingDocument({ kind: 'credit_note', locale: 'fr', lines: [{ description: 'Remboursement', quantity: 1, unitPrice: 20_000, taxRate: 19 }] });
const compact = (date: string) => date.replaceAll('-', '');

const xmlFormats: Array<[EInvoiceFormat, 'UBL' | 'CII', string]> = [
  ['ubl', 'UBL', 'urn:cen.eu:en16931:2017'],
  ['cii', 'CII', 'urn:cen.eu:en16931:2017'],
  ['xrechnung-ubl', 'UBL', 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'],
  ['xrechnung-cii', 'CII', 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'],
  ['peppol-bis', 'UBL', 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'],
];

test.each(xmlFormats)('%s states the seller, the buyer, the breakdown, the dates and the totals of a partly paid invoice', async (format, syntax, specification) => {
  const facts = await factsOf(await text(partlyPaid, format), syntax);
  const date = syntax === 'UBL' ? (value: string) => value : compact;
  expect(facts).toEqual({
    type: '380', number: 'INV-2026-0042', issued: date('2026-11-20'), due: date('2026-12-20'),
    seller: 'Muster Software GmbH', sellerVat: 'DE123456789', buyer: 'Beispiel AG', buyerVat: 'DE987654321',
    breakdown: 'S 19 1200.00 228.00; S 7 74.97 5.25',
    net: '1274.97', total: '1508.22', prepaid: '500.00', payable: '1008.22',
    specification, preceding: '', buyerReference: '04011000-12345-67', terms: 'Zahlbar innerhalb von 30 Tagen bis zum 20. Dezember 2026.',
  });
});

test.each(xmlFormats)('%s writes a credit note as type 381 naming the invoice it corrects, in the customer\'s language', async (format, syntax) => {
  const facts = await factsOf(await text(creditNote, format), syntax);
  expect(facts).toMatchObject({
    type: '381', number: 'INV-2026-CN-0003', breakdown: 'S 19 200.00 38.00', total: '238.00', payable: '238.00',
    preceding: syntax === 'UBL' ? 'INV-2026-0042 2026-11-20' : 'INV-2026-0042 20261120', terms: 'Rectifie la facture INV-2026-0042 du 20 novembre 2026.',
  });
});

test('a seller with a tax number only is named by it as the seller identifier (BT-29), in both syntaxes', async () => {
  const doc = billingDocument({ seller: { vatId: null, taxNumber: '30/123/45678' }, lines: [{ description: 'Webdesign', quantity: 1, unitPrice: 6_500, taxCategory: 'E', taxExemptionReason: 'Kleinunternehmer gemäß § 19 UStG' }] });
  expect(await text(doc, 'ubl')).toMatch(/<cac:PartyIdentification>\s*<cbc:ID>30\/123\/45678<\/cbc:ID>/);
  expect(await text(doc, 'cii')).toMatch(/<ram:SellerTradeParty>\s*<ram:ID>30\/123\/45678<\/ram:ID>/);
});

test('a UBL credit note is a CreditNote document', async () => {
  expect(await text(creditNote, 'ubl')).toMatch(/<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
});

test('the categories without a rate carry their exemption reason and its code, and reverse charge names both VAT identifiers', async () => {
  const doc = billingDocument({ locale: 'en', lines: [{ description: 'Software', quantity: 2, unitPrice: 10_000, taxCategory: 'AE' }] });
  const xml = await text(doc, 'ubl');
  expect(await factsOf(xml, 'UBL')).toMatchObject({ breakdown: 'AE 0 200.00 0.00', sellerVat: 'DE123456789', buyerVat: 'DE987654321', terms: 'Payable within 30 days, by 20 December 2026.' });
  expect(xml).toContain('<cbc:TaxExemptionReasonCode>VATEX-EU-AE</cbc:TaxExemptionReasonCode>');
  expect(xml).toContain('<cbc:TaxExemptionReason>Reverse charge</cbc:TaxExemptionReason>');
});

test('what folio hands the library fits the library\'s own schema of its input, for every sample and format', () => {
  const validate = new Ajv2019({ strict: true, allErrors: true }).compile(structuredClone(invoiceSchema));
  const misfits = sampleDocuments().flatMap(([name, doc]) => eInvoiceFormats.flatMap((format) => (
    validate(libraryInvoice(doc, eInvoiceFormatInfo[format])) ? [] : [`${name} / ${format}: ${JSON.stringify(validate.errors?.[0])}`])));
  expect(misfits).toEqual([]);
});

test('amounts are exact decimal strings, up to the largest amount the API carries', () => {
  expect([decimalAmount(0), decimalAmount(5), decimalAmount(-120), decimalAmount(Number.MAX_SAFE_INTEGER)]).toEqual(['0.00', '0.05', '-1.20', '90071992547409.91']);
});

test('a draft has no e-invoice: it is a conflict', async () => {
  const draft = billingDocument({ number: null, issueDate: null, status: 'draft' });
  await expect(generateEInvoice(draft, 'ubl')).rejects.toMatchObject({ kind: 'conflict' });
});

test('a document the format\'s rules refuse is invalid, with the first rule\'s message and field, and nothing is written', async () => {
  const error = await generateEInvoice(billingDocument({ buyerReference: null }), 'xrechnung-cii').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ kind: 'invalid', param: 'buyer_reference', message: 'BR-DE-15: XRechnung needs a buyer reference (BT-10); set buyer_reference on the invoice.' });
});

describe('factur-x', () => {
  const doc = billingDocument();

  async function opened() {
    const pdf = await generateEInvoice(doc, 'factur-x', { pdf: await documentPdf(doc) });
    const document = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
    const attachments = (await document.getAttachments()) as Record<string, { filename: string; content: Uint8Array }>;
    const { metadata } = await document.getMetadata();
    const xmp = (metadata as { getRaw(): string } | null)?.getRaw() ?? '';
    await document.destroy();
    return { pdf, attachments, xmp };
  }

  test('is a PDF that carries factur-x.xml, the document\'s CII', async () => {
    const { pdf, attachments } = await opened();
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Object.values(attachments).map((attachment) => attachment.filename)).toEqual(['factur-x.xml']);
    const xml = Buffer.from(attachments['factur-x.xml']!.content).toString('utf8');
    expect(xml).toBe(await text(doc, 'cii'));
    expect(await factsOf(xml, 'CII')).toMatchObject({ seller: 'Muster Software GmbH', buyer: 'Beispiel AG', total: '1508.22', breakdown: 'S 19 1200.00 228.00; S 7 74.97 5.25' });
  });

  test('says in its XMP that it is PDF/A-3 with the Factur-X EN 16931 profile in factur-x.xml', async () => {
    const { xmp } = await opened();
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(xmp).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/);
    expect(xmp).toMatch(/<fx:DocumentType>INVOICE<\/fx:DocumentType>/);
  });

  test('needs the document\'s PDF', async () => {
    await expect(generateEInvoice(doc, 'factur-x')).rejects.toThrow('factur-x needs the document\'s PDF.');
  });
});

describe('a line at a negative unit price (R130)', () => {
  const discounted = billingDocument({ lines: [
    { description: 'Software licence, annual', quantity: 1, unitPrice: 120_000, taxRate: 19 },
    { description: 'Loyalty discount', quantity: 2, unitPrice: -10_000, taxRate: 19 },
  ] });
  const line = {
    UBL: 'concat(/*/cac:InvoiceLine[2]/cbc:InvoicedQuantity, " ", /*/cac:InvoiceLine[2]/cac:Price/cbc:PriceAmount, " ", /*/cac:InvoiceLine[2]/cbc:LineExtensionAmount)',
    CII: 'concat((//ram:BilledQuantity)[2], " ", (//ram:NetPriceProductTradePrice/ram:ChargeAmount)[2], " ", (//ram:LineTotalAmount)[2])',
  };
  const cenValidators = { UBL: sefValidator('cen-ubl', join(conformanceDir(), 'validators/cen-ubl.sef.json')), CII: sefValidator('cen-cii', join(conformanceDir(), 'validators/cen-cii.sef.json')) };

  test.each(xmlFormats)('%s writes it as a negative quantity at a positive price, its net amount unchanged', async (format, syntax) => {
    const read = await xpathOf(await text(discounted, format));
    expect(read(line[syntax])).toBe('-2 100.00 -200.00');
  });

  test.each(eInvoiceFormats)('%s passes BR-27 and every other fatal rule of the CEN EN 16931 schematron', async (format) => {
    const bytes = await generateEInvoice(discounted, format, format === 'factur-x' ? { pdf: await documentPdf(discounted) } : {});
    const xml = format === 'factur-x' ? (await facturXParts(bytes)).attachments['factur-x.xml']! : Buffer.from(bytes).toString('utf8');
    const fatal = cenValidators[eInvoiceFormatInfo[format].syntax].validate(xml).filter((assertion) => assertion.flag === 'fatal');
    expect(fatal.map((assertion) => `${assertion.id}: ${assertion.text}`)).toEqual([]);
  });
});

describe('text that XML must escape, or that looks escaped already', () => {
  const texts = {
    UBL: {
      seller: '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
      sellerStreet: '/*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:StreetName',
      buyer: '/*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
      line: '/*/(cac:InvoiceLine | cac:CreditNoteLine)[1]/cac:Item/cbc:Name',
      notes: '/*/cbc:Note',
    },
    CII: {
      seller: '//ram:SellerTradeParty/ram:Name',
      sellerStreet: '//ram:SellerTradeParty/ram:PostalTradeAddress/ram:LineOne',
      buyer: '//ram:BuyerTradeParty/ram:Name',
      line: '(//ram:SpecifiedTradeProduct/ram:Name)[1]',
      notes: '//rsm:ExchangedDocument/ram:IncludedNote/ram:Content',
    },
  };
  const special = sampleDocuments().filter(([name]) => name.includes('XML-special')).flatMap(([name, doc]) => eInvoiceFormats.map((format) => [format, name, doc] as const));

  test.each(special)('%s writes the %s as sent, and an XML parser reads it back exactly', async (format, _name, doc) => {
    const bytes = await generateEInvoice(doc, format, format === 'factur-x' ? { pdf: await documentPdf(doc) } : {});
    const xml = format === 'factur-x' ? (await facturXParts(bytes)).attachments['factur-x.xml']! : Buffer.from(bytes).toString('utf8');
    const value = await xpathOf(xml);
    const read = Object.fromEntries(Object.entries(texts[eInvoiceFormatInfo[format].syntax]).map(([field, path]) => [field, value(path)]));
    expect(read).toEqual(xmlSpecialStrings);
  });
});

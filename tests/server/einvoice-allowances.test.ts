// Discounts and charges in every e-invoice format (D50, D51): each sample with line discounts,
// document discounts and charges in each category they apply to, percentages and mixed rates
// passes the XML Schema, the CEN EN 16931 Schematron and, for XRechnung, KoSIT's Schematron
// (scripts/conformance/stages.ts, in that order); and the XML says what the document says.
import { eInvoiceFormatInfo, eInvoiceFormats, eInvoiceProblems } from '../../server/domain/documents/index.js';
import { generateEInvoice } from '../../server/documents/einvoice/generate.js';
import { checkDocuments, loadValidators } from '../../scripts/conformance/stages.js';
import { embeddedXml } from '../../scripts/conformance/factur-x.js';
import { allowanceSamples, documentPdf } from '../helpers/billing-documents.js';
import { xpathOf } from '../helpers/xpath.js';


const samples = allowanceSamples();
const cases = samples.flatMap(([name, doc]) => eInvoiceFormats.filter((format) => eInvoiceProblems(doc, format).length === 0).map((format) => ({ name, doc, format })));

async function bytesOf(doc: (typeof cases)[number]['doc'], format: (typeof cases)[number]['format']): Promise<Uint8Array> {
  return generateEInvoice(doc, format, format === 'factur-x' ? { pdf: await documentPdf(doc) } : {});
}

test('the samples reach every format, and every category a discount or charge applies to', () => {
  expect(new Set(cases.map((c) => c.format))).toEqual(new Set(eInvoiceFormats));
  const categories = new Set(samples.flatMap(([, doc]) => doc.allowanceCharges.map((item) => item.taxCategory)));
  expect([...categories].sort()).toEqual(['AE', 'E', 'G', 'K', 'O', 'S', 'Z']);
});

test('every format of every sample passes the XML Schema, the CEN Schematron and XRechnung\'s, with no fatal assertion', async () => {
  const validators = await loadValidators();
  const documents = await Promise.all(cases.map(async ({ doc, format }) => ({ kind: doc.kind, format, bytes: await bytesOf(doc, format) })));
  // PDF/A is the Factur-X tests' concern; here the XML inside it.
  const findings = await checkDocuments(documents, { ...validators, pdfA3b: async () => [] });
  const failed = findings.flatMap((list, index) => list.map((finding) => `${cases[index]!.format} ${cases[index]!.name}: ${finding.stage} ${finding.rule} ${finding.detail}`));
  expect(failed).toEqual([]);
}, 600_000);

describe('the XML carries the amounts, codes and categories', () => {
  const [name, doc] = samples[0]!;
  const paths = {
    UBL: {
      document: 'string-join(/*/cac:AllowanceCharge/concat(cbc:ChargeIndicator, " ", cbc:AllowanceChargeReasonCode, " ", cbc:Amount, " ", cac:TaxCategory/cbc:ID, " ", cac:TaxCategory/cbc:Percent), "|")',
      line: 'string-join(/*/cac:InvoiceLine/cac:AllowanceCharge/concat(cbc:ChargeIndicator, " ", cbc:AllowanceChargeReasonCode, " ", cbc:Amount, " ", cbc:BaseAmount), "|")',
      totals: 'concat(/*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount, " ", /*/cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount, " ", /*/cac:LegalMonetaryTotal/cbc:ChargeTotalAmount, " ", /*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount)',
    },
    CII: {
      document: 'string-join(//ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeAllowanceCharge/concat(ram:ChargeIndicator/udt:Indicator, " ", ram:ReasonCode, " ", ram:ActualAmount, " ", ram:CategoryTradeTax/ram:CategoryCode, " ", ram:CategoryTradeTax/ram:RateApplicablePercent), "|")',
      line: 'string-join(//ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge/concat(ram:ChargeIndicator/udt:Indicator, " ", ram:ReasonCode, " ", ram:ActualAmount, " ", ram:BasisAmount), "|")',
      totals: 'concat(//ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:LineTotalAmount, " ", //ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:AllowanceTotalAmount, " ", //ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:ChargeTotalAmount, " ", //ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxBasisTotalAmount)',
    },
  };
  test.each(eInvoiceFormats)(`%s writes ${name} as EN 16931 says`, async (format) => {
    const bytes = await bytesOf(doc, format);
    const xml = format === 'factur-x' ? await embeddedXml(bytes) : Buffer.from(bytes).toString('utf8');
    const read = await xpathOf(xml);
    const syntax = eInvoiceFormatInfo[format].syntax;
    // 2% of the lines' 1,119.98 is 22.3996, 22.40; 1.5% of it is 16.7997, 16.80 (half away from zero).
    expect(read(paths[syntax].document)).toBe('false 95 22.40 S 19|false 100 10.00 S 7|true FC 9.90 S 19|true  16.80 S 7');
    // The base only beside a percentage (PEPPOL-EN16931-R042): the second line's discount is an amount.
    expect(read(paths[syntax].line)).toBe('false 95 150.00 1200.00|false 95 4.99 ');
    expect(read(paths[syntax].totals)).toBe('1119.98 32.40 26.70 1114.28');
  });
});

// The conformance corpus's own checks (scripts/conformance/stages.ts): a document stops at its
// first failing stage, the XML Schema runs for a batch of documents at once and answers for each
// one, and the schema's messages become rules that one defect shares. Runs where xmllint and the
// shared conformance artefacts are (CI installs both); the corpus itself is a script.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { checkDocuments, loadValidators, schemaRule, type Checkable } from '../../scripts/conformance/stages.js';
import { conformanceDir } from '../../scripts/conformance/xml-schema.js';

const ubl = (body: string) => `<?xml version="1.0" encoding="utf-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>1</cbc:ID>
  <cbc:IssueDate>2026-01-01</cbc:IssueDate>${body}
  <cac:AccountingSupplierParty><cac:Party/></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party/></cac:AccountingCustomerParty>
  <cac:LegalMonetaryTotal><cbc:PayableAmount currencyID="EUR">1.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
  <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:LineExtensionAmount currencyID="EUR">1.00</cbc:LineExtensionAmount><cac:Item/></cac:InvoiceLine>
</Invoice>`;
const document = (xml: string): Checkable => ({ kind: 'invoice', format: 'ubl', bytes: new TextEncoder().encode(xml) });

const available = existsSync(conformanceDir()) && !spawnSync('xmllint', ['--version']).error;

(available ? describe : describe.skip)('the stages of a document', () => {
  test('stop at the XML Schema for text that is not well-formed or not valid, and reach the CEN rules otherwise, each document on its own', async () => {
    const findings = await checkDocuments([
      document(ubl('\n  <cbc:Note>AT&T; Europe</cbc:Note>')),
      document(ubl('\n  <cbc:Unknown>x</cbc:Unknown>')),
      document(ubl('')),
    ], await loadValidators());
    expect(findings[0]).toEqual([expect.objectContaining({ stage: 'xsd', rule: "ubl-invoice: parser error : Entity '…' not defined" })]);
    expect(findings[1]).toEqual([expect.objectContaining({ stage: 'xsd', rule: expect.stringContaining("ubl-invoice: Element 'cbc:Unknown': This element is not expected.") })]);
    // Valid against the schema, but without the specification identifier and the rest EN 16931 asks for.
    expect(new Set(findings[2]!.map((finding) => finding.stage))).toEqual(new Set(['cen']));
    expect(findings[2]!.map((finding) => finding.rule)).toContain('BR-01');
  });
});

test.each<[string, string, string]>([
  ['drops the line number and spells namespaces with their usual prefix',
    "-:144: element DateTimeString: Schemas validity error : Element '{urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100}DateTimeString': This element is not expected. Expected is ( {urn:un:unece:uncefact:data:standard:QualifiedDataType:100}DateTimeString ).",
    "cii: Element 'udt:DateTimeString': This element is not expected. Expected is ( qdt:DateTimeString )."],
  ['makes every undefined entity one rule', "-:9: parser error : Entity 'T' not defined", "cii: parser error : Entity '…' not defined"],
])('a schema message as a rule %s', (_name, line, rule) => {
  expect(schemaRule('cii', line)).toBe(rule);
});

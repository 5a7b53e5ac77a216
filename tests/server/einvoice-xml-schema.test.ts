// The XML Schema first (R129): every format of every sample document, invoices and credit notes,
// is valid against the official UBL 2.1, CII D16B and Factur-X 1.07.3 EN 16931 schemas, as
// xmllint says; Factur-X is checked on the factur-x.xml it carries.
import { eInvoiceFormats, eInvoiceProblems } from '../../server/domain/documents/index.js';
import { generateEInvoice } from '../../server/documents/einvoice/generate.js';
import { xmlSchemaErrors, xmlSchemaFor, type XmlSchema } from '../../scripts/conformance/xml-schema.js';
import { xmlSchemaErrorsBatch } from '../../scripts/conformance/xml-schema-batch.js';
import { documentPdf, sampleDocuments } from '../helpers/billing-documents.js';
import { facturXParts } from '../helpers/factur-x-parts.js';

const cases = sampleDocuments().flatMap(([name, doc]) => eInvoiceFormats
  .filter((format) => eInvoiceProblems(doc, format).length === 0)
  .map((format) => [`${format}: ${name}`, doc, format] as const));

test('the samples cover both document types in every format', () => {
  const covered = new Set(cases.map(([, doc, format]) => `${format} ${doc.kind}`));
  expect(covered.size).toBe(eInvoiceFormats.length * 2);
});

/** xmllint's complaints about each case's XML, by the case's name: one xmllint run per schema for all of them (a run per document spent about 80 ms reading its schema). */
const verdicts = new Map<string, string[]>();
let documents: Array<{ name: string; xml: string; schema: XmlSchema }> = [];
beforeAll(async () => {
  documents = [];
  for (const [name, doc, format] of cases) {
    const bytes = await generateEInvoice(doc, format, format === 'factur-x' ? { pdf: await documentPdf(doc) } : {});
    const xml = format === 'factur-x' ? (await facturXParts(bytes)).attachments['factur-x.xml']! : Buffer.from(bytes).toString('utf8');
    documents.push({ name, xml, schema: xmlSchemaFor(format, doc.kind) });
  }
  xmlSchemaErrorsBatch(documents).forEach((errors, i) => verdicts.set(documents[i]!.name, errors));
}, 120_000);

test.each(cases)('xmllint finds %s valid against its XML Schema', (name) => {
  expect(verdicts.get(name)).toEqual([]);
});

test('xmllint\'s verdict reaches the caller: a CII without its delivery is named invalid', () => {
  const xml = '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>';
  expect(xmlSchemaErrors(xml, 'cii').join('\n')).toContain('Missing child element(s)');
  expect(xmlSchemaErrors('<a>&T;</a>', 'cii').join('\n')).toContain('Entity \'T\' not defined');
});

test('the batch\'s verdict reaches each document: among valid ones, a CII without its delivery and XML that is not well-formed are named', () => {
  const valid = documents.find((document) => document.schema === 'ubl-invoice')!;
  const errors = xmlSchemaErrorsBatch([
    valid,
    { xml: '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>', schema: 'cii' },
    { xml: '<a>&T;</a>', schema: 'cii' },
    valid,
  ]);
  expect(errors[0]).toEqual([]);
  expect(errors[1]!.join('\n')).toContain('Missing child element(s)');
  expect(errors[2]!.join('\n')).toContain('Entity \'T\' not defined');
  expect(errors[3]).toEqual([]);
});

// Factur-X is PDF/A-3B as far as the structural check can tell (R131), and the same document gives
// the same bytes at any time, dated by its issue date (R131). The check itself is shown to fail on
// the library's own Factur-X, which folio finishes (factur-x-pdfa.ts), and on a font not embedded.
import { jest } from '@jest/globals';
import { FormatFactoryService } from '@e-invoice-eu/core';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { eInvoiceFormatInfo, eInvoiceProblems } from '../../server/domain/documents/index.js';
import { generateEInvoice } from '../../server/documents/einvoice/generate.js';
import { libraryInvoice } from '../../server/documents/einvoice/library-invoice.js';
import { pdfA3bProblems } from '../../scripts/conformance/pdfa.js';
import { billingDocument, documentPdf, sampleDocuments } from '../helpers/billing-documents.js';
import { facturXParts } from '../helpers/factur-x-parts.js';

const facturX = async (doc: ReturnType<typeof billingDocument>) => generateEInvoice(doc, 'factur-x', { pdf: await documentPdf(doc) });
const samples = sampleDocuments().filter(([, doc]) => eInvoiceProblems(doc, 'factur-x').length === 0);

test.each(samples)('the Factur-X of %s has no PDF/A-3B problem the check can see', async (_name, doc) => {
  expect(await pdfA3bProblems(await facturX(doc))).toEqual([]);
});

test('the same document gives the same bytes at any time, with PDF 1.7 in the header and the issue date in the XMP', async () => {
  const doc = billingDocument();
  const first = await facturX(doc);
  jest.useFakeTimers({ now: new Date('2031-05-05T12:34:56Z'), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
  try {
    expect(Buffer.from(await facturX(doc)).equals(Buffer.from(first))).toBe(true);
  } finally {
    jest.useRealTimers();
  }
  expect(Buffer.from(first.subarray(0, 8)).toString('latin1')).toBe('%PDF-1.7');
  const { xmp } = await facturXParts(first);
  expect(xmp.match(/<xmp:(CreateDate|ModifyDate|MetadataDate)>[^<]*</g)).toEqual(['<xmp:CreateDate>2026-11-20T00:00:00Z<', '<xmp:ModifyDate>2026-11-20T00:00:00Z<', '<xmp:MetadataDate>2026-11-20T00:00:00Z<']);
  expect(xmp).toContain('<rdf:li xml:lang="x-default">Rechnung INV-2026-0042</rdf:li>');
});

test('the check names the problems of the library\'s own Factur-X, which folio finishes', async () => {
  const doc = billingDocument();
  const factory = new FormatFactoryService();
  const writer = factory.createFormatService('Factur-X-EN16931', { log: () => {}, warn: () => {}, error: () => {} });
  const invoice = libraryInvoice(doc, eInvoiceFormatInfo['factur-x']);
  writer.fillInvoiceDefaults(invoice);
  const raw = await writer.generate(invoice, { format: factory.normalizeFormat('Factur-X-EN16931'), lang: 'de-de', pdf: { buffer: await documentPdf(doc), filename: 'x.pdf', mimetype: 'application/pdf' } });
  const problems = await pdfA3bProblems(raw as Uint8Array);
  expect(problems).toEqual(expect.arrayContaining([
    'OutputIntents: the ICC stream has no /N (its header\'s colour space is "RGB ")',
    'the header says PDF 1.3, the XMP\'s pdf:PDFVersion 1.7',
    expect.stringMatching(/^Info \/Title "Muster Software GmbH: Invoice INV-2026-0042" and XMP dc:title ".*" disagree$/),
    expect.stringMatching(/^Info \/Producer "e-invoice-eu - https:\/\/gflohr.github.io\/e-invoice-eu" and XMP pdf:Producer "Muster Software GmbH" disagree$/),
  ]));
});

test('the check names a font that is not embedded, and a PDF without Factur-X', async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Hello', { font: await pdf.embedFont(StandardFonts.Helvetica) });
  const problems = await pdfA3bProblems(await pdf.save());
  expect(problems).toEqual(expect.arrayContaining(['font Helvetica is not embedded', 'no embedded file factur-x.xml', 'OutputIntents: no output intent of subtype GTS_PDFA1']));
});

// Writes a billing document as an e-invoice (D38) through @e-invoice-eu/core: UBL, CII,
// XRechnung, Peppol BIS (the library's UBL with Peppol's identifiers) and Factur-X (the given PDF
// made PDF/A-3 with the CII inside). The document is checked first by the one table of rules
// (einvoice-rules.ts), so the library only ever sees data that can make a conformant document.
// The library's own entry point compiles its JSON schema of the input on every call (300 ms to
// 2 s here); this module calls the format writers directly (R97), with entries of its CII table
// mended (library-fixes.ts, R129), every text written exactly as given (library-text.ts, R130),
// and its Factur-X finished as PDF/A-3B with the same bytes for the same document (factur-x-pdfa.ts, R131). That the input fits the schema is a property of
// library-invoice.ts, tested over the sample documents, not checked again per document.
import { FormatFactoryService } from '@e-invoice-eu/core';
import { assertEInvoiceable, eInvoiceFormatInfo, type BillingDocument, type EInvoiceFormat } from '../../domain/documents/index.js';
import { finishFacturX } from './factur-x-pdfa.js';
import { withMendedCii } from './library-fixes.js';
import { withExactText } from './library-text.js';
import { libraryInvoice } from './library-invoice.js';

const libraryFormats: Record<EInvoiceFormat, string> = {
  ubl: 'UBL',
  cii: 'CII',
  'xrechnung-ubl': 'XRECHNUNG-UBL',
  'xrechnung-cii': 'XRECHNUNG-CII',
  'peppol-bis': 'UBL',
  'factur-x': 'Factur-X-EN16931',
};

/** The library's language tags for the words it writes into Factur-X's XMP metadata. */
const libraryLanguages = { en: 'en-gb', de: 'de-de', fr: 'fr-fr' } as const;

const silent = { log: () => {}, warn: () => {}, error: () => {} };
const factory = new FormatFactoryService();

export interface EInvoiceOptions {
  /** The document's PDF, for factur-x: it becomes the PDF/A-3 that carries the XML. */
  pdf?: Uint8Array;
}

/**
 * The document in the given format, as bytes: UTF-8 XML, or for factur-x a PDF. Refuses, as
 * assertEInvoiceable says, drafts and documents the format's rules refuse. Runs in this thread:
 * the service makes e-invoices in its document pool (server/documents/document-renderer.ts renderEInvoice).
 */
export async function generateEInvoice(doc: BillingDocument, format: EInvoiceFormat, options: EInvoiceOptions = {}): Promise<Uint8Array> {
  assertEInvoiceable(doc, format);
  if (format === 'factur-x' && !options.pdf) throw new Error('factur-x needs the document\'s PDF.');
  const libraryFormat = libraryFormats[format];
  const writer = withExactText(withMendedCii(factory.createFormatService(libraryFormat, silent)));
  const invoice = libraryInvoice(doc, eInvoiceFormatInfo[format]);
  writer.fillInvoiceDefaults(invoice);
  const output = await writer.generate(invoice, {
    format: factory.normalizeFormat(libraryFormat),
    lang: libraryLanguages[doc.locale],
    ...(options.pdf ? { pdf: { buffer: options.pdf, filename: `${doc.number}.pdf`, mimetype: 'application/pdf' } } : {}),
  });
  if (typeof output === 'string') return Buffer.from(output, 'utf8');
  return format === 'factur-x' ? finishFacturX(output, doc) : output;
}

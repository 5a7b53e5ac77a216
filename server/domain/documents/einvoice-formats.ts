// The e-invoice formats the API offers (D38), one row each: the name the API takes, its syntax,
// the specification and business-process identifiers it carries (BT-24, BT-23), its media type
// and file extension, and what it is for. The rules (einvoice-rules.ts), the generator
// (server/documents/einvoice/) and the manual's table all read this one table. Peppol BIS is UBL with
// Peppol's identifiers (R98).

export const eInvoiceFormats = ['ubl', 'cii', 'xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'] as const;
export type EInvoiceFormat = (typeof eInvoiceFormats)[number];

export interface EInvoiceFormatInfo {
  /** What the manual calls it. */
  title: string;
  syntax: 'UBL' | 'CII';
  /** BT-24, the specification identifier. */
  customizationId: string;
  /** BT-23, the business process. */
  profileId: string;
  mediaType: 'application/xml' | 'application/pdf';
  extension: 'xml' | 'pdf';
  /** One sentence for the manual: who asks for it. */
  purpose: string;
}

const en16931 = 'urn:cen.eu:en16931:2017';
const xrechnung = `${en16931}#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0`;
const peppolBilling = `${en16931}#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0`;
const peppolProcess = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

export const eInvoiceFormatInfo: Record<EInvoiceFormat, EInvoiceFormatInfo> = {
  ubl: {
    title: 'EN 16931 in UBL 2.1', syntax: 'UBL', customizationId: en16931, profileId: peppolProcess,
    mediaType: 'application/xml', extension: 'xml', purpose: 'The European standard itself, for receivers that accept any EN 16931 invoice in UBL.',
  },
  cii: {
    title: 'EN 16931 in UN/CEFACT CII D16B', syntax: 'CII', customizationId: en16931, profileId: peppolProcess,
    mediaType: 'application/xml', extension: 'xml', purpose: 'The European standard in its other syntax, for receivers that read CII.',
  },
  'xrechnung-ubl': {
    title: 'XRechnung 3.0 (UBL)', syntax: 'UBL', customizationId: xrechnung, profileId: peppolProcess,
    mediaType: 'application/xml', extension: 'xml', purpose: 'German public buyers, and German businesses from 2025 to 2028; needs a buyer reference (Leitweg-ID).',
  },
  'xrechnung-cii': {
    title: 'XRechnung 3.0 (CII)', syntax: 'CII', customizationId: xrechnung, profileId: peppolProcess,
    mediaType: 'application/xml', extension: 'xml', purpose: 'The same German rules in the CII syntax, for receivers that ask for it.',
  },
  'peppol-bis': {
    title: 'Peppol BIS Billing 3.0', syntax: 'UBL', customizationId: peppolBilling, profileId: peppolProcess,
    mediaType: 'application/xml', extension: 'xml', purpose: 'Sent over the Peppol network: Belgium from 2026, public buyers across Europe; needs both parties\' electronic addresses.',
  },
  'factur-x': {
    title: 'Factur-X 1.07 / ZUGFeRD 2.3, profile EN 16931', syntax: 'CII', customizationId: en16931, profileId: peppolProcess,
    mediaType: 'application/pdf', extension: 'pdf', purpose: 'A PDF/A-3 a person can read with the CII inside: France from 2026, and German businesses that want one file.',
  },
};

export function isEInvoiceFormat(value: string): value is EInvoiceFormat {
  return (eInvoiceFormats as readonly string[]).includes(value);
}

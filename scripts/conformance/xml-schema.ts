// The "XML Schema first" check (R129): an e-invoice's XML run through xmllint against the
// official schemas kept in the shared conformance folder (never copied into the repository;
// see ../shared/einvoice-conformance/README.md). Tests and the conformance corpus import it.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eInvoiceFormatInfo, type EInvoiceFormat } from '../../server/domain/documents/index.js';

export type XmlSchema = 'ubl-invoice' | 'ubl-credit-note' | 'cii' | 'factur-x';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shared folder of official artefacts: FOLIO_CONFORMANCE_DIR, or `<repo>/../shared/einvoice-conformance`. */
export function conformanceDir(): string {
  return process.env.FOLIO_CONFORMANCE_DIR ?? join(repoRoot, '..', 'shared', 'einvoice-conformance');
}

const schemaFiles: Record<XmlSchema, string> = {
  'ubl-invoice': 'xsd/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd',
  'ubl-credit-note': 'xsd/ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd',
  cii: 'xsd/cii-d16b/CrossIndustryInvoice_100pD16B.xsd',
  'factur-x': 'xsd/factur-x-1.07.3-en16931/Factur-X_1.07.3_EN16931.xsd',
};

/** The schema a document of the format must pass: for factur-x, the schema of its embedded factur-x.xml. */
export function xmlSchemaFor(format: EInvoiceFormat, kind: 'invoice' | 'credit_note'): XmlSchema {
  if (format === 'factur-x') return 'factur-x';
  if (eInvoiceFormatInfo[format].syntax === 'CII') return 'cii';
  return kind === 'invoice' ? 'ubl-invoice' : 'ubl-credit-note';
}

/** The schema file's absolute path. */
export function xmlSchemaPath(schema: XmlSchema): string {
  return join(conformanceDir(), schemaFiles[schema]);
}

/**
 * xmllint's complaints about the XML against the schema, one line each as xmllint prints them
 * (`-:12: element ...: Schemas validity error : ...`, or a well-formedness error); empty when
 * the document is well-formed and valid. Throws when xmllint cannot run or the schema is missing.
 */
export function xmlSchemaErrors(xml: string, schema: XmlSchema): string[] {
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', xmlSchemaPath(schema), '-'], { input: xml, stdio: ['pipe', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
    return [];
  } catch (error) {
    const { status, stderr } = error as { status?: number | null; stderr?: Buffer };
    // 1: not well-formed; 3 and 4: invalid. Anything else (2: no schema, 5: schema unreadable) is not the document's fault.
    if (status !== 1 && status !== 3 && status !== 4) throw error;
    return String(stderr ?? '').split('\n').filter((line) => line !== '' && line !== '- fails to validate');
  }
}

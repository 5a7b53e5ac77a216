// The checks every e-invoice of the corpus goes through, in the order issue 35 gives (R134),
// stopping at the first stage that fails: the XML Schema (for Factur-X, of the factur-x.xml inside the PDF), the CEN
// EN 16931 Schematron, the XRechnung Schematron for the XRechnung formats, Peppol BIS's own
// Schematron for peppol-bis when its rules are given, and PDF/A-3B for Factur-X. A Schematron
// assertion fails a document when its flag is fatal (or error).
import { join } from 'node:path';
import type { EInvoiceFormat } from '../../server/domain/documents/index.js';
import { compiledValidator, sefValidator, xsltFromSchematron, type Validator } from '../measure/schematron.js';
import { embeddedXml } from './factur-x.js';
import type { DocumentKind } from './issue.js';
import { pdfA3bProblems } from './pdfa.js';
import { xmlSchemaErrorsBatch } from './xml-schema-batch.js';
import { conformanceDir, xmlSchemaFor, type XmlSchema } from './xml-schema.js';

export type Stage = 'api' | 'xsd' | 'cen' | 'xrechnung' | 'peppol' | 'pdfa';
export const stages: readonly Stage[] = ['api', 'xsd', 'cen', 'xrechnung', 'peppol', 'pdfa'];

/** Why a document failed: its stage, the rule (an assertion id, or the schema's message), and the detail. */
export interface Finding {
  stage: Stage;
  rule: string;
  detail: string;
}

export interface Checkable {
  kind: DocumentKind;
  format: EInvoiceFormat;
  bytes: Uint8Array;
}

export interface Validators {
  cenUbl: Validator;
  cenCii: Validator;
  xrechnungUbl: Validator;
  xrechnungCii: Validator;
  /** Peppol BIS Billing 3.0's own rules, when a checkout of OpenPEPPOL/peppol-bis-invoice-3 is given. */
  peppol?: Validator;
  /** The PDF/A-3B structural check of Factur-X PDFs (pdfa.ts): the problems found, none when it passes. */
  pdfA3b: (pdf: Uint8Array) => Promise<string[]>;
}

/** The shared folder's compiled validators, and Peppol's rules compiled from `peppolDir` (once; cached). */
export async function loadValidators(options: { peppolDir?: string } = {}): Promise<Validators> {
  const sef = (name: string) => sefValidator(name, join(conformanceDir(), 'validators', `${name}.sef.json`));
  return {
    cenUbl: sef('cen-ubl'), cenCii: sef('cen-cii'), xrechnungUbl: sef('xrechnung-ubl'), xrechnungCii: sef('xrechnung-cii'),
    ...(options.peppolDir ? { peppol: compiledValidator('peppol-ubl', await xsltFromSchematron(join(options.peppolDir, 'rules/sch/PEPPOL-EN16931-UBL.sch'))) } : {}),
    pdfA3b: pdfA3bProblems,
  };
}

const isCii = (format: EInvoiceFormat) => format === 'cii' || format === 'xrechnung-cii' || format === 'factur-x';

/** The usual prefixes of the namespaces xmllint spells out. */
const prefixes: Record<string, string> = {
  UnqualifiedDataType: 'udt', QualifiedDataType: 'qdt', ReusableAggregateBusinessInformationEntity: 'ram', CrossIndustryInvoice: 'rsm',
  'CommonBasicComponents-2': 'cbc', 'CommonAggregateComponents-2': 'cac', 'Invoice-2': 'ubl', 'CreditNote-2': 'ubl',
};

/**
 * xmllint's line as a rule, so that one defect is one rule: without its line number, with the
 * usual prefixes for namespace URIs, and without the name of an undefined entity.
 */
export function schemaRule(schema: XmlSchema, line: string): string {
  const message = line.replace(/^-:\d+:\s*/, '').replace(/^element \S+: Schemas validity error : /, '')
    .replace(/\{[^}]*?:([A-Za-z0-9-]+)(?::\d+)?\}/g, (_, name: string) => (prefixes[name] ? `${prefixes[name]}:` : ''))
    .replace(/Entity '[^']*' not defined/, "Entity '…' not defined");
  return `${schema}: ${message}`.slice(0, 200);
}

/** The failed fatal assertions of a validator as findings of a stage, one per rule. */
function schematronFindings(stage: Stage, validator: Validator, xml: string): Finding[] {
  const byRule = new Map<string, string>();
  for (const assertion of validator.validate(xml)) {
    if (assertion.flag !== 'fatal' && assertion.flag !== 'error') continue;
    if (!byRule.has(assertion.id)) byRule.set(assertion.id, assertion.text.slice(0, 300));
  }
  return [...byRule].map(([rule, detail]) => ({ stage, rule, detail }));
}

/**
 * The findings of each document at its first failing stage, in the order given; an empty list is
 * a document that passed every stage. The XML Schema stage runs for all documents in one batch.
 */
export async function checkDocuments(documents: readonly Checkable[], validators: Validators): Promise<Finding[][]> {
  const results = documents.map((): Finding[] => []);
  const xmls: Array<string | undefined> = [];
  for (const [index, document] of documents.entries()) {
    if (document.format !== 'factur-x') {
      xmls.push(Buffer.from(document.bytes).toString('utf8'));
      continue;
    }
    try {
      xmls.push(await embeddedXml(document.bytes));
    } catch (error) {
      xmls.push(undefined);
      results[index]!.push({ stage: 'xsd', rule: 'factur-x: no readable factur-x.xml', detail: String(error) });
    }
  }
  const toSchema = documents.flatMap((document, index) => (xmls[index] === undefined ? [] : [{ index, xml: xmls[index]!, schema: xmlSchemaFor(document.format, document.kind) }]));
  xmlSchemaErrorsBatch(toSchema).forEach((errors, i) => {
    const { index, schema } = toSchema[i]!;
    if (errors.length > 0) results[index]!.push({ stage: 'xsd', rule: schemaRule(schema, errors[0]!), detail: errors.slice(0, 3).join(' | ').slice(0, 600) });
  });
  for (const [index, document] of documents.entries()) {
    const xml = xmls[index];
    if (xml === undefined || results[index]!.length > 0) continue;
    const cii = isCii(document.format);
    const steps: Array<[Stage, Validator | undefined]> = [
      ['cen', cii ? validators.cenCii : validators.cenUbl],
      ['xrechnung', document.format === 'xrechnung-ubl' ? validators.xrechnungUbl : document.format === 'xrechnung-cii' ? validators.xrechnungCii : undefined],
      ['peppol', document.format === 'peppol-bis' ? validators.peppol : undefined],
    ];
    for (const [stage, validator] of steps) {
      if (!validator || results[index]!.length > 0) continue;
      results[index]!.push(...schematronFindings(stage, validator, xml));
    }
    if (document.format === 'factur-x' && results[index]!.length === 0) {
      results[index]!.push(...(await validators.pdfA3b(document.bytes)).map((problem) => ({ stage: 'pdfa' as const, rule: problem.slice(0, 120), detail: problem })));
    }
  }
  return results;
}

// The independent conformance check of folio's e-invoices (`npm run check:einvoices`, D38): it
// writes a spread of documents in every XML format, and the XML inside Factur-X, and runs the
// official validation artefacts over them: CEN's EN 16931 XSLTs (UBL, CII), the XRechnung
// schematron with the Peppol rules XRechnung adopts, and Peppol BIS Billing's schematron. The
// artefacts are read from a directory given by argument or FOLIO_EINVOICE_ARTEFACTS and never
// stored in the repository. Prints the failed assertions per document and format; exits 1 when
// a fatal one fails (R101).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eInvoiceFormats, eInvoiceProblems, type EInvoiceFormat } from '../../server/domain/documents/index.js';
import { generateEInvoice } from '../../server/documents/einvoice/generate.js';
import { documentPdf, sampleDocuments } from '../../tests/helpers/billing-documents.js';
import { embeddedXml } from '../conformance/factur-x.js';
import { compiledValidator, xsltFromSchematron, type FailedAssertion, type Validator } from './schematron.js';

const help = `usage: npm run check:einvoices -- [ARTEFACTS_DIR]

Runs the official EN 16931, XRechnung and Peppol BIS validation artefacts over folio's e-invoices.
ARTEFACTS_DIR (or the environment variable FOLIO_EINVOICE_ARTEFACTS) holds the three public
repositories, each either as a plain directory or as a bare git directory NAME/repo:
  ConnectingEurope+eInvoicing-EN16931   (or eInvoicing-EN16931)   CEN's UBL and CII XSLTs
  itplr-kosit+xrechnung-schematron      (or xrechnung-schematron) the XRechnung 3.0 schematron
  OpenPEPPOL+peppol-bis-invoice-3       (or peppol-bis-invoice-3) Peppol BIS Billing 3.0 schematron
The compiled stylesheets are cached in node_modules/.cache/folio-einvoice.`;

const argument = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(`${help}\n`);
  process.exit(0);
}
const artefacts = argument ?? process.env.FOLIO_EINVOICE_ARTEFACTS;
if (!artefacts) {
  process.stdout.write(`No artefacts directory: pass one as an argument or set FOLIO_EINVOICE_ARTEFACTS (see --help).\n`);
  process.exit(2);
}

/** A repository's files: the plain directory, or the bare git directory's tree extracted once under /tmp. */
function repository(fullName: string, paths: string[]): string {
  const [, name] = fullName.split('+') as [string, string];
  for (const plain of [join(artefacts!, fullName), join(artefacts!, name)]) {
    if (existsSync(plain) && !existsSync(join(plain, 'repo'))) return plain;
  }
  const bare = join(artefacts!, fullName, 'repo');
  if (!existsSync(bare)) {
    process.stdout.write(`Missing ${fullName} under ${artefacts} (see --help).\n`);
    process.exit(2);
  }
  const head = execFileSync('git', [`--git-dir=${bare}`, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const target = join('/tmp/folio-einvoice-artefacts', `${name}-${head.slice(0, 12)}`);
  if (!existsSync(target)) {
    mkdirSync(target, { recursive: true });
    const archive = execFileSync('git', [`--git-dir=${bare}`, 'archive', 'HEAD', ...paths], { maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', target], { input: archive });
  }
  return target;
}

const cen = repository('ConnectingEurope+eInvoicing-EN16931', ['ubl/xslt', 'cii/xslt']);
const kosit = repository('itplr-kosit+xrechnung-schematron', ['src']);
const peppolRepo = repository('OpenPEPPOL+peppol-bis-invoice-3', ['rules/sch']);

/** The Peppol rules XRechnung 3.0 adopts, from its own list. */
const xrechnungPeppolRules = new Set([...readFileSync(join(kosit, 'src/xsl/rule-list.xml'), 'utf8')
  .replace(/<!--[\s\S]*?-->/g, '').matchAll(/<r:rule>([^<]+)<\/r:rule>/g)].map((match) => match[1]!.trim()));

const cenUbl = compiledValidator('cen-ubl', readFileSync(join(cen, 'ubl/xslt/EN16931-UBL-validation.xslt'), 'utf8'));
const cenCii = compiledValidator('cen-cii', readFileSync(join(cen, 'cii/xslt/EN16931-CII-validation.xslt'), 'utf8'));
const xrUbl = compiledValidator('xrechnung-ubl', await xsltFromSchematron(join(kosit, 'src/validation/schematron/ubl/XRechnung-UBL-validation.sch')));
const xrCii = compiledValidator('xrechnung-cii', await xsltFromSchematron(join(kosit, 'src/validation/schematron/cii/XRechnung-CII-validation.sch')));
const peppolUbl = compiledValidator('peppol-ubl', await xsltFromSchematron(join(peppolRepo, 'rules/sch/PEPPOL-EN16931-UBL.sch')));
const peppolUblForXr = compiledValidator('peppol-ubl-xrechnung', await xsltFromSchematron(join(peppolRepo, 'rules/sch/PEPPOL-EN16931-UBL.sch'), xrechnungPeppolRules));
const peppolCiiForXr = compiledValidator('peppol-cii-xrechnung', await xsltFromSchematron(join(peppolRepo, 'rules/sch/PEPPOL-EN16931-CII.sch'), xrechnungPeppolRules));

const validators: Record<EInvoiceFormat, Validator[]> = {
  ubl: [cenUbl],
  cii: [cenCii],
  'xrechnung-ubl': [cenUbl, xrUbl, peppolUblForXr],
  'xrechnung-cii': [cenCii, xrCii, peppolCiiForXr],
  'peppol-bis': [cenUbl, peppolUbl],
  'factur-x': [cenCii],
};

let fatal = 0;
let warnings = 0;
let checked = 0;
for (const [name, doc] of sampleDocuments()) {
  const pdf = await documentPdf(doc);
  for (const format of eInvoiceFormats) {
    const refused = eInvoiceProblems(doc, format);
    if (refused.length > 0) {
      process.stdout.write(`${name} | ${format}: refused by folio's rules (${refused.map((problem) => problem.rule).join(', ')})\n`);
      continue;
    }
    const bytes = await generateEInvoice(doc, format, { pdf });
    const xml = format === 'factur-x' ? await embeddedXml(bytes) : Buffer.from(bytes).toString('utf8');
    const failed: Array<FailedAssertion & { validator: string }> = validators[format]
      .flatMap((validator) => validator.validate(xml).map((assertion) => ({ ...assertion, validator: validator.name })));
    const fatalHere = failed.filter((assertion) => assertion.flag === 'fatal' || assertion.flag === 'error');
    fatal += fatalHere.length;
    warnings += failed.length - fatalHere.length;
    checked += 1;
    process.stdout.write(`${name} | ${format}: ${fatalHere.length} fatal, ${failed.length - fatalHere.length} warning\n`);
    for (const assertion of failed) process.stdout.write(`    ${assertion.flag} ${assertion.id} (${assertion.validator}): ${assertion.text.slice(0, 240)}\n`);
  }
}
process.stdout.write(`\n${checked} documents checked: ${fatal} fatal assertions failed, ${warnings} warnings.\n`);
process.exit(fatal > 0 ? 1 : 0);

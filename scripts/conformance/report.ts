// What the conformance corpus prints: how many documents each format had and how many folio
// refused by its own rules, then the failures grouped by stage and rule, each with the first few
// cases that reproduce it, and the closing line `N passed, M failed`.
import { eInvoiceFormats, type EInvoiceFormat } from '../../server/domain/documents/index.js';
import type { Case } from './cases.js';
import type { DocumentKind, Refusal } from './issue.js';
import { stages, type Finding, type Stage } from './stages.js';

/** One failure: what failed, in which case, and on which document and format (none for an api failure). */
export interface Failure extends Finding {
  caseIndex: number;
  document?: { kind: DocumentKind; number: string; format: EInvoiceFormat };
}

export interface Tally {
  seed: number;
  cases: ReadonlyArray<{ index: number; case: Case }>;
  checked: ReadonlyArray<{ format: EInvoiceFormat; passed: boolean }>;
  refusals: readonly Refusal[];
  failures: readonly Failure[];
  stagesRun: string;
}

/** How many examples of each rule the report spells out. */
const examples = 3;

/** A case in one line, enough to see what it exercised; `--only N` with the seed runs it again. */
export function describeCase(index: number, c: Case, seed: number): string {
  const lines = c.invoice.lines;
  const categories = [...new Set(lines.map((line) => (line.tax_category === 'S' ? `S ${line.tax_rate}%` : line.tax_category)))].join(', ');
  const discounts = lines.filter((line) => line.unit_price.amount < 0).length;
  const period = 'service_period' in c.invoice && c.invoice.service_period ? 'service period' : 'supply_date' in c.invoice && c.invoice.supply_date ? 'supply date' : 'no supply date';
  return [
    `case ${index} (--seed ${seed} --only ${index})`, `seller ${c.seller.name}`, `${c.style} text`,
    c.taxExchangeRate === undefined ? lines[0]!.unit_price.currency : `${lines[0]!.unit_price.currency} (VAT in ${c.seller.profile.currency} at ${c.taxExchangeRate})`, `locale ${c.customer.locale}`,
    `${lines.length} lines [${categories}]${discounts ? ` with ${discounts} discount line` : ''}`, period,
    `${c.payments.length} payment(s) after send`, `credit ${c.credit}`,
    c.customer.electronic_address ? `buyer address ${c.customer.electronic_address.scheme}` : 'no buyer address',
  ].join(', ');
}

const count = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};

/** The report's lines. */
export function report(tally: Tally): string[] {
  const out: string[] = [];
  const caseOf = new Map(tally.cases.map((entry) => [entry.index, entry.case]));
  out.push(`stages: ${tally.stagesRun}`);
  out.push('e-invoices checked per format:');
  for (const format of eInvoiceFormats) {
    const checked = tally.checked.filter((entry) => entry.format === format);
    const refused = tally.refusals.filter((refusal) => refusal.format === format).length;
    out.push(`  ${format}: ${checked.length} checked (${checked.filter((entry) => entry.passed).length} passed), ${refused} refused by folio's rules`);
  }
  if (tally.refusals.length > 0) out.push(`refused by folio's rules (422, not failures): ${count(tally.refusals, (refusal) => refusal.rule).map(([rule, n]) => `${rule}: ${n}`).join(', ')}`);
  const failed = tally.failures.length;
  out.push(failed === 0 ? 'failures: none' : 'failures by stage and rule:');
  for (const stage of stages as readonly Stage[]) {
    const here = tally.failures.filter((failure) => failure.stage === stage);
    if (here.length === 0) continue;
    out.push(`  ${stage}: ${new Set(here.map((failure) => `${failure.caseIndex}/${failure.document?.kind}/${failure.document?.format}`)).size}`);
    for (const [rule, n] of count(here, (failure) => failure.rule)) {
      out.push(`    ${rule}: ${n}`);
      for (const failure of here.filter((f) => f.rule === rule).slice(0, examples)) {
        const document = failure.document ? `${failure.document.kind} ${failure.document.number} as ${failure.document.format}` : 'the API';
        out.push(`      - ${document}; ${describeCase(failure.caseIndex, caseOf.get(failure.caseIndex)!, tally.seed)}`);
        out.push(`        ${failure.detail.replace(/\s+/g, ' ').slice(0, 300)}`);
      }
    }
  }
  return out;
}

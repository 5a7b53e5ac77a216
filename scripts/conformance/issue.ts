// Issues one case of the corpus through the API, as a user would: the customer, the invoice,
// send with `delivery: none`, the partial payments, the credit note, then every e-invoice format
// of the invoice and of its credit note. A 422 for a format is folio refusing data that format
// cannot carry (counted, not a failure); any other unexpected answer is a failure at the `api` stage.
import { eInvoiceFormats, type EInvoiceFormat } from '../../server/domain/documents/index.js';
import { computeTotals } from '../../server/domain/totals.js';
import type { components } from '../../generated/invoicing.js';
import type { Api, Answer } from './api.js';
import type { Case, LineItem } from './cases.js';

type Invoice = components['schemas']['Invoice'];
type CreditNote = components['schemas']['CreditNote'];
export type DocumentKind = 'invoice' | 'credit_note';

/** One e-invoice as folio answered it. */
export interface IssuedDocument {
  kind: DocumentKind;
  number: string;
  format: EInvoiceFormat;
  bytes: Uint8Array;
  /** The document's currency, and its accounting currency when it states its VAT in that one too (D52; BT-6). */
  currency: string;
  taxCurrency: string | null;
}

export interface Refusal {
  kind: DocumentKind;
  format: EInvoiceFormat;
  /** The rule folio names, e.g. `BR-DE-15`. */
  rule: string;
}

export interface IssueResult {
  documents: IssuedDocument[];
  refusals: Refusal[];
  /** The first unexpected answer, which ends the case: `POST /invoices -> 500: ...`. */
  apiFailure?: { rule: string; detail: string };
}

class Unexpected extends Error {
  constructor(readonly rule: string, detail: string) { super(detail); }
}

/** The answer's JSON when its status is the one expected; otherwise the case ends as an api failure. */
async function expect<T>(api: Api, expected: number, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await api.call(method, path, body);
  if (answer.status !== expected) throw unexpected(method, path, answer);
  return answer.json as T;
}

function unexpected(method: string, path: string, answer: Answer): Unexpected {
  const error = answer.json as { error?: { message?: string; param?: string } } | undefined;
  const route = `${method} ${path.replace(/\/(inv|cn|cus)_[A-Za-z0-9]+/g, '/$1_…').replace(/\?.*$/, '')}`;
  return new Unexpected(`${route} ${answer.status}`, error?.error?.message ? `${error.error.message}${error.error.param ? ` (param ${error.error.param})` : ''}` : Buffer.from(answer.bytes.slice(0, 300)).toString('utf8'));
}

/**
 * The lines of a credit note for part of the invoice: half of its first priced line (at least one
 * unit) without the line's discount (D50), whose amount was for the whole quantity, when that fits
 * in what is due.
 */
function partLines(invoice: Invoice): LineItem[] | undefined {
  const found = invoice.lines.find((l) => l.unit_price.amount > 0);
  if (!found) return undefined;
  const { discount: _discount, ...line } = found;
  const lines = [{ ...line, quantity: Math.max(1, Math.floor(line.quantity / 2)) }];
  return computeTotals(lines, 'credit_note').total <= invoice.amount_due.amount ? lines : undefined;
}

/** Runs the case against the API; never throws for an HTTP answer. */
export async function issueCase(api: Api, c: Case): Promise<IssueResult> {
  const documents: IssuedDocument[] = [];
  const refusals: Refusal[] = [];
  try {
    const customer = await expect<{ id: string }>(api, 201, 'POST', '/customers', c.customer);
    const draft = await expect<Invoice>(api, 201, 'POST', '/invoices', { ...c.invoice, customer_id: customer.id });
    const sent = await api.call('POST', `/invoices/${draft.id}/send`, { delivery: 'none', ...(c.taxExchangeRate === undefined ? {} : { tax_exchange_rate: c.taxExchangeRate }) });
    if (sent.status === 422 && c.customer.e_invoice_format) {
      // The customer's own format is checked at send (D38): a refusal there is folio's rule, not a failure.
      refusals.push({ kind: 'invoice', format: c.customer.e_invoice_format, rule: ruleOf(sent) });
      return { documents, refusals };
    }
    if (sent.status !== 200 && sent.status !== 202) throw unexpected('POST', `/invoices/${draft.id}/send`, sent);
    let invoice = sent.json as Invoice;
    // An invoice in another currency states its VAT in the accounting currency (D52), else the case fails here.
    if ((invoice.tax_currency ?? undefined) !== (c.taxExchangeRate === undefined ? undefined : c.seller.profile.currency)) {
      throw new Unexpected('POST /invoices/inv_…/send tax_currency', `tax_currency ${invoice.tax_currency} with tax_exchange_rate ${c.taxExchangeRate}`);
    }
    for (const payment of c.payments) {
      const due = invoice.amount_due.amount;
      const amount = Math.floor((due * payment.percent) / 100);
      if (amount < 1 || amount >= due) continue;
      await expect(api, 201, 'POST', `/invoices/${invoice.id}/payments`, {
        amount: { amount, currency: invoice.total.currency }, method: payment.method, ...(payment.reference ? { reference: payment.reference } : {}),
      });
      invoice = await expect<Invoice>(api, 200, 'GET', `/invoices/${invoice.id}`);
    }
    const credited: CreditNote[] = [];
    // A whole credit gives back every line; with discounts on the invoice (D50) that is more than it costs, so it is a credit for part instead.
    const wholeFits = c.credit === 'whole' && invoice.amount_paid.amount === 0 && computeTotals(invoice.lines, 'credit_note').total <= invoice.amount_due.amount;
    const creditLines = wholeFits ? invoice.lines : c.credit === 'none' ? undefined : partLines(invoice);
    if (creditLines) credited.push(await expect<CreditNote>(api, 201, 'POST', `/invoices/${invoice.id}/credit_notes`, { ...c.creditNote, lines: creditLines }));
    const targets: Array<{ kind: DocumentKind; path: string; number: string; currency: string; taxCurrency: string | null }> = [
      { kind: 'invoice', path: `/invoices/${invoice.id}`, number: invoice.number ?? '?', currency: invoice.total.currency, taxCurrency: invoice.tax_currency ?? null },
      ...credited.map((note) => ({ kind: 'credit_note' as const, path: `/credit_notes/${note.id}`, number: note.number, currency: note.total.currency, taxCurrency: note.tax_currency ?? null })),
    ];
    for (const target of targets) {
      for (const format of eInvoiceFormats) {
        const answer = await api.call('GET', `${target.path}/e-invoice?format=${format}`);
        if (answer.status === 200) documents.push({ kind: target.kind, number: target.number, format, bytes: answer.bytes, currency: target.currency, taxCurrency: target.taxCurrency });
        else if (answer.status === 422) refusals.push({ kind: target.kind, format, rule: ruleOf(answer) });
        else throw unexpected('GET', `${target.path}/e-invoice?format=${format}`, answer);
      }
    }
    return { documents, refusals };
  } catch (error) {
    if (error instanceof Unexpected) return { documents, refusals, apiFailure: { rule: error.rule, detail: error.message } };
    return { documents, refusals, apiFailure: { rule: 'api error', detail: String(error) } };
  }
}

/** The rule a 422 names at the start of its message (`BR-DE-15: XRechnung needs ...`). */
function ruleOf(answer: Answer): string {
  const message = (answer.json as { error?: { message?: string } } | undefined)?.error?.message ?? '';
  return /^([A-Z][A-Z0-9-]+):/.exec(message)?.[1] ?? message.slice(0, 60);
}

// The sentences an e-invoice carries for its reader, in the customer's language (D39): the
// payment terms (BT-20) and the note naming the credit notes against an invoice (BT-22). Dates
// are written by Intl, as the PDF writes them; amounts are the document's own decimal strings.
import type { BillingDocument, DocumentLocale } from '../domain/billing-document.js';
import { decimalAmount } from '../domain/money.js';

interface Texts {
  payableBy: (date: string) => string;
  paidInFull: string;
  creditFor: (number: string, date: string) => string;
  credited: (list: string) => string;
}

const texts: Record<DocumentLocale, Texts> = {
  en: {
    payableBy: (date) => `Payable by ${date}.`,
    paidInFull: 'Paid in full.',
    creditFor: (number, date) => `Credit for invoice ${number} of ${date}.`,
    credited: (list) => `Credited by ${list}.`,
  },
  de: {
    payableBy: (date) => `Zahlbar bis ${date}.`,
    paidInFull: 'Vollständig bezahlt.',
    creditFor: (number, date) => `Gutschrift zur Rechnung ${number} vom ${date}.`,
    credited: (list) => `Gutgeschrieben durch ${list}.`,
  },
  fr: {
    payableBy: (date) => `Payable avant le ${date}.`,
    paidInFull: 'Entièrement payée.',
    creditFor: (number, date) => `Avoir sur la facture ${number} du ${date}.`,
    credited: (list) => `Créditée par ${list}.`,
  },
};

const localeTags: Record<DocumentLocale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** A YYYY-MM-DD date as the customer reads it ("21 December 2026", "21. Dezember 2026"). */
function longDate(date: string, locale: DocumentLocale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** BT-20: when the invoice is to be paid, or for a credit note which invoice it credits. */
export function paymentTerms(doc: BillingDocument): string {
  const t = texts[doc.locale];
  if (doc.kind === 'credit_note' && doc.precedingInvoice) {
    return t.creditFor(doc.precedingInvoice.number, longDate(doc.precedingInvoice.issueDate, doc.locale));
  }
  if (doc.amountDue <= 0 && doc.amountPaid > 0) return t.paidInFull;
  return t.payableBy(longDate(doc.dueDate ?? doc.issueDate!, doc.locale));
}

/** BT-22: the caller's notes as written, then the credit notes against the invoice; null when there is neither. */
export function documentNote(doc: BillingDocument): string | null {
  const credited = doc.credits.map((credit) => `${credit.number} (${longDate(credit.issueDate, doc.locale)}, ${decimalAmount(credit.total)} ${doc.currency})`);
  const parts = [doc.notes, credited.length > 0 ? texts[doc.locale].credited(credited.join(', ')) : null].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join('\n') : null;
}

// The words of folio's documents in each language a customer can choose (D39): every label and
// standard sentence of the PDF (server/documents/pdf/) and of the invoice e-mail (server/mail/), in one
// table per locale, so the two always say the same thing the same way. Text the caller wrote
// (descriptions, notes, names) is never translated; dates and money are formatted by
// document-format.ts. German uses the legal words of the UStG (a correcting document is a
// "Rechnungskorrektur": a "Gutschrift" is a self-billed invoice there, §14(2) UStG).
import type { DocumentLocale, DocumentPayment } from './billing-document.js';
import type { TaxCategory } from '../tax-categories.js';

export interface DocumentLabels {
  invoice: string;
  creditNote: string;
  /** The marks and the sentence beside them (R94). */
  draft: string;
  draftSentence: string;
  void: string;
  voidSentence: string;
  vatId: string;
  taxNumber: string;
  email: string;
  phone: string;
  buyer: string;
  number: string;
  notIssued: string;
  issueDate: string;
  supplyDate: string;
  servicePeriod: string;
  /** Art. 226(7): said when the record holds neither a supply date nor a service period (D37). */
  supplyIsIssueDate: string;
  dueDate: string;
  corrects: string;
  /** "INV-0001 of 1 December 2026". */
  invoiceOf(number: string, date: string): string;
  buyerReference: string;
  purchaseOrder: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  amount: string;
  vatBreakdown: string;
  taxableAmount: string;
  /** The name of a category in the breakdown; the standard rate is named by its rate alone. */
  categories: Record<TaxCategory, string>;
  subtotal: string;
  /** The sum of the lines' nets (BT-106), shown above the discounts and charges of the document (D50). */
  linesTotal: string;
  /** A discount (BG-20, BG-27) and a charge (BG-21) as a row names them. */
  discount: string;
  charge: string;
  total: string;
  /** The VAT total in the seller's accounting currency and its rate (D52, Art. 230): "VAT in EUR at 1 USD = 0.92 EUR". */
  vatInTaxCurrency(taxCurrency: string, rate: string, currency: string): string;
  paymentOf(date: string): string;
  methods: Record<NonNullable<DocumentPayment['method']>, string>;
  reference: string;
  amountDue: string;
  paymentTerms: string;
  /** The terms from the days between issue and due date (null on a draft, which has no issue date). */
  payableWithin(days: number | null, due: string): string;
  /** The terms of an invoice whose payments left nothing due. */
  paidInFull: string;
  bankDetails: string;
  accountHolder: string;
  paymentReference: string;
  notes: string;
  /** "VAT ID: DE123"; French puts a no-break space before the colon. */
  field(label: string, value: string): string;
  page(number: number, of: number): string;
  /** The e-mail that carries an invoice (D12). */
  mail: {
    subject(name: string, seller: string, total: string, due: string): string;
    greeting(customer: string): string;
    /** The sentence that names the invoice, starting with a capital letter. */
    body(name: string, seller: string, total: string, due: string): string;
    /** Whether the text right after the greeting continues its sentence, in lower case (German, DIN 5008). */
    continuesGreeting: boolean;
    closing: string;
  };
}

/**
 * The exemption reasons the API writes when the caller gives none (D36), in the API's words:
 * printed in the reader's language when stored as written here, and as stored otherwise (R95).
 */
export const standardExemptionReasons: Partial<Record<TaxCategory, string>> = {
  AE: 'Reverse charge', K: 'Intra-community supply', G: 'Export outside the EU',
};

const days = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const en: DocumentLabels = {
  invoice: 'Invoice', creditNote: 'Credit note',
  draft: 'DRAFT', draftSentence: 'Not valid as an invoice until it is sent.',
  void: 'VOID', voidSentence: 'This document has been cancelled.',
  vatId: 'VAT ID', taxNumber: 'Tax number', email: 'Email', phone: 'Phone',
  buyer: 'Customer', number: 'Number', notIssued: 'not issued yet', issueDate: 'Issue date',
  supplyDate: 'Date of supply', servicePeriod: 'Service period',
  supplyIsIssueDate: 'The date of supply is the issue date.',
  dueDate: 'Due date', corrects: 'Corrects invoice', invoiceOf: (number, date) => `${number} of ${date}`,
  buyerReference: 'Buyer reference', purchaseOrder: 'Purchase order',
  description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', vat: 'VAT', amount: 'Amount',
  vatBreakdown: 'VAT breakdown', taxableAmount: 'Taxable amount',
  categories: {
    S: 'VAT', Z: 'Zero rated', E: 'Exempt', AE: 'Reverse charge', K: 'Intra-community supply',
    G: 'Export outside the EU', O: 'Not subject to VAT',
  },
  subtotal: 'Subtotal', linesTotal: 'Sum of lines', discount: 'Discount', charge: 'Charge', total: 'Total',
  vatInTaxCurrency: (taxCurrency, rate, currency) => `VAT in ${taxCurrency} at 1 ${currency} = ${rate} ${taxCurrency}`,
  paymentOf: (date) => `Payment of ${date}`,
  methods: { bank_transfer: 'bank transfer', card: 'card', direct_debit: 'direct debit', cash: 'cash', other: 'other' },
  reference: 'reference', amountDue: 'Amount due', paymentTerms: 'Payment terms',
  payableWithin: (n, due) => (n === null ? `Payable by ${due}.` : n <= 0 ? `Payable on receipt, by ${due}.` : `Payable within ${days(n, 'day', 'days')}, by ${due}.`),
  paidInFull: 'Paid in full. Thank you.',
  bankDetails: 'Bank details', accountHolder: 'Account holder', paymentReference: 'Payment reference', notes: 'Notes',
  field: (label, value) => `${label}: ${value}`,
  page: (number, of) => `Page ${number} of ${of}`,
  mail: {
    subject: (name, seller, total, due) => `Invoice ${name} from ${seller}: ${total} due ${due}`,
    greeting: (customer) => `Dear ${customer},`,
    body: (name, seller, total, due) => `Please find attached invoice ${name} from ${seller} for ${total}, due on ${due}.`,
    closing: 'Kind regards,',
    continuesGreeting: false,
  },
};

const de: DocumentLabels = {
  invoice: 'Rechnung', creditNote: 'Rechnungskorrektur',
  draft: 'ENTWURF', draftSentence: 'Erst nach dem Versand eine gültige Rechnung.',
  void: 'STORNIERT', voidSentence: 'Dieses Dokument wurde storniert.',
  vatId: 'USt-IdNr.', taxNumber: 'Steuernummer', email: 'E-Mail', phone: 'Tel.',
  buyer: 'Kunde', number: 'Nummer', notIssued: 'noch nicht ausgestellt', issueDate: 'Rechnungsdatum',
  supplyDate: 'Leistungsdatum', servicePeriod: 'Leistungszeitraum',
  supplyIsIssueDate: 'Das Leistungsdatum entspricht dem Rechnungsdatum.',
  dueDate: 'Fällig am', corrects: 'Korrigiert Rechnung', invoiceOf: (number, date) => `${number} vom ${date}`,
  buyerReference: 'Käuferreferenz', purchaseOrder: 'Bestellnummer',
  description: 'Beschreibung', quantity: 'Menge', unitPrice: 'Einzelpreis', vat: 'USt.', amount: 'Betrag',
  vatBreakdown: 'Umsatzsteuer', taxableAmount: 'Nettobetrag',
  categories: {
    S: 'USt.', Z: 'Nullsatz', E: 'Steuerbefreit', AE: 'Steuerschuldnerschaft des Leistungsempfängers',
    K: 'Innergemeinschaftliche Lieferung', G: 'Ausfuhrlieferung', O: 'Nicht steuerbar',
  },
  subtotal: 'Nettobetrag', linesTotal: 'Summe der Positionen', discount: 'Rabatt', charge: 'Zuschlag', total: 'Gesamtbetrag',
  vatInTaxCurrency: (taxCurrency, rate, currency) => `Umsatzsteuer in ${taxCurrency} zum Kurs 1 ${currency} = ${rate} ${taxCurrency}`,
  paymentOf: (date) => `Zahlung vom ${date}`,
  methods: { bank_transfer: 'Überweisung', card: 'Karte', direct_debit: 'Lastschrift', cash: 'bar', other: 'sonstige' },
  reference: 'Referenz', amountDue: 'Offener Betrag', paymentTerms: 'Zahlungsbedingungen',
  payableWithin: (n, due) => (n === null ? `Zahlbar bis zum ${due}.` : n <= 0 ? `Zahlbar sofort, bis zum ${due}.` : `Zahlbar innerhalb von ${days(n, 'Tag', 'Tagen')} bis zum ${due}.`),
  paidInFull: 'Vollständig bezahlt. Vielen Dank.',
  bankDetails: 'Bankverbindung', accountHolder: 'Kontoinhaber', paymentReference: 'Verwendungszweck', notes: 'Anmerkungen',
  field: (label, value) => `${label}: ${value}`,
  page: (number, of) => `Seite ${number} von ${of}`,
  mail: {
    subject: (name, seller, total, due) => `Rechnung ${name} von ${seller}: ${total}, fällig am ${due}`,
    greeting: (customer) => `Guten Tag ${customer},`,
    body: (name, seller, total, due) => `Anbei erhalten Sie die Rechnung ${name} von ${seller} über ${total}, fällig am ${due}.`,
    closing: 'Mit freundlichen Grüßen',
    continuesGreeting: true,
  },
};

const fr: DocumentLabels = {
  invoice: 'Facture', creditNote: 'Avoir',
  draft: 'BROUILLON', draftSentence: "Ce document n'est une facture qu'une fois envoyé.",
  void: 'ANNULÉ', voidSentence: 'Ce document a été annulé.',
  vatId: 'N° TVA', taxNumber: 'N° fiscal', email: 'E-mail', phone: 'Tél.',
  buyer: 'Client', number: 'Numéro', notIssued: 'pas encore émis', issueDate: "Date d'émission",
  supplyDate: 'Date de livraison', servicePeriod: 'Période de prestation',
  supplyIsIssueDate: "La date de livraison ou de prestation est la date d'émission.",
  dueDate: "Date d'échéance", corrects: 'Rectifie la facture', invoiceOf: (number, date) => `${number} du ${date}`,
  buyerReference: 'Référence acheteur', purchaseOrder: 'Bon de commande',
  description: 'Désignation', quantity: 'Qté', unitPrice: 'Prix unitaire', vat: 'TVA', amount: 'Montant HT',
  vatBreakdown: 'Détail de la TVA', taxableAmount: 'Base HT',
  categories: {
    S: 'TVA', Z: 'Taux zéro', E: 'Exonération', AE: 'Autoliquidation', K: 'Livraison intracommunautaire',
    G: "Exportation hors de l'UE", O: 'Non soumis à la TVA',
  },
  subtotal: 'Total HT', linesTotal: 'Total des lignes', discount: 'Remise', charge: 'Frais', total: 'Total TTC',
  vatInTaxCurrency: (taxCurrency, rate, currency) => `TVA en ${taxCurrency} au taux 1 ${currency} = ${rate} ${taxCurrency}`,
  paymentOf: (date) => `Paiement du ${date}`,
  methods: { bank_transfer: 'virement', card: 'carte', direct_debit: 'prélèvement', cash: 'espèces', other: 'autre' },
  reference: 'référence', amountDue: 'Reste à payer', paymentTerms: 'Conditions de paiement',
  payableWithin: (n, due) => (n === null ? `Payable au plus tard le ${due}.` : n <= 0 ? `Payable à réception, au plus tard le ${due}.` : `Payable sous ${days(n, 'jour', 'jours')}, au plus tard le ${due}.`),
  paidInFull: 'Entièrement payée. Merci.',
  bankDetails: 'Coordonnées bancaires', accountHolder: 'Titulaire du compte', paymentReference: 'Référence de paiement', notes: 'Remarques',
  field: (label, value) => `${label}\u00a0: ${value}`,
  page: (number, of) => `Page ${number} sur ${of}`,
  mail: {
    subject: (name, seller, total, due) => `Facture ${name} de ${seller}\u00a0: ${total}, à régler avant le ${due}`,
    greeting: (customer) => `Bonjour ${customer},`,
    body: (name, seller, total, due) => `Veuillez trouver ci-joint la facture ${name} de ${seller} d'un montant de ${total}, à régler avant le ${due}.`,
    closing: 'Cordialement,',
    continuesGreeting: false,
  },
};

/** The standard exemption reasons in each language, by category. */
const reasons: Record<DocumentLocale, Partial<Record<TaxCategory, string>>> = {
  en: standardExemptionReasons,
  de: { AE: 'Steuerschuldnerschaft des Leistungsempfängers', K: 'Steuerfreie innergemeinschaftliche Lieferung', G: 'Steuerfreie Ausfuhrlieferung' },
  fr: { AE: 'Autoliquidation', K: 'Exonération de TVA, livraison intracommunautaire', G: "Exonération de TVA, exportation hors de l'UE" },
};

const tables: Record<DocumentLocale, DocumentLabels> = { en, de, fr };

/** The labels of documents written in `locale`. */
export function labelsFor(locale: DocumentLocale): DocumentLabels {
  return tables[locale];
}

/**
 * The exemption reason as the reader should see it: the API's standard sentence for the category
 * in the reader's language, or the stored reason exactly as the caller wrote it.
 */
export function exemptionReasonIn(locale: DocumentLocale, category: TaxCategory, stored: string | null): string | null {
  if (stored === null || stored !== standardExemptionReasons[category]) return stored;
  return reasons[locale][category] ?? stored;
}

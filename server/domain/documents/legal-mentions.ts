// The legal mentions of a document in the reader's language (D52, R166): the seller's register,
// directors and capital at the foot of every page (§35a GmbHG; Articles R123-237 and R123-238 of
// the French Code de commerce), the late-payment penalties and the 40 euro recovery fee that a
// French seller's invoices state (Code de commerce L441-10), the reverse-charge mention of
// Article 226(11a) of the VAT Directive, and a credit note's reason. One table per locale, beside
// document-labels.ts; the same text goes into the PDF and the e-invoice (BT-33, BT-22).
import type { BillingDocument, DocumentLocale, SellerDetails } from './billing-document.js';
import { documentFormat } from './document-format.js';
import type { CreditNoteReason } from '../records.js';

interface MentionWords {
  legalForm: string;
  registeredOffice: string;
  register: string;
  directors(count: number): string;
  /** The word for the capital; German names an AG's "Grundkapital" apart from a GmbH's "Stammkapital". */
  capital(legalForm: string | null): string;
  field(label: string, value: string): string;
  latePayment(rate: string | null, fee: string): string;
  reverseCharge: string;
  reason: string;
  reasons: Record<CreditNoteReason, string>;
}

const en: MentionWords = {
  legalForm: 'Legal form', registeredOffice: 'Registered office', register: 'Register',
  directors: (count) => (count === 1 ? 'Managing director' : 'Managing directors'),
  capital: () => 'Share capital',
  field: (label, value) => `${label}: ${value}`,
  latePayment: (rate, fee) => `Late payment penalties: ${rate ? `${rate} a year` : 'the European Central Bank refinancing rate plus 10 percentage points'}. `
    + `Fixed compensation for recovery costs in case of late payment: ${fee} (Article L441-10 of the French Code de commerce).`,
  reverseCharge: 'Reverse charge: the customer is liable for the VAT on this supply.',
  reason: 'Reason',
  reasons: { duplicate: 'Duplicate invoice', order_change: 'Order changed', product_unsatisfactory: 'Goods or services unsatisfactory', other: 'Other' },
};

const de: MentionWords = {
  legalForm: 'Rechtsform', registeredOffice: 'Sitz der Gesellschaft', register: 'Registergericht',
  directors: () => 'Geschäftsführer',
  capital: (form) => (form && /\b(AG|KGaA|SE)\b/.test(form) ? 'Grundkapital' : 'Stammkapital'),
  field: (label, value) => `${label}: ${value}`,
  latePayment: (rate, fee) => `Verzugszinsen: ${rate ? `${rate} pro Jahr` : 'Hauptrefinanzierungssatz der Europäischen Zentralbank zuzüglich 10 Prozentpunkten'}. `
    + `Pauschale Entschädigung für Beitreibungskosten bei Zahlungsverzug: ${fee} (Art. L441-10 des französischen Code de commerce).`,
  reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers: Die Umsatzsteuer für diese Leistung schuldet der Leistungsempfänger.',
  reason: 'Grund',
  reasons: { duplicate: 'Doppelt berechnet', order_change: 'Auftragsänderung', product_unsatisfactory: 'Mangelhafte Lieferung oder Leistung', other: 'Sonstiges' },
};

const fr: MentionWords = {
  legalForm: 'Forme juridique', registeredOffice: 'Siège social', register: 'Registre',
  directors: (count) => (count === 1 ? 'Dirigeant' : 'Dirigeants'),
  capital: () => 'Capital social',
  field: (label, value) => `${label}\u00a0: ${value}`,
  latePayment: (rate, fee) => `Pénalités de retard\u00a0: ${rate ? `${rate} par an` : 'taux de refinancement le plus récent de la Banque centrale européenne majoré de 10 points'}. `
    + `Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement\u00a0: ${fee} (article L441-10 du Code de commerce).`,
  reverseCharge: 'Autoliquidation\u00a0: la TVA sur cette opération est due par le preneur.',
  reason: 'Motif',
  reasons: { duplicate: 'Facture en double', order_change: 'Modification de la commande', product_unsatisfactory: 'Produit ou prestation non satisfaisant', other: 'Autre' },
};

const tables: Record<DocumentLocale, MentionWords> = { en, de, fr };

/** "732829320" as it is printed: "732 829 320". */
const spacedSiren = (siren: string) => siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

/**
 * What the foot of every page says of the seller, in `locale`: the legal form, registered office,
 * register, SIREN and RCS, directors and capital as one line of parts (empty when none is set),
 * and the seller's other mentions as written.
 */
export function footerMentions(seller: SellerDetails, locale: DocumentLocale): { parts: string[]; other: string | null } {
  const words = tables[locale];
  const { legal } = seller;
  const parts = [
    legal.legalForm && words.field(words.legalForm, legal.legalForm),
    legal.registeredOffice && words.field(words.registeredOffice, legal.registeredOffice),
    legal.commercialRegister && words.field(words.register, `${legal.commercialRegister.court}, ${legal.commercialRegister.number}`),
    legal.france && `SIREN ${spacedSiren(legal.france.siren)}`,
    legal.france && `RCS ${legal.france.rcsCity}`,
    legal.managingDirectors.length > 0 && words.field(words.directors(legal.managingDirectors.length), legal.managingDirectors.join(', ')),
    legal.shareCapital && words.field(words.capital(legal.legalForm), documentFormat(locale, legal.shareCapital.currency).money(legal.shareCapital.amount)),
  ].filter((part): part is string => Boolean(part));
  return { parts, other: legal.otherMentions };
}

/** The seller's additional legal information (EN 16931 BT-33): the footer's mentions as one text; null when there are none. */
export function additionalLegalInformation(seller: SellerDetails, locale: DocumentLocale): string | null {
  const { parts, other } = footerMentions(seller, locale);
  const text = [parts.join(' · '), other].filter(Boolean).join('\n');
  return text || null;
}

/**
 * The late-payment penalties and the 40 euro recovery fee of Code de commerce L441-10, which an
 * invoice of a seller in France states; null for any other seller and for a credit note.
 */
export function latePaymentMention(document: BillingDocument): string | null {
  if (document.kind !== 'invoice' || document.seller.address?.country !== 'FR') return null;
  const rate = document.seller.legal.france?.latePaymentRate ?? null;
  const format = documentFormat(document.locale, 'EUR');
  return tables[document.locale].latePayment(rate === null ? null : format.percent(rate), format.money(4000));
}

/** The mention of Article 226(11a) when a line is reverse-charged (category AE); null otherwise. */
export function reverseChargeMention(document: BillingDocument): string | null {
  return document.lines.some((line) => line.taxCategory === 'AE') ? tables[document.locale].reverseCharge : null;
}

/** A credit note's reason as a label and a value in `locale`; null for an invoice. */
export function creditReasonOf(document: BillingDocument): { label: string; value: string } | null {
  if (!document.creditReason) return null;
  const words = tables[document.locale];
  return { label: words.reason, value: words.reasons[document.creditReason] };
}

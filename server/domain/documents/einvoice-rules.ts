// What a billing document must hold before it can be written in an e-invoice format (D38): one
// table of the EN 16931, XRechnung (BR-DE-*) and Peppol rules that the data we hold can break,
// each with the API field to mend. The API answers the first problem as 422 before it generates,
// send checks a customer's e_invoice_format with it, and the manual's table is made from it.
// The sums (BR-CO-*) are asserted as a self-check: the totals (D5, D36) make them hold, and a
// broken one is a bug here, not the caller's. The rules are written from their public text;
// the official schematron runs apart, in scripts/measure/check-einvoices.ts (R100).
import { easCodes as easList } from '../../../generated/einvoice-code-lists.js';
import type { BillingDocument } from './billing-document.js';
import type { TaxCategory } from '../tax-categories.js';
import { DomainError, invalid } from '../domain-error.js';
import type { EInvoiceFormat } from './einvoice-formats.js';
import { isIban } from '../iban.js';
import type { InvoiceRecord } from '../records.js';
import { isIssued } from './issued-documents.js';

export interface EInvoiceProblem {
  rule: string;
  message: string;
  /** The API field to set or change, e.g. `buyer_reference`, `lines[2].tax_rate`. */
  param: string;
}

export interface EInvoiceRule {
  id: string;
  /** The formats the rule binds. */
  formats: readonly EInvoiceFormat[];
  /** The field the rule points at, as the manual prints it (`lines[n]...` for line rules). */
  param: string;
  /** What the format needs, as the message says it: "a buyer reference (BT-10)". */
  needs: string;
  /** The fields at fault in this document; empty when the rule holds. */
  broken: (doc: BillingDocument) => string[];
  /** How to mend it, for the field at fault. */
  fix: (param: string) => string;
}

const all: readonly EInvoiceFormat[] = ['ubl', 'cii', 'xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'];
const xrechnung: readonly EInvoiceFormat[] = ['xrechnung-ubl', 'xrechnung-cii'];
const peppol: readonly EInvoiceFormat[] = ['peppol-bis'];
const peppolAndXrechnung: readonly EInvoiceFormat[] = [...xrechnung, ...peppol];

const formatNames: Record<EInvoiceFormat, string> = {
  ubl: 'An EN 16931 e-invoice', cii: 'An EN 16931 e-invoice', 'factur-x': 'Factur-X',
  'xrechnung-ubl': 'XRechnung', 'xrechnung-cii': 'XRechnung', 'peppol-bis': 'Peppol BIS',
};

const sellerFix = (param: string) => `set ${param.replace(/^seller\./, '')} in the seller profile (folio accounts update NAME --seller FILE)`;
const customerFix = (param: string) => `set ${param.replace(/^customer\./, '')} on the customer`;
const invoiceFix = (param: string) => `set ${param} on the invoice`;
const totalsFix = () => 'this is a fault in folio, please report it';

const when = (condition: boolean, param: string): string[] => (condition ? [param] : []);
const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** The indexes of the lines in a category, as `lines[i].field`. */
function linesWhere(doc: BillingDocument, field: string, test: (line: BillingDocument['lines'][number]) => boolean): string[] {
  return doc.lines.flatMap((line, index) => (test(line) ? [`lines[${index}].${field}`] : []));
}

/** Whether a line, a document discount or a document charge is in one of the categories (BR-S-02 ... name all three). */
const hasCategory = (doc: BillingDocument, ...categories: TaxCategory[]) => doc.lines.some((line) => categories.includes(line.taxCategory))
  || doc.allowanceCharges.some((item) => categories.includes(item.taxCategory));

type AllowanceCharge = BillingDocument['allowanceCharges'][number];
const listOf = { discount: 'discounts', charge: 'charges' } as const;

/** The document discounts (or charges) that fail `test`, as `discounts[i].field` (D50). */
function allowancesWhere(doc: BillingDocument, kind: AllowanceCharge['kind'], field: string, test: (item: AllowanceCharge) => boolean): string[] {
  return doc.allowanceCharges.filter((item) => item.kind === kind).flatMap((item, index) => (test(item) ? [`${listOf[kind]}[${index}].${field}`] : []));
}

/** The line, discount and charge amounts of a category and rate: BR-CO-17's taxable base (BT-116). */
function categoryBase(doc: BillingDocument, category: TaxCategory, rate: number): number {
  const lines = doc.lines.filter((line) => line.taxCategory === category && line.taxRate === rate).reduce((sum, line) => sum + line.netAmount, 0);
  return doc.allowanceCharges.filter((item) => item.taxCategory === category && item.taxRate === rate)
    .reduce((sum, item) => sum + (item.kind === 'charge' ? item.amount : -item.amount), lines);
}
const countryPrefixed = (id: string | null) => id !== null && /^[A-Z]{2}[0-9A-Za-z+*.]{2,}$/.test(id);

/**
 * EAS, the electronic address schemes EN 16931 accepts (BR-CL-25), as @e-invoice-eu/core ships
 * the list, taken from it by `npm run generate`: loading the library on the request thread, at a
 * server's first send or e-invoice, held every other request for 0.5-0.7 s (R207).
 */
const easCodes = new Set(easList);

/** EAS schemes that are not Peppol participant identifiers: e-mail, and the AS2 and X.400 addresses. */
const offPeppol = new Set(['EM', 'AN', 'AQ', 'AS', 'AU']);

/**
 * Whether CEN's schematron reads the entry's rate as zero and its tax as not: BR-CO-17 there
 * compares `round(Percent)` with 0 (XPath's round, half up to a whole percent) and then wants
 * `round(TaxAmount)` to be 0 too, so a rate under 0.5% carries a tax under half a unit (R176).
 */
function readAsZero(entry: { rate: number; taxAmount: number }): boolean {
  const xpathRound = (value: number) => Math.floor(value + 0.5);
  return entry.rate > 0 && xpathRound(entry.rate) === 0 && xpathRound(entry.taxAmount / 100) !== 0;
}

/** A breakdown entry's tax computed on the group, half away from zero, in minor units (rates have at most four decimals). */
function groupTax(taxable: number, rate: number): number {
  const scaled = BigInt(taxable) * BigInt(Math.round(rate * 10_000));
  const divisor = 1_000_000n;
  const magnitude = scaled < 0n ? -scaled : scaled;
  const rounded = magnitude / divisor + ((magnitude % divisor) * 2n >= divisor ? 1n : 0n);
  return Number(scaled < 0n ? -rounded : rounded);
}

function categoryRules(category: TaxCategory, id: string, title: string, rate: 'positive' | 'zero'): EInvoiceRule[] {
  const rateRule: EInvoiceRule = {
    id: `BR-${id}-5`, formats: all, param: 'lines[n].tax_rate',
    needs: rate === 'positive' ? `a rate above 0 on every line of category ${category} (${title}, BT-152)` : `rate 0 on every line of category ${category} (${title}, BT-152)`,
    broken: (doc) => linesWhere(doc, 'tax_rate', (line) => line.taxCategory === category && (rate === 'positive' ? line.taxRate <= 0 : line.taxRate !== 0)),
    fix: (param) => `change ${param} or the line's tax_category`,
  };
  const sumRule: EInvoiceRule = {
    id: `BR-${id}-8`, formats: all, param: 'lines', needs: `category ${category}'s taxable amount equal to the sum of its lines, less its discounts, plus its charges (BT-116)`,
    broken: (doc) => when(doc.taxBreakdown.some((entry) => entry.category === category && entry.taxableAmount !== categoryBase(doc, category, entry.rate)), 'lines'),
    fix: totalsFix,
  };
  // BR-x-6 and BR-x-7: a document discount's and charge's rate follow its category as a line's does.
  const allowanceRateRules = (['discount', 'charge'] as const).map((kind): EInvoiceRule => ({
    id: `BR-${id}-${kind === 'discount' ? 6 : 7}`, formats: all, param: `${listOf[kind]}[n].tax_rate`,
    needs: rate === 'positive' ? `a rate above 0 on every ${kind} of category ${category} (${title}, BT-${kind === 'discount' ? 96 : 103})`
      : `rate 0 on every ${kind} of category ${category} (${title}, BT-${kind === 'discount' ? 96 : 103})`,
    broken: (doc) => allowancesWhere(doc, kind, 'tax_rate', (item) => item.taxCategory === category && (rate === 'positive' ? item.taxRate <= 0 : item.taxRate !== 0)),
    fix: (param) => `change ${param} or its tax_category`,
  }));
  if (category === 'S' || category === 'Z') return [rateRule, ...allowanceRateRules, sumRule];
  return [rateRule, ...allowanceRateRules, sumRule, {
    id: `BR-${id}-10`, formats: all, param: 'lines[n].tax_exemption_reason',
    needs: `an exemption reason on every line of category ${category} (${title}, BT-120)`,
    broken: (doc) => linesWhere(doc, 'tax_exemption_reason', (line) => line.taxCategory === category && blank(line.taxExemptionReason)),
    fix: invoiceFix,
  }];
}

/** The rules, in the order the API reports them: the first broken one is the 422's message. */
export const eInvoiceRules: readonly EInvoiceRule[] = [
  { id: 'BR-06', formats: all, param: 'seller.legal_name', needs: 'the seller\'s legal name (BT-27)', broken: (doc) => when(blank(doc.seller.legalName), 'seller.legal_name'), fix: sellerFix },
  { id: 'BR-08', formats: all, param: 'seller.address', needs: 'the seller\'s postal address (BG-5)', broken: (doc) => when(doc.seller.address === null, 'seller.address'), fix: sellerFix },
  { id: 'BR-16', formats: all, param: 'lines', needs: 'at least one line (BG-25)', broken: (doc) => when(doc.lines.length === 0, 'lines'), fix: () => 'add a line to the invoice' },
  {
    id: 'BR-CO-9', formats: all, param: 'seller.vat_id', needs: 'a VAT identifier that starts with its country code, such as DE123456789 (BT-31)',
    broken: (doc) => when(doc.seller.vatId !== null && !countryPrefixed(doc.seller.vatId), 'seller.vat_id'), fix: sellerFix,
  },
  {
    id: 'BR-CO-26', formats: all, param: 'seller.vat_id', needs: 'a seller identifier: the seller\'s VAT identifier or tax number (BT-29, BT-31)',
    broken: (doc) => when(blank(doc.seller.vatId) && blank(doc.seller.taxNumber), 'seller.vat_id'), fix: sellerFix,
  },
  ...(['S', 'Z', 'E'] as const).map((category): EInvoiceRule => ({
    id: `BR-${category}-2`, formats: all, param: 'seller.vat_id', needs: `the seller's VAT identifier or tax number on a document with category ${category} (BT-31, BT-32)`,
    broken: (doc) => when(hasCategory(doc, category) && blank(doc.seller.vatId) && blank(doc.seller.taxNumber), 'seller.vat_id'), fix: sellerFix,
  })),
  {
    id: 'BR-AE-2', formats: all, param: 'seller.vat_id', needs: 'the seller\'s VAT identifier on a reverse-charge document (BT-31)',
    broken: (doc) => when(hasCategory(doc, 'AE') && blank(doc.seller.vatId) && blank(doc.seller.taxNumber), 'seller.vat_id'), fix: sellerFix,
  },
  {
    id: 'BR-AE-2', formats: all, param: 'customer.tax_id', needs: 'the buyer\'s VAT identifier on a reverse-charge document (BT-48)',
    broken: (doc) => when(hasCategory(doc, 'AE') && blank(doc.buyer.taxId), 'customer.tax_id'), fix: customerFix,
  },
  {
    id: 'BR-IC-2', formats: all, param: 'seller.vat_id', needs: 'the seller\'s VAT identifier on an intra-community supply (BT-31)',
    broken: (doc) => when(hasCategory(doc, 'K') && !countryPrefixed(doc.seller.vatId), 'seller.vat_id'), fix: sellerFix,
  },
  {
    id: 'BR-IC-2', formats: all, param: 'customer.tax_id', needs: 'the buyer\'s VAT identifier, with its country code, on an intra-community supply (BT-48)',
    broken: (doc) => when(hasCategory(doc, 'K') && !countryPrefixed(doc.buyer.taxId), 'customer.tax_id'), fix: customerFix,
  },
  {
    id: 'BR-G-2', formats: all, param: 'seller.vat_id', needs: 'the seller\'s VAT identifier on an export (BT-31)',
    broken: (doc) => when(hasCategory(doc, 'G') && !countryPrefixed(doc.seller.vatId), 'seller.vat_id'), fix: sellerFix,
  },
  {
    id: 'BR-O-11', formats: all, param: 'lines[n].tax_category', needs: 'category O (not subject to VAT) alone: no other category beside it',
    broken: (doc) => (hasCategory(doc, 'O') ? linesWhere(doc, 'tax_category', (line) => line.taxCategory !== 'O') : []), fix: (param) => `change ${param}, or invoice the other lines apart`,
  },
  ...(['discount', 'charge'] as const).map((kind): EInvoiceRule => ({
    id: kind === 'discount' ? 'BR-O-13' : 'BR-O-14', formats: all, param: `${listOf[kind]}[n].tax_category`,
    needs: `every ${kind} in category O (not subject to VAT) on a document with category O`,
    broken: (doc) => (hasCategory(doc, 'O') ? allowancesWhere(doc, kind, 'tax_category', (item) => item.taxCategory !== 'O') : []),
    fix: (param) => `change ${param}`,
  })),
  // BG-20, BG-21, BG-27 (D50): an amount, a category and a reason on each discount and charge.
  ...([['discount', 'BR-31', 'BR-32', 'BR-33', 'BT-92', 'BT-95', 'BT-97, BT-98'], ['charge', 'BR-36', 'BR-37', 'BR-38', 'BT-99', 'BT-102', 'BT-104, BT-105']] as const)
    .flatMap(([kind, amountRule, categoryRule, reasonRule, amount, category, reason]): EInvoiceRule[] => [
      {
        id: amountRule, formats: all, param: `${listOf[kind]}[n].amount`, needs: `an amount above zero on every document ${kind} (${amount})`,
        broken: (doc) => allowancesWhere(doc, kind, 'amount', (item) => !(item.amount > 0)), fix: (param) => `set ${param}`,
      },
      {
        id: categoryRule, formats: all, param: `${listOf[kind]}[n].tax_category`, needs: `a VAT category on every document ${kind} (${category})`,
        broken: (doc) => allowancesWhere(doc, kind, 'tax_category', (item) => !item.taxCategory), fix: (param) => `set ${param}`,
      },
      {
        id: reasonRule, formats: all, param: `${listOf[kind]}[n].reason`, needs: `a reason or a reason code on every document ${kind} (${reason})`,
        broken: (doc) => allowancesWhere(doc, kind, 'reason', (item) => blank(item.reason) && blank(item.reasonCode)), fix: (param) => `set ${param} or its reason_code`,
      },
    ]),
  {
    id: 'BR-41', formats: all, param: 'lines[n].discount.amount', needs: 'an amount above zero, and not above the line, on every line discount (BT-136)',
    broken: (doc) => linesWhere(doc, 'discount.amount', (line) => line.discount !== null && !(line.discount.amount > 0 && line.discount.amount <= line.grossAmount)),
    fix: (param) => `set ${param}`,
  },
  ...categoryRules('S', 'S', 'standard rate', 'positive'),
  ...categoryRules('Z', 'Z', 'zero rated', 'zero'),
  ...categoryRules('E', 'E', 'exempt', 'zero'),
  ...categoryRules('AE', 'AE', 'reverse charge', 'zero'),
  ...categoryRules('K', 'IC', 'intra-community supply', 'zero'),
  ...categoryRules('G', 'G', 'export outside the EU', 'zero'),
  {
    id: 'BR-O-10', formats: all, param: 'lines[n].tax_exemption_reason', needs: 'an exemption reason on every line of category O (not subject to VAT, BT-120)',
    broken: (doc) => linesWhere(doc, 'tax_exemption_reason', (line) => line.taxCategory === 'O' && blank(line.taxExemptionReason)), fix: invoiceFix,
  },
  {
    id: 'BR-CL-25', formats: all, param: 'seller.electronic_address.scheme', needs: 'an electronic address scheme from the EAS code list, such as 9930 or EM (BT-34)',
    broken: (doc) => when(doc.seller.electronicAddress !== null && !easCodes.has(doc.seller.electronicAddress.scheme), 'seller.electronic_address.scheme'), fix: sellerFix,
  },
  {
    id: 'BR-CL-25', formats: all, param: 'customer.electronic_address.scheme', needs: 'an electronic address scheme from the EAS code list, such as 9930 or EM (BT-49)',
    broken: (doc) => when(doc.buyer.electronicAddress !== null && !easCodes.has(doc.buyer.electronicAddress.scheme), 'customer.electronic_address.scheme'), fix: customerFix,
  },
  // XRechnung 3.0 (BR-DE-*), for the data folio holds.
  { id: 'BR-DE-1', formats: xrechnung, param: 'seller.payment', needs: 'payment instructions (BG-16): the seller\'s IBAN', broken: (doc) => when(doc.seller.payment === null, 'seller.payment'), fix: sellerFix },
  {
    id: 'BR-DE-2', formats: xrechnung, param: 'seller.contact', needs: 'a seller contact (BG-6)',
    broken: (doc) => when(blank(doc.seller.contact.name) && blank(doc.seller.contact.phone) && blank(doc.seller.contact.email), 'seller.contact'), fix: sellerFix,
  },
  { id: 'BR-DE-3', formats: xrechnung, param: 'seller.address.city', needs: 'the seller\'s city (BT-37)', broken: (doc) => when(blank(doc.seller.address?.city), 'seller.address.city'), fix: sellerFix },
  { id: 'BR-DE-4', formats: xrechnung, param: 'seller.address.postal_code', needs: 'the seller\'s post code (BT-38)', broken: (doc) => when(blank(doc.seller.address?.postal_code), 'seller.address.postal_code'), fix: sellerFix },
  { id: 'BR-DE-5', formats: xrechnung, param: 'seller.contact.name', needs: 'a seller contact name (BT-41)', broken: (doc) => when(blank(doc.seller.contact.name), 'seller.contact.name'), fix: sellerFix },
  { id: 'BR-DE-6', formats: xrechnung, param: 'seller.contact.phone', needs: 'a seller contact telephone number (BT-42)', broken: (doc) => when(blank(doc.seller.contact.phone), 'seller.contact.phone'), fix: sellerFix },
  { id: 'BR-DE-7', formats: xrechnung, param: 'seller.contact.email', needs: 'a seller contact e-mail address (BT-43)', broken: (doc) => when(blank(doc.seller.contact.email), 'seller.contact.email'), fix: sellerFix },
  { id: 'BR-DE-8', formats: xrechnung, param: 'customer.address.city', needs: 'the buyer\'s city (BT-52)', broken: (doc) => when(blank(doc.buyer.address.city), 'customer.address.city'), fix: customerFix },
  { id: 'BR-DE-9', formats: xrechnung, param: 'customer.address.postal_code', needs: 'the buyer\'s post code (BT-53)', broken: (doc) => when(blank(doc.buyer.address.postal_code), 'customer.address.postal_code'), fix: customerFix },
  {
    id: 'BR-DE-14', formats: xrechnung, param: 'lines[n].tax_category', needs: 'a VAT rate in every breakdown entry (BT-119), which category O cannot carry',
    broken: (doc) => linesWhere(doc, 'tax_category', (line) => line.taxCategory === 'O'), fix: (param) => `choose another format, or change ${param}`,
  },
  { id: 'BR-DE-15', formats: xrechnung, param: 'buyer_reference', needs: 'a buyer reference (BT-10)', broken: (doc) => when(blank(doc.buyerReference), 'buyer_reference'), fix: invoiceFix },
  {
    id: 'BR-DE-16', formats: xrechnung, param: 'seller.vat_id', needs: 'the seller\'s VAT identifier or tax number (BT-31, BT-32)',
    broken: (doc) => when(hasCategory(doc, 'S', 'Z', 'E', 'AE', 'K', 'G') && blank(doc.seller.vatId) && blank(doc.seller.taxNumber), 'seller.vat_id'), fix: sellerFix,
  },
  {
    id: 'BR-DE-19', formats: xrechnung, param: 'seller.payment.iban', needs: 'a valid IBAN for the SEPA transfer (BT-84)',
    broken: (doc) => when(doc.seller.payment !== null && !isIban(doc.seller.payment.iban), 'seller.payment.iban'), fix: sellerFix,
  },
  {
    id: 'BR-DE-27', formats: xrechnung, param: 'seller.contact.phone', needs: 'at least three digits in the seller\'s telephone number (BT-42)',
    broken: (doc) => when(!blank(doc.seller.contact.phone) && (doc.seller.contact.phone!.match(/[0-9]/g)?.length ?? 0) < 3, 'seller.contact.phone'), fix: sellerFix,
  },
  {
    id: 'BR-DE-28', formats: xrechnung, param: 'seller.contact.email', needs: 'one e-mail address in the seller contact (BT-43)',
    broken: (doc) => when(!blank(doc.seller.contact.email) && !/^[^@\s]+@([^@.\s]+\.)+[^@.\s]+$/.test(doc.seller.contact.email!), 'seller.contact.email'), fix: sellerFix,
  },
  // Peppol BIS Billing 3.0 (XRechnung 3.0 adopts the two address rules).
  {
    id: 'PEPPOL-EN16931-R003', formats: peppol, param: 'buyer_reference', needs: 'a buyer reference (BT-10) or a purchase order (BT-13)',
    broken: (doc) => when(blank(doc.buyerReference) && blank(doc.purchaseOrder), 'buyer_reference'), fix: invoiceFix,
  },
  {
    id: 'PEPPOL-EN16931-R010', formats: peppolAndXrechnung, param: 'customer.electronic_address', needs: 'the buyer\'s electronic address (BT-49)',
    broken: (doc) => when(doc.buyer.electronicAddress === null, 'customer.electronic_address'), fix: customerFix,
  },
  {
    id: 'PEPPOL-EN16931-R020', formats: peppolAndXrechnung, param: 'seller.electronic_address', needs: 'the seller\'s electronic address (BT-34)',
    broken: (doc) => when(doc.seller.electronicAddress === null, 'seller.electronic_address'), fix: sellerFix,
  },
  {
    id: 'PEPPOL-EN16931-CL008', formats: peppol, param: 'seller.electronic_address.scheme', needs: 'an electronic address the Peppol network routes: a participant scheme such as 9930 or 0088, not EM, AN, AQ, AS or AU (BT-34)',
    broken: (doc) => when(doc.seller.electronicAddress !== null && offPeppol.has(doc.seller.electronicAddress.scheme), 'seller.electronic_address.scheme'), fix: sellerFix,
  },
  {
    id: 'PEPPOL-EN16931-CL008', formats: peppol, param: 'customer.electronic_address.scheme', needs: 'an electronic address the Peppol network routes: a participant scheme such as 9930 or 0088, not EM, AN, AQ, AS or AU (BT-49)',
    broken: (doc) => when(doc.buyer.electronicAddress !== null && offPeppol.has(doc.buyer.electronicAddress.scheme), 'customer.electronic_address.scheme'), fix: customerFix,
  },
  {
    id: 'DE-R-014', formats: peppol, param: 'lines[n].tax_category', needs: 'from a German seller, a VAT rate in every breakdown entry (BT-119), which category O cannot carry',
    broken: (doc) => (doc.seller.address?.country === 'DE' ? linesWhere(doc, 'tax_category', (line) => line.taxCategory === 'O') : []),
    fix: (param) => `choose another format, or change ${param}`,
  },
  // The sums, a self-check of the totals (D5, D36).
  {
    id: 'BR-CO-10', formats: all, param: 'lines', needs: 'a subtotal equal to the sum of the line amounts (BT-106)',
    broken: (doc) => when(doc.lines.reduce((sum, line) => sum + line.netAmount, 0) !== doc.subtotal, 'lines'), fix: totalsFix,
  },
  {
    id: 'BR-CO-14', formats: all, param: 'lines', needs: 'a total tax equal to the sum of the breakdown\'s tax amounts (BT-110)',
    broken: (doc) => when(doc.taxBreakdown.reduce((sum, entry) => sum + entry.taxAmount, 0) !== doc.tax, 'lines'), fix: totalsFix,
  },
  {
    id: 'BR-CO-11', formats: all, param: 'discounts', needs: 'a discount total equal to the sum of the document discounts (BT-107)',
    broken: (doc) => when(doc.allowanceCharges.filter((item) => item.kind === 'discount').reduce((sum, item) => sum + item.amount, 0) !== doc.discountTotal, 'discounts'), fix: totalsFix,
  },
  {
    id: 'BR-CO-12', formats: all, param: 'charges', needs: 'a charge total equal to the sum of the document charges (BT-108)',
    broken: (doc) => when(doc.allowanceCharges.filter((item) => item.kind === 'charge').reduce((sum, item) => sum + item.amount, 0) !== doc.chargeTotal, 'charges'), fix: totalsFix,
  },
  {
    id: 'BR-CO-13', formats: all, param: 'lines', needs: 'a total excluding VAT equal to the subtotal less the discounts plus the charges (BT-109)',
    broken: (doc) => when(doc.subtotal - doc.discountTotal + doc.chargeTotal !== doc.totalExcludingTax, 'lines'), fix: totalsFix,
  },
  {
    id: 'BR-CO-15', formats: all, param: 'lines', needs: 'a total equal to the total excluding VAT plus the tax (BT-112)',
    broken: (doc) => when(doc.totalExcludingTax + doc.tax !== doc.total, 'lines'), fix: totalsFix,
  },
  {
    id: 'BR-CO-16', formats: all, param: 'lines', needs: 'an amount due equal to the total less the amount paid (BT-115)',
    broken: (doc) => when(doc.kind === 'invoice' && doc.total - doc.amountPaid < 0, 'lines'), fix: totalsFix,
  },
  { id: 'BR-CO-18', formats: all, param: 'lines', needs: 'at least one tax breakdown entry (BG-23)', broken: (doc) => when(doc.taxBreakdown.length === 0, 'lines'), fix: totalsFix },
  {
    id: 'BR-CO-17', formats: all, param: 'lines',
    needs: 'each breakdown entry\'s tax within one currency unit of its taxable amount times its rate (BT-117); a rate below 0.5% counts as zero there, so its tax must stay under half a unit',
    broken: (doc) => when(doc.taxBreakdown.some((entry) => Math.abs(entry.taxAmount - groupTax(entry.taxableAmount, entry.rate)) >= 100 || readAsZero(entry)), 'lines'), fix: totalsFix,
  },
];

/** Every problem that keeps the document from being written in the format, in the table's order. */
export function eInvoiceProblems(doc: BillingDocument, format: EInvoiceFormat): EInvoiceProblem[] {
  return eInvoiceRules.filter((rule) => rule.formats.includes(format)).flatMap((rule) => rule.broken(doc).map((param) => ({
    rule: rule.id,
    param,
    message: `${rule.id}: ${formatNames[format]} needs ${rule.needs}; ${rule.fix(param)}.`,
  })));
}

/** Why a draft has no e-invoice: it has no number and no issue date until it is sent. */
const draftHasNoEInvoice = 'A draft has no number and no issue date yet, so it has no e-invoice; send it first.';

/**
 * Refuses, from the invoice's record alone, the e-invoice of a draft (a conflict), so that the
 * refusal comes before anything is read or rendered for a document that cannot exist.
 */
export function assertHasEInvoice(invoice: Pick<InvoiceRecord, 'number'>): void {
  if (!isIssued(invoice)) throw new DomainError('conflict', draftHasNoEInvoice);
}

/**
 * Refuses what cannot become an e-invoice in the format: a draft is a conflict (it has no number
 * and no issue date), a document the rules refuse is invalid with the first rule's message and
 * the API field at fault.
 */
export function assertEInvoiceable(doc: BillingDocument, format: EInvoiceFormat): void {
  if (doc.number === null || doc.issueDate === null) throw new DomainError('conflict', draftHasNoEInvoice);
  assertEInvoiceRules(doc, format);
}

/** Refuses a document the format's rules refuse (invalid, the first rule's message and field); send checks a customer's e_invoice_format with it before anything changes. */
export function assertEInvoiceRules(doc: BillingDocument, format: EInvoiceFormat): void {
  const problem = eInvoiceProblems(doc, format)[0];
  if (problem) throw invalid(problem.message, problem.param);
}

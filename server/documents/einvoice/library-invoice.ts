// A BillingDocument in @e-invoice-eu/core's input shape: the library's JSON form of a UBL invoice,
// from which it writes UBL, CII and Factur-X. Every amount is a decimal string made from integer
// minor units (decimalAmount), never a float. What EN 16931 asks of each part is decided here
// once (R99): a category O document names no VAT identifier (BR-O-2); the date of supply is the
// supply date, the service period, or else the issue date (D37); a buyer tax id with a country
// prefix is their VAT identifier (BT-48), any other is their legal registration (BT-47); a
// seller without a VAT identifier in the document is named by its tax number (BT-29); a line
// with a negative unit price is a negative quantity at a positive price (R130, BR-27); a line's
// discount is a line allowance with reason code 95 (BG-27), and the document's discounts and
// charges are document-level allowances and charges with their own tax category (BG-20, BG-21).
import type { Invoice } from '@e-invoice-eu/core';
import type { BillingDocument, DocumentLine, EInvoiceFormatInfo, TaxBreakdownEntry } from '../../domain/documents/index.js';
import type { TaxCategory } from '../../domain/tax-categories.js';
import type { Address } from '../../domain/records.js';
import { decimalAmount } from '../../domain/money.js';
import { legalEntity } from './legal-entity.js';
import { documentNote, paymentTerms } from './notes.js';

type UblInvoice = Invoice['ubl:Invoice'];
type Party = UblInvoice['cac:AccountingSupplierParty']['cac:Party'];

/** VATEX exemption reason codes for the categories whose reason is fixed by the directive. */
const exemptionCodes: Partial<Record<TaxCategory, string>> = { AE: 'VATEX-EU-AE', K: 'VATEX-EU-IC', G: 'VATEX-EU-G', O: 'VATEX-EU-O' };

/** UN/ECE recommendation 20 "one" (C62): folio's quantities are counts of units. */
const unitCode = 'C62';

/** A VAT identifier starts with its country's two letters (BR-CO-9; Greece writes EL). */
export function hasCountryPrefix(id: string): boolean {
  return /^[A-Z]{2}[0-9A-Za-z+*.]{2,}$/.test(id);
}

/** Category O is outside VAT: such a document names no VAT identifier (BR-O-2). */
export function isOutsideVat(doc: BillingDocument): boolean {
  return doc.lines.some((line) => line.taxCategory === 'O');
}

function postalAddress(address: Address) {
  return {
    'cbc:StreetName': address.line1,
    ...(address.line2 ? { 'cbc:AdditionalStreetName': address.line2 } : {}),
    'cbc:CityName': address.city,
    'cbc:PostalZone': address.postal_code,
    'cac:Country': { 'cbc:IdentificationCode': address.country },
  } as Party['cac:PostalAddress'];
}

function endpoint(address: { scheme: string; value: string } | null) {
  return address ? { 'cbc:EndpointID': address.value, 'cbc:EndpointID@schemeID': address.scheme } as Pick<Party, 'cbc:EndpointID' | 'cbc:EndpointID@schemeID'> : {};
}

function taxCategory(category: TaxCategory, rate: number) {
  return { 'cbc:ID': category, ...(category === 'O' ? {} : { 'cbc:Percent': String(rate) }), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
}

function seller(doc: BillingDocument): Party {
  const { seller: s } = doc;
  const schemes = [
    ...(s.vatId && !isOutsideVat(doc) ? [{ 'cbc:CompanyID': s.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
    // BT-32, the seller's tax registration: UBL marks it with a tax scheme other than VAT.
    ...(s.taxNumber ? [{ 'cbc:CompanyID': s.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
  ];
  const contact = {
    ...(s.contact.name ? { 'cbc:Name': s.contact.name } : {}),
    ...(s.contact.phone ? { 'cbc:Telephone': s.contact.phone } : {}),
    ...(s.contact.email ? { 'cbc:ElectronicMail': s.contact.email } : {}),
  };
  // Without a VAT identifier in the document (none held, or category O), the tax number names the seller (BT-29, BR-CO-26).
  const identifier = schemes.some((scheme) => scheme['cac:TaxScheme']['cbc:ID'] === 'VAT') ? null : s.taxNumber ?? s.vatId;
  return {
    ...endpoint(s.electronicAddress),
    ...(identifier ? { 'cac:PartyIdentification': [{ 'cbc:ID': identifier }] } : {}),
    // The rules (einvoice-rules.ts) refuse a seller without an address before anything is written.
    'cac:PostalAddress': postalAddress(s.address!),
    ...(schemes.length > 0 ? { 'cac:PartyTaxScheme': schemes as Party['cac:PartyTaxScheme'] } : {}),
    'cac:PartyLegalEntity': legalEntity(doc),
    ...(Object.keys(contact).length > 0 ? { 'cac:Contact': contact } : {}),
  };
}

function buyer(doc: BillingDocument): UblInvoice['cac:AccountingCustomerParty']['cac:Party'] {
  const { buyer: b } = doc;
  const vatId = b.taxId && hasCountryPrefix(b.taxId) && !isOutsideVat(doc) ? b.taxId : null;
  const registration = b.taxId && !hasCountryPrefix(b.taxId) ? b.taxId : null;
  return {
    ...endpoint(b.electronicAddress),
    'cac:PostalAddress': postalAddress(b.address),
    ...(vatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': b.name, ...(registration ? { 'cbc:CompanyID': registration } : {}) },
    'cac:Contact': { 'cbc:ElectronicMail': b.email },
  } as UblInvoice['cac:AccountingCustomerParty']['cac:Party'];
}

function breakdownEntry(entry: TaxBreakdownEntry, currency: string) {
  const code = exemptionCodes[entry.category];
  return {
    'cbc:TaxableAmount': decimalAmount(entry.taxableAmount),
    'cbc:TaxableAmount@currencyID': currency,
    'cbc:TaxAmount': decimalAmount(entry.taxAmount),
    'cbc:TaxAmount@currencyID': currency,
    'cac:TaxCategory': {
      ...taxCategory(entry.category, entry.rate),
      ...(code ? { 'cbc:TaxExemptionReasonCode': code } : {}),
      ...(entry.exemptionReason && entry.category !== 'S' && entry.category !== 'Z' ? { 'cbc:TaxExemptionReason': entry.exemptionReason } : {}),
    },
  };
}

/**
 * The quantity (BT-129) and net price (BT-146) a line is written with. EN 16931 refuses a negative
 * price (BR-27), so a line with a negative unit price, which the API keeps accepting (R130), is
 * written as the opposite quantity at the opposite price: the line's net amount is unchanged.
 */
export function invoicedQuantityAndPrice(line: Pick<DocumentLine, 'quantity' | 'unitPrice'>): { quantity: number; price: number } {
  return line.unitPrice < 0 ? { quantity: -line.quantity, price: -line.unitPrice } : { quantity: line.quantity, price: line.unitPrice };
}

/** UNTDID 5189 95, "Discount": the reason code of every line discount (BR-42 wants a code or a text). */
const lineDiscountCode = '95';

/** A line's discount as a line allowance (BG-27): its amount, and its percentage of quantity x price (the base) when given so. */
function lineAllowance(line: DocumentLine, currency: string) {
  const discount = line.discount;
  if (!discount) return {};
  return {
    'cac:AllowanceCharge': [{
      'cbc:ChargeIndicator': 'false',
      'cbc:AllowanceChargeReasonCode': lineDiscountCode,
      ...(discount.reason ? { 'cbc:AllowanceChargeReason': discount.reason } : {}),
      ...(discount.percentage === null ? {} : { 'cbc:MultiplierFactorNumeric': String(discount.percentage) }),
      'cbc:Amount': decimalAmount(discount.amount),
      'cbc:Amount@currencyID': currency,
      // The base only beside its percentage: Peppol refuses a base without one (PEPPOL-EN16931-R042).
      ...(discount.percentage === null ? {} : { 'cbc:BaseAmount': decimalAmount(line.grossAmount), 'cbc:BaseAmount@currencyID': currency }),
    }],
  };
}

/** The document's discounts and charges (BG-20, BG-21), each with its reason, amount, percentage and tax category. */
function documentAllowanceCharges(doc: BillingDocument): Partial<UblInvoice> {
  if (doc.allowanceCharges.length === 0) return {};
  return {
    'cac:AllowanceCharge': doc.allowanceCharges.map((item) => ({
      'cbc:ChargeIndicator': item.kind === 'charge' ? 'true' : 'false',
      ...(item.reasonCode ? { 'cbc:AllowanceChargeReasonCode': item.reasonCode } : {}),
      ...(item.reason ? { 'cbc:AllowanceChargeReason': item.reason } : {}),
      ...(item.percentage === null ? {} : { 'cbc:MultiplierFactorNumeric': String(item.percentage) }),
      'cbc:Amount': decimalAmount(item.amount),
      'cbc:Amount@currencyID': doc.currency,
      ...(item.baseAmount === null ? {} : { 'cbc:BaseAmount': decimalAmount(item.baseAmount), 'cbc:BaseAmount@currencyID': doc.currency }),
      'cac:TaxCategory': taxCategory(item.taxCategory, item.taxRate),
    })),
  } as Partial<UblInvoice>;
}

function invoiceLine(line: DocumentLine, index: number, currency: string) {
  const { quantity, price } = invoicedQuantityAndPrice(line);
  return {
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': String(quantity),
    'cbc:InvoicedQuantity@unitCode': unitCode,
    'cbc:LineExtensionAmount': decimalAmount(line.netAmount),
    'cbc:LineExtensionAmount@currencyID': currency,
    ...lineAllowance(line, currency),
    'cac:Item': { 'cbc:Name': line.description, 'cac:ClassifiedTaxCategory': taxCategory(line.taxCategory, line.taxRate) },
    'cac:Price': { 'cbc:PriceAmount': decimalAmount(price), 'cbc:PriceAmount@currencyID': currency },
  };
}

/** The date of supply (BT-72) or the service period (BG-14), and where the goods went for an intra-community supply. */
function delivery(doc: BillingDocument): Partial<UblInvoice> {
  // An intra-community supply names where the goods went (BR-IC-12): folio knows the buyer's address.
  const country = doc.lines.some((line) => line.taxCategory === 'K') ? { 'cac:DeliveryLocation': { 'cac:Address': postalAddress(doc.buyer.address) } } : {};
  if (doc.servicePeriod) {
    return {
      'cac:InvoicePeriod': { 'cbc:StartDate': doc.servicePeriod.start, 'cbc:EndDate': doc.servicePeriod.end },
      ...(Object.keys(country).length > 0 ? { 'cac:Delivery': country } : {}),
    } as Partial<UblInvoice>;
  }
  return { 'cac:Delivery': { 'cbc:ActualDeliveryDate': doc.supplyDate ?? doc.issueDate!, ...country } } as Partial<UblInvoice>;
}

function paymentMeans(doc: BillingDocument): Partial<UblInvoice> {
  const payment = doc.seller.payment;
  if (!payment) return {};
  return {
    'cac:PaymentMeans': [{
      // UNCL4461 58: SEPA credit transfer, to the seller's IBAN, quoting the document's number.
      'cbc:PaymentMeansCode': '58',
      'cbc:PaymentID': doc.number!,
      'cac:PayeeFinancialAccount': {
        'cbc:ID': payment.iban.replace(/\s+/g, ''),
        'cbc:Name': payment.accountHolder ?? doc.seller.legalName,
        ...(payment.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': payment.bic } } : {}),
      },
    }],
  };
}

/** BT-111: the VAT total in the tax currency (BT-6), a TaxTotal with its TaxAmount only (D52); none without a tax currency. */
function taxCurrencyTotal(doc: BillingDocument): Array<{ 'cbc:TaxAmount': string; 'cbc:TaxAmount@currencyID': string }> {
  return doc.taxCurrency ? [{ 'cbc:TaxAmount': decimalAmount(doc.taxCurrency.tax), 'cbc:TaxAmount@currencyID': doc.taxCurrency.currency }] : [];
}

/**
 * The library's invoice for a document that has a number and an issue date (the caller has
 * refused drafts). Credit notes are type 381 and name the invoice they correct (BT-25, BT-26);
 * an invoice carries what was paid as the prepaid amount (BT-113), and the rest as due (BT-115).
 */
export function libraryInvoice(doc: BillingDocument, format: EInvoiceFormatInfo): Invoice {
  const currency = doc.currency;
  const prepaid = doc.kind === 'invoice' ? doc.amountPaid : 0;
  const note = documentNote(doc);
  const ubl = {
    'cbc:CustomizationID': format.customizationId,
    'cbc:ProfileID': format.profileId,
    'cbc:ID': doc.number!,
    'cbc:IssueDate': doc.issueDate!,
    ...(doc.kind === 'invoice' && doc.dueDate ? { 'cbc:DueDate': doc.dueDate } : {}),
    'cbc:InvoiceTypeCode': doc.kind === 'invoice' ? '380' : '381',
    ...(note ? { 'cbc:Note': [note] } : {}),
    'cbc:DocumentCurrencyCode': currency,
    // BT-6, with BT-111 as a second TaxTotal below (BR-53; D52).
    ...(doc.taxCurrency ? { 'cbc:TaxCurrencyCode': doc.taxCurrency.currency } : {}),
    ...(doc.buyerReference ? { 'cbc:BuyerReference': doc.buyerReference } : {}),
    ...(doc.purchaseOrder ? { 'cac:OrderReference': { 'cbc:ID': doc.purchaseOrder } } : {}),
    ...(doc.precedingInvoice ? {
      'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': doc.precedingInvoice.number, 'cbc:IssueDate': doc.precedingInvoice.issueDate } }],
    } : {}),
    'cac:AccountingSupplierParty': { 'cac:Party': seller(doc) },
    'cac:AccountingCustomerParty': { 'cac:Party': buyer(doc) },
    ...delivery(doc),
    ...paymentMeans(doc),
    'cac:PaymentTerms': { 'cbc:Note': paymentTerms(doc) },
    ...documentAllowanceCharges(doc),
    'cac:TaxTotal': [{
      'cbc:TaxAmount': decimalAmount(doc.tax),
      'cbc:TaxAmount@currencyID': currency,
      'cac:TaxSubtotal': doc.taxBreakdown.map((entry) => breakdownEntry(entry, currency)),
    }, ...taxCurrencyTotal(doc)],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': decimalAmount(doc.subtotal),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cbc:TaxExclusiveAmount': decimalAmount(doc.totalExcludingTax),
      'cbc:TaxExclusiveAmount@currencyID': currency,
      'cbc:TaxInclusiveAmount': decimalAmount(doc.total),
      'cbc:TaxInclusiveAmount@currencyID': currency,
      // BT-107 and BT-108, written when the document has discounts or charges (BR-CO-11, BR-CO-12).
      ...(doc.allowanceCharges.some((item) => item.kind === 'discount')
        ? { 'cbc:AllowanceTotalAmount': decimalAmount(doc.discountTotal), 'cbc:AllowanceTotalAmount@currencyID': currency } : {}),
      ...(doc.allowanceCharges.some((item) => item.kind === 'charge')
        ? { 'cbc:ChargeTotalAmount': decimalAmount(doc.chargeTotal), 'cbc:ChargeTotalAmount@currencyID': currency } : {}),
      ...(prepaid !== 0 ? { 'cbc:PrepaidAmount': decimalAmount(prepaid), 'cbc:PrepaidAmount@currencyID': currency } : {}),
      'cbc:PayableAmount': decimalAmount(doc.total - prepaid),
      'cbc:PayableAmount@currencyID': currency,
    },
    'cac:InvoiceLine': doc.lines.map((line, index) => invoiceLine(line, index, currency)),
  };
  return { 'ubl:Invoice': ubl } as unknown as Invoice;
}

// The parties of an invoice (D37): the seller and the buyer as its documents name them. Sending
// freezes both into the invoice; until then (a draft) the documents show the current data.
import type { CustomerDetails, CustomerRecord, InvoiceRecord, SellerProfile } from '../records.js';

/** The customer as an invoice names them: what sending copies into `customer_details`. */
export function customerDetailsOf(customer: CustomerRecord): CustomerDetails {
  return {
    name: customer.name,
    email: customer.email,
    address: customer.address,
    tax_id: customer.taxId,
    locale: customer.locale,
    electronic_address: customer.electronicAddress,
    buyer_reference: customer.buyerReference,
    e_invoice_format: customer.eInvoiceFormat,
  };
}

/**
 * The seller and buyer of `invoice`: those frozen at send, or for a draft (and an invoice sent
 * before the freeze existed) the account's current profile and the customer's current details.
 */
export function partiesOf(invoice: Pick<InvoiceRecord, 'seller' | 'customerDetails'>, current: { seller: SellerProfile | null; customer: CustomerRecord }):
  { seller: SellerProfile | null; buyer: CustomerDetails } {
  return {
    seller: invoice.seller ?? current.seller,
    buyer: invoice.customerDetails ?? customerDetailsOf(current.customer),
  };
}

/** What sending writes into the invoice with its change of state (D37, D38): the dates and the frozen parties. */
export function sentChanges(invoice: Pick<InvoiceRecord, 'buyerReference'>, seller: SellerProfile | null, customer: CustomerRecord, at: Date, issueDate: string) {
  return {
    issueDate,
    sentAt: at.toISOString(),
    seller,
    customerDetails: customerDetailsOf(customer),
    buyerReference: invoice.buyerReference ?? customer.buyerReference,
  };
}

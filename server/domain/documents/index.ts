// What a legal document says, as pure rules (D35-D39, D49): the billing document resolved from
// the records, the parties it names, its words and formats in each language, the e-invoice
// formats and the rules a document must meet before one is written. The only door into this
// folder: code elsewhere imports these names from here, never a file beside this one.
export { asksForPayment, documentMark } from './billing-document.js';
export type { BillingDocument, BuyerDetails, DocumentLine, DocumentLocale, DocumentPayment, ElectronicAddress, SellerDetails, TaxBreakdownEntry } from './billing-document.js';
export { documentFormat } from './document-format.js';
export type { DocumentFormat } from './document-format.js';
export { exemptionReasonIn, labelsFor } from './document-labels.js';
export { additionalLegalInformation, creditReasonOf, footerMentions, latePaymentMention, reverseChargeMention } from './legal-mentions.js';
export { postalLines } from './postal-lines.js';
export type { DocumentLabels } from './document-labels.js';
export { creditNoteDocument, invoiceDocument } from './document-of.js';
export type { CreditNoteSources, InvoiceSources } from './document-of.js';
export { eInvoiceFormatInfo, eInvoiceFormats } from './einvoice-formats.js';
export type { EInvoiceFormat, EInvoiceFormatInfo } from './einvoice-formats.js';
export { assertEInvoiceable, assertEInvoiceRules, assertHasEInvoice, eInvoiceProblems, eInvoiceRules } from './einvoice-rules.js';
export type { EInvoiceProblem, EInvoiceRule } from './einvoice-rules.js';
export { formatsIssuedAtOnce, isIssued } from './issued-documents.js';
export { customerDetailsOf, sentChanges } from './parties.js';

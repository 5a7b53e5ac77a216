// The e-mail that carries an invoice (D12): the greeting, the sender's message line, then a
// short text and HTML body in the customer's language (D39, the words of
// domain/documents/document-labels.ts, the total and due date formatted as the PDF formats them), from the
// seller's name with Reply-To the seller's contact, each document attached once (the Factur-X
// PDF is the PDF), and a Message-ID and Date fixed per outbox row so that a repeated delivery is
// recognisable as the same message.
import escapeHtml from 'escape-html';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { invoiceName } from '../domain/invoice-numbers.js';
import { documentFormat, eInvoiceFormatInfo, labelsFor, type BillingDocument, type EInvoiceFormat } from '../domain/documents/index.js';
import type { OutboxRecord } from '../store/store.js';

export interface InvoiceEmail {
  outbox: OutboxRecord;
  /** The invoice as its PDF shows it: the seller, the buyer, the total, the due date and the language. */
  document: BillingDocument;
  pdf: Buffer;
  /** The e-invoice the customer asked for (D38), attached beside the PDF, or in its place for Factur-X. */
  eInvoice?: { format: EInvoiceFormat; bytes: Buffer };
  /** The sending address, e.g. invoices@folio.example; the display name is the seller's. */
  from: string;
}

export function composeInvoiceEmail({ outbox, document, pdf, eInvoice, from }: InvoiceEmail): Mail.Options {
  const { mail } = labelsFor(document.locale);
  const format = documentFormat(document.locale, document.currency);
  const seller = document.seller.legalName;
  const total = format.money(document.total);
  const due = format.date(document.dueDate!);
  const name = invoiceName(document);
  const body = mail.body(name, seller, total, due);
  // The body starts its own sentence after the caller's message; right after the greeting it
  // continues the greeting's sentence where the language says so (German).
  const continues = !outbox.message && mail.continuesGreeting;
  const paragraphs = [
    mail.greeting(document.buyer.name),
    ...(outbox.message ? [outbox.message] : []),
    continues ? body.charAt(0).toLocaleLowerCase(document.locale) + body.slice(1) : body,
    `${mail.closing}\n${seller}`,
  ];
  const replyTo = document.seller.contact.email;
  return {
    messageId: `<${outbox.id}@${from.split('@')[1] ?? 'folio.example'}>`,
    date: new Date(outbox.createdAt),
    // The configured address sends, so that its domain's SPF and DKIM hold; the seller's name
    // shows, and replies reach the seller's contact (R153).
    from: { name: seller, address: from },
    ...(replyTo ? { replyTo: { name: seller, address: replyTo } } : {}),
    to: outbox.to,
    cc: outbox.cc.length > 0 ? outbox.cc : undefined,
    subject: mail.subject(name, seller, total, due),
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
    attachments: attachments(name, pdf, eInvoice),
  };
}

/**
 * One attachment per document: the PDF, and beside it the e-invoice the customer asked for as
 * `INV-0001.xml`; a Factur-X is itself the invoice's PDF, so it is attached alone as `INV-0001.pdf`.
 */
function attachments(name: string, pdf: Buffer, eInvoice: InvoiceEmail['eInvoice']): Mail.Attachment[] {
  const asPdf = (content: Buffer): Mail.Attachment => ({ filename: `${name}.pdf`, content, contentType: 'application/pdf' });
  if (!eInvoice) return [asPdf(pdf)];
  const { extension, mediaType } = eInvoiceFormatInfo[eInvoice.format];
  if (extension === 'pdf') return [asPdf(eInvoice.bytes)];
  return [asPdf(pdf), { filename: `${name}.${extension}`, content: eInvoice.bytes, contentType: mediaType }];
}

// The e-mail that carries an invoice (D12): the sender's message line above a short text
// and HTML body in the customer's language (D39, the words of domain/document-labels.ts, the
// total and due date formatted as the PDF formats them), the PDF attached, and a Message-ID and
// Date fixed per outbox row so that a repeated delivery is recognisable as the same message.
import escapeHtml from 'escape-html';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { invoiceName } from '../domain/invoice-numbers.js';
import type { BillingDocument } from '../domain/billing-document.js';
import { documentFormat } from '../domain/document-format.js';
import { labelsFor } from '../domain/document-labels.js';
import { eInvoiceFormatInfo, type EInvoiceFormat } from '../domain/einvoice-formats.js';
import type { OutboxRecord } from '../store/store.js';

export interface InvoiceEmail {
  outbox: OutboxRecord;
  /** The invoice as its PDF shows it: the seller, the buyer, the total, the due date and the language. */
  document: BillingDocument;
  pdf: Buffer;
  /** The e-invoice the customer asked for (D38), attached beside the PDF. */
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
  const paragraphs = [
    ...(outbox.message ? [outbox.message] : []),
    mail.greeting(document.buyer.name),
    mail.body(name, seller, total, due),
    `${mail.closing}\n${seller}`,
  ];
  return {
    messageId: `<${outbox.id}@${from.split('@')[1] ?? 'folio.example'}>`,
    date: new Date(outbox.createdAt),
    from: { name: seller, address: from },
    to: outbox.to,
    cc: outbox.cc.length > 0 ? outbox.cc : undefined,
    subject: mail.subject(name, seller, total, due),
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
    attachments: [
      { filename: `${name}.pdf`, content: pdf, contentType: 'application/pdf' },
      ...(eInvoice ? [eInvoiceAttachment(name, eInvoice)] : []),
    ],
  };
}

/** The e-invoice as an attachment: `INV-0001.xml`, or `INV-0001-factur-x.pdf` beside the plain PDF. */
function eInvoiceAttachment(name: string, { format, bytes }: { format: EInvoiceFormat; bytes: Buffer }): Mail.Attachment {
  const { extension, mediaType } = eInvoiceFormatInfo[format];
  const filename = extension === 'pdf' ? `${name}-factur-x.pdf` : `${name}.${extension}`;
  return { filename, content: bytes, contentType: mediaType };
}

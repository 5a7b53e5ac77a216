// The invoice e-mail in the customer's language (D39): subject and body in English, German or
// French, with the total and the due date formatted as the PDF formats them; English by default.
import type { DocumentLocale } from '../../server/domain/billing-document.js';
import { composeInvoiceEmail, type InvoiceEmail } from '../../server/mail/compose.js';
import { germanInvoice } from './pdf/billing-documents.js';

const document = {
  ...germanInvoice, number: 'INV-0042', currency: 'EUR' as const, total: 523_207, dueDate: '2026-12-20',
  buyer: { ...germanInvoice.buyer, name: 'Acme Handels AG' }, seller: { ...germanInvoice.seller, legalName: 'Nordlicht Software GmbH' },
};
const email: InvoiceEmail = {
  outbox: {
    id: 'msg_1', accountId: 'acc_1', invoiceId: 'inv_1', to: ['ap@acme.example'], cc: [], message: null, status: 'pending',
    attempts: 0, createdAt: '2026-11-20T10:00:00.000Z', nextAttemptAt: null, lastError: null, sentAt: null,
  },
  document: { ...document, locale: 'en' },
  pdf: Buffer.from('%PDF-'),
  from: 'invoices@folio.example',
};
const inLocale = (locale: DocumentLocale | undefined): InvoiceEmail => ({ ...email, document: { ...document, locale: locale ?? 'en' } });

test.each<[string, DocumentLocale | undefined, string, string[]]>([
  ['English by default', undefined, 'Invoice INV-0042 from Nordlicht Software GmbH: €5,232.07 due 20 December 2026',
    ['Dear Acme Handels AG,', 'please find attached invoice INV-0042 from Nordlicht Software GmbH for €5,232.07, due on 20 December 2026.', 'Kind regards,\nNordlicht Software GmbH']],
  ['German', 'de', 'Rechnung INV-0042 von Nordlicht Software GmbH: 5.232,07 €, fällig am 20. Dezember 2026',
    ['Guten Tag Acme Handels AG,', 'anbei erhalten Sie die Rechnung INV-0042 von Nordlicht Software GmbH über 5.232,07 €, fällig am 20. Dezember 2026.', 'Mit freundlichen Grüßen\nNordlicht Software GmbH']],
  ['French', 'fr', 'Facture INV-0042 de Nordlicht Software GmbH : 5 232,07 €, à régler avant le 20 décembre 2026',
    ['Bonjour Acme Handels AG,', "veuillez trouver ci-joint la facture INV-0042 de Nordlicht Software GmbH d'un montant de 5 232,07 €, à régler avant le 20 décembre 2026.", 'Cordialement,\nNordlicht Software GmbH']],
])('the e-mail is written in %s', (_name, locale, subject, paragraphs) => {
  const mail = composeInvoiceEmail(inLocale(locale));
  const spaced = (text: unknown) => String(text).replace(/[^\S\n]/g, ' ');
  expect(spaced(mail.subject)).toBe(subject);
  expect(spaced(mail.text)).toBe(`${paragraphs.join('\n\n')}\n`);
  expect(mail.attachments).toEqual([expect.objectContaining({ filename: 'INV-0042.pdf', contentType: 'application/pdf' })]);
});

test("the sender's message line comes first and is never translated", () => {
  const mail = composeInvoiceEmail({ ...inLocale('de'), outbox: { ...email.outbox, message: 'Thanks for order #42.' } });
  expect(String(mail.text).startsWith('Thanks for order #42.\n\nGuten Tag Acme Handels AG,')).toBe(true);
  expect(String(mail.html)).toContain('<p>Thanks for order #42.</p>');
});

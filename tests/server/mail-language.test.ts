// The invoice e-mail in the customer's language (D39): subject and body in English, German or
// French, with the total and the due date formatted as the PDF formats them; English by default.
import { composeInvoiceEmail, type InvoiceEmail } from '../../server/mail/compose.js';

const email: InvoiceEmail = {
  outbox: {
    id: 'msg_1', accountId: 'acc_1', invoiceId: 'inv_1', to: ['ap@acme.example'], cc: [], message: null, status: 'pending',
    attempts: 0, createdAt: '2026-11-20T10:00:00.000Z', nextAttemptAt: null, lastError: null, sentAt: null,
  },
  invoice: {
    id: 'inv_1', accountId: 'acc_1', customerId: 'cus_1', number: 'INV-0042', status: 'open', lines: [], currency: 'EUR',
    subtotal: 439_670, tax: 83_537, total: 523_207, amountCredited: 0, dueDate: '2026-12-20', notes: null, metadata: {},
    createdAt: '2026-11-18T09:30:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
  },
  customer: {
    id: 'cus_1', accountId: 'acc_1', name: 'Acme Handels AG', email: 'ap@acme.example', taxId: null, createdAt: '2026-11-01T00:00:00.000Z',
    address: { line1: 'Königsallee 1', postal_code: '40212', city: 'Düsseldorf', country: 'DE' },
  },
  seller: 'Nordlicht Software GmbH',
  pdf: Buffer.from('%PDF-'),
  from: 'invoices@folio.example',
};

test.each<[string, InvoiceEmail['locale'], string, string[]]>([
  ['English by default', undefined, 'Invoice INV-0042 from Nordlicht Software GmbH: €5,232.07 due 20 December 2026',
    ['Dear Acme Handels AG,', 'please find attached invoice INV-0042 from Nordlicht Software GmbH for €5,232.07, due on 20 December 2026.', 'Kind regards,\nNordlicht Software GmbH']],
  ['German', 'de', 'Rechnung INV-0042 von Nordlicht Software GmbH: 5.232,07 €, fällig am 20. Dezember 2026',
    ['Guten Tag Acme Handels AG,', 'anbei erhalten Sie die Rechnung INV-0042 von Nordlicht Software GmbH über 5.232,07 €, fällig am 20. Dezember 2026.', 'Mit freundlichen Grüßen\nNordlicht Software GmbH']],
  ['French', 'fr', 'Facture INV-0042 de Nordlicht Software GmbH : 5 232,07 €, à régler avant le 20 décembre 2026',
    ['Bonjour Acme Handels AG,', "veuillez trouver ci-joint la facture INV-0042 de Nordlicht Software GmbH d'un montant de 5 232,07 €, à régler avant le 20 décembre 2026.", 'Cordialement,\nNordlicht Software GmbH']],
])('the e-mail is written in %s', (_name, locale, subject, paragraphs) => {
  const mail = composeInvoiceEmail({ ...email, locale });
  const spaced = (text: unknown) => String(text).replace(/[^\S\n]/g, ' ');
  expect(spaced(mail.subject)).toBe(subject);
  expect(spaced(mail.text)).toBe(`${paragraphs.join('\n\n')}\n`);
  expect(mail.attachments).toEqual([expect.objectContaining({ filename: 'INV-0042.pdf', contentType: 'application/pdf' })]);
});

test("the sender's message line comes first and is never translated", () => {
  const mail = composeInvoiceEmail({ ...email, locale: 'de', outbox: { ...email.outbox, message: 'Thanks for order #42.' } });
  expect(String(mail.text).startsWith('Thanks for order #42.\n\nGuten Tag Acme Handels AG,')).toBe(true);
  expect(String(mail.html)).toContain('<p>Thanks for order #42.</p>');
});

// The XML a Factur-X PDF carries: the `factur-x.xml` attachment read back with pdfjs, as a
// receiver's software reads it. Shared by the conformance corpus and check:einvoices.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The factur-x.xml the PDF carries, as text; throws when the PDF has none or cannot be read. */
export async function embeddedXml(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  try {
    const attachments = (await document.getAttachments()) as Record<string, { filename: string; content: Uint8Array }> | null;
    const file = Object.values(attachments ?? {}).find((attachment) => attachment.filename === 'factur-x.xml');
    if (!file) throw new Error('The Factur-X PDF carries no factur-x.xml.');
    return Buffer.from(file.content).toString('utf8');
  } finally {
    await document.destroy();
  }
}

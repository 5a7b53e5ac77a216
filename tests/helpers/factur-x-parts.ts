// What a reader finds inside a Factur-X PDF, read with pdfjs as a receiver's viewer would: the
// embedded files by name and the XMP metadata packet.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface FacturXParts {
  /** The embedded files' contents as UTF-8 text, by file name. */
  attachments: Record<string, string>;
  /** The XMP packet as stored ('' when there is none). */
  xmp: string;
}

export async function facturXParts(pdf: Uint8Array): Promise<FacturXParts> {
  const document = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  try {
    const files = ((await document.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
    const { metadata } = await document.getMetadata();
    const attachments = Object.fromEntries(Object.values(files).map((file) => [file.filename, Buffer.from(file.content).toString('utf8')]));
    return { attachments, xmp: (metadata as { getRaw(): string } | null)?.getRaw() ?? '' };
  } finally {
    await document.destroy();
  }
}

// Reads the text of a PDF back with pdfjs-dist, so tests check what a reader would see.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type request from 'supertest';

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

export async function pdfText(data: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

/** A run of text where a reader sees it: its page (from 1) and its box in points, from the page's bottom left. */
export interface PdfTextItem {
  page: number;
  text: string;
  box: { left: number; bottom: number; right: number; top: number };
}

/** Every run of text of a PDF with its box, as pdfjs places it. */
export async function pdfTextItems(data: Uint8Array): Promise<PdfTextItem[]> {
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, standardFontDataUrl }).promise;
  const items: PdfTextItem[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    for (const item of (await (await document.getPage(number)).getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, y] = item.transform as number[];
      items.push({ page: number, text: item.str, box: { left: x!, bottom: y!, right: x! + item.width, top: y! + item.height } });
    }
  }
  await document.destroy();
  return items;
}

/** Makes supertest keep a binary body as a Buffer in `res.body`. */
export function binary(req: request.Test): request.Test {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

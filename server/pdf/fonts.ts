// The fonts of invoice PDFs: DejaVu Sans, regular and bold, read from the dejavu-fonts-ttf
// package (inside node_modules: nothing is downloaded at install or run time). pdfkit embeds
// each one subset to the glyphs a document uses, so a PDF carries a few kB of font, and the
// same text gives the same bytes. DejaVu Sans covers Latin (every EU language), Greek and
// Cyrillic, many symbols and the emoticons block. Text is made printable first: a grapheme
// the fonts cannot draw (CJK, most emoji sequences) prints as one U+FFFD (�), visibly, never as other letters; control characters
// print as U+FFFD too, and invisible format characters are dropped.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

export interface PdfFonts {
  /** Parsed once and shared by every document: parsing a 700 kB font per PDF would cost more than the rendering. */
  regular: fontkit.Font;
  bold: fontkit.Font;
  /** The text as the fonts can draw it. */
  printable(text: string): string;
}

const replacement = '\ufffd';
const control = /\p{Cc}/u;
const invisible = /^[\p{Cf}\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}]$/u;

function loadFonts(): PdfFonts {
  const folder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const [regular, bold] = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => fontkit.create(readFileSync(join(folder, file))) as fontkit.Font) as [fontkit.Font, fontkit.Font];
  const faces = [regular, bold];
  const drawable = (codePoint: number) => faces.every((face) => face.hasGlyphForCodePoint(codePoint));
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  const cluster = (grapheme: string): string => {
    if (grapheme === '\n') return grapheme;
    if (grapheme === '\t') return ' ';
    const shown = [...grapheme].filter((char) => !invisible.test(char));
    if (shown.length === 0) return '';
    if (shown.some((char) => control.test(char) || !drawable(char.codePointAt(0)!))) return replacement;
    return shown.join('');
  };
  return {
    regular,
    bold,
    printable: (text) => Array.from(segmenter.segment(text.replace(/\r\n?/g, '\n')), ({ segment }) => cluster(segment)).join(''),
  };
}

let loaded: PdfFonts | undefined;

/** The fonts, read on first use: a service that renders no PDF never reads them. */
export function pdfFonts(): PdfFonts {
  loaded ??= loadFonts();
  return loaded;
}

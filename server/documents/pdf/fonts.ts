// The fonts of invoice PDFs (R132): DejaVu Sans, regular and bold, from the dejavu-fonts-ttf
// package, and Noto Emoji, a monochrome outline font, from @fontsource/noto-emoji, as the fallback
// for emoji and the symbols DejaVu lacks (both inside node_modules: nothing is downloaded at
// install or run time). pdfkit embeds each one subset to the glyphs a document uses, so a PDF
// carries a few kB of each font it uses, and the same text gives the same bytes. DejaVu Sans covers
// Latin (every EU language), Greek, Cyrillic, many symbols and the emoticons block; Noto Emoji draws
// the other emoji, and an emoji sequence (ZWJ family, flag, keycap, skin tone) as its one glyph.
// Text is split into runs: each grapheme is drawn with the first font that has a glyph for all its
// characters, DejaVu first. A grapheme no font draws (CJK, an emoji newer than the font) prints as
// one U+FFFD (�), visibly, never as other letters; control characters print as U+FFFD too, and
// invisible format characters are dropped, except those Noto Emoji joins into one glyph.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { unwrapWoff } from './woff.js';

/** A face of the text: what a layout asks for. */
export type Face = 'regular' | 'bold';
/** A font a run is drawn with, by the name it is registered under in a document. */
export type FontName = Face | 'emoji';

/** Consecutive graphemes of a text drawn with one font. */
export interface TextRun {
  font: FontName;
  text: string;
}

export interface PdfFonts {
  /** Parsed once and shared by every document: parsing a 700 kB font per PDF would cost more than the rendering. */
  regular: fontkit.Font;
  bold: fontkit.Font;
  /** The fallback, parsed on first need: a process that prints no emoji never reads it. */
  font(name: FontName): fontkit.Font;
  /** The text as the fonts can draw it, in runs of one font each, in `face` where that face draws it. */
  runs(text: string, face: Face): TextRun[];
  /** The text as the fonts can draw it, as one string (for the document's metadata). */
  printable(text: string): string;
}

const packages = createRequire(import.meta.url);
const replacement = '\ufffd';
const control = /\p{Cc}/u;
const invisible = /^[\p{Cf}\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}]$/u;

/**
 * The font at `path`. fontkit keeps each glyph with the characters of its first request, and pdfkit
 * writes those as the glyph's text; a glyph first made as a part of another (pdfkit subsetting Ł,
 * drawn from L) has none, and every later PDF of the process read L as nothing. Here a glyph
 * without characters takes those of the next request that names them.
 */
function readFont(path: string): fontkit.Font {
  const bytes = readFileSync(path);
  const font = fontkit.create(path.endsWith('.woff') ? unwrapWoff(bytes) : bytes) as fontkit.Font;
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

function loadFonts(): PdfFonts {
  const dejavu = join(dirname(packages.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const [regular, bold] = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => readFont(join(dejavu, file))) as [fontkit.Font, fontkit.Font];
  let emoji: fontkit.Font | undefined;
  // The full font in WOFF, unwrapped (woff.ts): fontkit reads it in about a fifth of the time of the WOFF2 twin.
  const emojiFont = () => (emoji ??= readFont(join(dirname(packages.resolve('@fontsource/noto-emoji/package.json')), 'files', 'noto-emoji-emoji-400-normal.woff')));
  const has = (font: fontkit.Font, char: string) => font.hasGlyphForCodePoint(char.codePointAt(0)!);
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

  /** A grapheme as it prints, and the font it prints in. */
  const cluster = (grapheme: string, face: Face): TextRun => {
    if (grapheme === '\n') return { font: face, text: grapheme };
    if (grapheme === '\t') return { font: face, text: ' ' };
    const chars = [...grapheme];
    if (chars.some((char) => control.test(char))) return { font: face, text: replacement };
    const shown = chars.filter((char) => !invisible.test(char));
    if (shown.length === 0) return { font: face, text: '' };
    // Both DejaVu faces cover the same characters: a grapheme prints in either or in neither.
    if (shown.every((char) => has(regular, char) && has(bold, char))) return { font: face, text: shown.join('') };
    // Noto Emoji keeps the joiners, selectors and tags it has, which its sequences are made of.
    const fallback = emojiFont();
    const kept = chars.filter((char) => !invisible.test(char) || has(fallback, char));
    if (kept.every((char) => has(fallback, char))) return { font: 'emoji', text: kept.join('') };
    return { font: face, text: replacement };
  };

  const runs = (text: string, face: Face): TextRun[] => {
    const result: TextRun[] = [];
    for (const { segment } of segmenter.segment(text.replace(/\r\n?/g, '\n'))) {
      const run = cluster(segment, face);
      const last = result.at(-1);
      if (last?.font === run.font) last.text += run.text;
      else if (run.text !== '') result.push(run);
    }
    return result;
  };

  return {
    regular,
    bold,
    font: (name) => (name === 'emoji' ? emojiFont() : name === 'bold' ? bold : regular),
    runs,
    printable: (text) => runs(text, 'regular').map((run) => run.text).join(''),
  };
}

let loaded: PdfFonts | undefined;

/** The fonts, read on first use: a service that renders no PDF never reads them. */
export function pdfFonts(): PdfFonts {
  loaded ??= loadFonts();
  return loaded;
}

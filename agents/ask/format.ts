// What `folio ask` prints: the sections as Markdown, each headed by a first-level heading
// that links its chunk id to its absolute URL, or the same answer as JSON.
import type { Answer } from './answer.js';

/** The answer as Markdown; a cut section ends with a line that says where the rest is. */
export function formatMarkdown(answer: Answer): string {
  return answer.results.map((section) => {
    const note = section.truncated ? `\n${CUT_NOTE}\n` : '';
    return `${sectionHeading(section.id, section.url)}\n\n${section.markdown}${note}`;
  }).join('\n');
}

/** The line that heads a section: its chunk id, linked to its absolute URL. */
export function sectionHeading(id: string, url: string): string {
  return `# [${id}](${url})`;
}

/** The line that ends a section cut to fit the budget. */
export const CUT_NOTE = '*(cut to fit the budget; the rest of the section is at the link above)*';

/**
 * What a line that ask adds counts against the budget, with its line breaks: one token per
 * 2.5 characters, so that no tokenizer is loaded. o200k_base needs fewer for such lines (about
 * one per 3.2 characters at worst, for short words in ids and URLs); a test checks it.
 */
export function addedTokens(line: string): number {
  return Math.ceil(((line.length + 2) * 2) / 5);
}

/** The answer as JSON, two-space indented, with a final newline. */
export function formatJson(answer: Answer): string {
  return `${JSON.stringify(answer, null, 2)}\n`;
}

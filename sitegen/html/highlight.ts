// Code highlighting at build time (lowlight, highlight.js's grammars as a syntax tree), so the
// browser gets coloured spans and no highlighter. Languages it does not know stay plain text.
import type { Element, ElementContent } from 'hast';
import { common, createLowlight } from 'lowlight';

const lowlight = createLowlight(common);
/** Info-string languages of the manual that highlight.js knows by another name. */
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', ts: 'typescript', js: 'javascript', yml: 'yaml', html: 'xml' };

/** The highlighted children of a code element for `code` in `lang`. */
export function highlighted(code: string, lang: string | undefined): ElementContent[] {
  const name = lang ? (ALIASES[lang] ?? lang) : undefined;
  if (!name || !lowlight.registered(name)) return [{ type: 'text', value: code }];
  return lowlight.highlight(name, code).children as ElementContent[];
}

/** A `<pre>` block for `code`; `label` names it for assistive technology and the copy button. */
export function codeBlock(code: string, lang: string | undefined, label?: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['code'], tabIndex: 0, ...(label ? { dataLabel: label } : {}), ...(lang ? { dataLang: lang } : {}) },
    children: [{ type: 'element', tagName: 'code', properties: { className: lang ? ['hljs', `language-${lang}`] : ['hljs'] }, children: highlighted(code, lang) }],
  };
}

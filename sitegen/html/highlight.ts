// Code highlighting at build time (lowlight, highlight.js's grammars as a syntax tree), so the
// browser gets coloured spans and no highlighter. Languages it does not know stay plain text. A
// build keeps what lowlight made on its cache (`Highlights`, build-cache.ts).
import path from 'node:path';
import type { Element, ElementContent } from 'hast';
import { common, createLowlight } from 'lowlight';
import { KeptValues, packageVersions } from '../build-cache.js';

/** highlight.js with lowlight's common grammars, registered when the first block needs them (a build whose highlighting is all kept never does). */
let lowlight: ReturnType<typeof createLowlight> | undefined;
/** Info-string languages of the manual that highlight.js knows by another name. */
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', ts: 'typescript', js: 'javascript', yml: 'yaml', html: 'xml' };

/**
 * Code already highlighted, by language and text: a contract's examples recur on many pages. The
 * trees are only read (written to HTML), never changed, so pages can share them.
 */
const done = new Map<string, ElementContent[]>();
/** How many highlighted blocks are kept at most, so that a long-running process does not grow without end. */
const KEPT = 4000;

/** The highlighted children of a code element for `code` in `lang`. */
export type Highlight = (code: string, lang: string | undefined) => ElementContent[];

/** Highlights `code` in `lang` with lowlight, or takes what lowlight made from `made` (a build's Highlights). */
export const highlighted: Highlight = (code, lang) => {
  const key = `${lang ?? ''}\n${code}`;
  let children = done.get(key);
  if (!children) {
    if (done.size >= KEPT) done.clear();
    done.set(key, (children = highlightNow(code, lang)));
  }
  return children;
};

/** What lowlight makes of `code` in the language `name`: the children of its root, or null for a language it does not know. */
function lowlightOf(name: string, code: string): ElementContent[] | null {
  lowlight ??= createLowlight(common);
  return lowlight.registered(name) ? lowlight.highlight(name, code).children as ElementContent[] : null;
}

function highlightNow(code: string, lang: string | undefined, made: (name: string, code: string) => ElementContent[] | null = lowlightOf): ElementContent[] {
  const name = lang ? (ALIASES[lang] ?? lang) : undefined;
  const children = name ? made(name, code) : null;
  if (!children) return [{ type: 'text', value: code }];
  return withoutPlainSpans(name === 'bash' ? builtinsAsCommands(children) : children);
}

/** The classes of highlight.js that the stylesheet gives no colour: their spans would only add bytes. */
const PLAIN = new Set(['hljs-punctuation']);

/**
 * The children with each span of a plain class alone replaced by its text, and neighbouring texts
 * joined: a JSON example's commas, colons and brackets (a third of a large example's bytes) read the same.
 */
function withoutPlainSpans(children: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    const classes = child.type === 'element' ? (child.properties.className as string[] | undefined) ?? [] : [];
    const plain = child.type === 'element' && classes.length > 0 && classes.every((c) => PLAIN.has(c)) && child.children.every((c) => c.type === 'text');
    const node: ElementContent = plain ? { type: 'text', value: textOf(child) } : child;
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + node.value };
    else out.push(node);
  }
  return out;
}

let maker: string | undefined;

/** The highlighting of one build: what lowlight made is read from the build's cache, or made and kept there once the build has succeeded. */
export class Highlights {
  private readonly kept: KeptValues<ElementContent[] | null>;
  private readonly done = new Map<string, ElementContent[]>();

  /** Highlights kept on the shelf `highlights/` under `cacheDir` (none when false). */
  constructor(cacheDir: string | false) {
    maker ??= `highlights-1 ${packageVersions(['lowlight'])}`;
    this.kept = new KeptValues(cacheDir && path.join(cacheDir, 'highlights'), maker);
  }

  /** What `highlighted` gives. */
  readonly highlight: Highlight = (code, lang) => {
    const key = `${lang ?? ''}\n${code}`;
    let children = this.done.get(key);
    if (!children) {
      children = highlightNow(code, lang, (name, text) => this.kept.value(`${name}\n${text}`, () => lowlightOf(name, text))!);
      this.done.set(key, children);
    }
    return children;
  };

  keep(): void {
    this.kept.keep();
  }
}

/**
 * highlight.js colours a shell builtin's name wherever it stands, so `npm test` shows `test` as
 * a builtin. A builtin only runs as one at the start of a command (after a line break, `|`,
 * `;`, `&` or `(`); anywhere else it is an argument, and is left as plain text.
 */
function builtinsAsCommands(children: ElementContent[]): ElementContent[] {
  let line = '';
  return children.map((child) => {
    const text = textOf(child);
    const builtin = child.type === 'element' && (child.properties.className as string[] | undefined)?.includes('hljs-built_in');
    const atCommand = /(?:^|[\n|;&(])\s*$/.test(line);
    line += text;
    return builtin && !atCommand ? { type: 'text', value: text } : child;
  });
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/**
 * A `<pre>` block for `code` with its Copy button beside it; `label` names both for assistive
 * technology. The button is written here rather than by the page's script, so that loading a
 * page adds nothing to it; the stylesheet shows it only when the script runs (R125).
 */
export function codeBlock(code: string, lang: string | undefined, label?: string, highlight: Highlight = highlighted): Element {
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['code'], tabIndex: 0, ...(label ? { dataLabel: label } : {}), ...(lang ? { dataLang: lang } : {}) },
    children: [{ type: 'element', tagName: 'code', properties: { className: lang ? ['hljs', `language-${lang}`] : ['hljs'] }, children: highlight(code, lang) }],
  };
  const copy: Element = { type: 'element', tagName: 'button', properties: { type: 'button', className: ['copy'], ariaLabel: `Copy ${label ?? 'code'}` }, children: [{ type: 'text', value: 'Copy' }] };
  return { type: 'element', tagName: 'div', properties: { className: ['code-wrap'] }, children: [pre, copy] };
}

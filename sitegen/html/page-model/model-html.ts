// Writes a page model (page-model.ts) as the HTML of the page's article: links relative to
// the page in served form, Markdown through the same renderer as the manual's pages, code
// highlighted at build time.
import escape from 'escape-html';
import { toHtml } from 'hast-util-to-html';
import { codeBlock, type Highlight } from '../highlight.js';
import { markdownHtml } from '../markdown-html.js';
import type { Block, Cell, Choice, Field, Inline, PageModel, Variant } from './page-model.js';
import { isBlock } from './page-model.js';
import { treeMemo } from './tree-memo.js';
import { tryItHtml } from '../reference/try-it-form.js';
import { hrefWithin, linkRewriter } from '../urls.js';

/** Contract descriptions already written, by tree (tree-memo.ts). */
const remembered = treeMemo();

export interface WriteContext {
  baseUrl: string;
  slugs: ReadonlySet<string>;
  /** Highlights code (a build's Highlights); `highlighted` by default. */
  highlight?: Highlight;
}

/** The article of the page: its first-level heading, then its blocks. */
export function modelHtml(model: PageModel, context: WriteContext): string {
  const write = writer(model.file, context);
  return [`<h1>${escape(model.title)}</h1>`, ...model.blocks.map(write.block)].filter(Boolean).join('\n');
}

function writer(file: string, context: WriteContext): { block: (b: Block) => string } {
  const cls = (name: string | undefined): string => (name ? ` class="${name}"` : '');
  const inline = (item: Inline): string => {
    if (typeof item === 'string') return escape(item);
    if (item.kind === 'code') return `<code>${escape(item.text)}</code>`;
    if (item.kind === 'method') return `<span class="method method-${item.method.toLowerCase()}">${escape(item.method)}</span>`;
    return `<a${cls(item.className)} href="${hrefWithin(file, item.to, item.fragment)}">${item.children.map(inline).join('')}</a>`;
  };
  const inlines = (items: readonly Inline[]): string => items.map(inline).join('');
  const field = (f: Field): string => {
    const head = [`<code class="field-name">${escape(f.name)}</code>`, `<span class="field-type">${inlines(f.type)}</span>`, ...(f.place ? [`<span class="field-place">${escape(f.place)}</span>`] : []),
      f.required ? '<span class="field-required">required</span>' : '<span class="field-optional">optional</span>'];
    const inside = f.children.length === 0 ? '' : `<details class="field-children"><summary>${f.children.length} field${f.children.length === 1 ? '' : 's'} inside <code>${escape(f.name)}</code></summary>${fieldsHtml(f.children)}</details>`;
    return `<li class="field"><p class="field-head">${head.join(' ')}</p>${f.details.map(block).join('')}${inside}${(f.choices ?? []).map((c) => choiceHtml(c)).join('')}</li>`;
  };
  // Each branch folds like nested fields, readable without a script (R159).
  const variantHtml = (v: Variant): string => {
    const body = [...v.details.map(block), ...(v.fields.length > 0 ? [fieldsHtml(v.fields)] : []), ...v.choices.map((c) => choiceHtml(c))].join('');
    return `<details class="field-children variant"><summary>${inlines(v.title)}</summary>${body}</details>`;
  };
  const choiceHtml = (c: Choice, label?: string): string => `<div class="choice"${label ? ` role="group" aria-label="${escape(label)}"` : ''}><p class="choice-lead">${escape(c.lead)}:</p>${c.variants.map(variantHtml).join('')}</div>`;
  const fieldsHtml = (fields: readonly Field[], label?: string): string => `<ul class="fields"${label ? ` aria-label="${escape(label)}"` : ''}>${fields.map(field).join('')}</ul>`;
  const cell = (items: Cell): string => items.map((item) => (isBlock(item) ? block(item) : inline(item))).join('');
  const block = (b: Block): string => {
    switch (b.kind) {
      case 'p': return `<p${cls(b.className)}>${inlines(b.content)}</p>`;
      case 'markdown': {
        const write = (): string => {
          const rewriteLink = linkRewriter(context.baseUrl, b.from, file, context.slugs);
          const { html } = markdownHtml({ tree: b.tree, headingAnchors: b.headingAnchors ?? new Map(), rewriteLink, dropTitle: b.demote === true, highlight: context.highlight });
          return b.demote ? html.replace(/<h2 /g, '<h3 ').replace(/<\/h2>/g, '</h3>') : html;
        };
        // Links from a page depend on its depth alone (hrefTo), so pages at one depth share the HTML.
        return b.headingAnchors ? write() : remembered(b.tree, `${context.baseUrl} ${b.from} ${file.split('/').length} ${b.demote === true}`, write);
      }
      case 'list': {
        const list = `<ul${b.lead ? '' : cls(b.className)}>${b.items.map((item) => `<li>${inlines(item)}</li>`).join('')}</ul>`;
        return b.lead ? `<div${cls(b.className)}>${escape(b.lead)}${list}</div>` : list;
      }
      case 'table': {
        const head = b.head.map((h) => `<th scope="col">${escape(h)}</th>`).join('');
        const rows = b.rows.map((row) => `<tr>${row.map((c) => `<td>${cell(c)}</td>`).join('')}</tr>`).join('');
        return `<div class="table-wrap" tabindex="0" role="region" aria-label="${escape(b.label)}"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
      }
      case 'code': return toHtml(codeBlock(b.code, b.lang, b.label, context.highlight));
      case 'heading': return `<h${b.depth} id="${escape(b.id)}">${escape(b.text)}</h${b.depth}>`;
      case 'div': return `<div class="${b.className}">${b.children.map(block).join('')}</div>`;
      case 'section': {
        const anchor = b.anchor ? ` <a class="anchor" href="#${b.id}" aria-label="Link to the section ${escape(b.heading)}">#</a>` : '';
        return `<section${cls(b.className)} aria-labelledby="${b.id}"><h2 id="${b.id}">${escape(b.heading)}${anchor}</h2>${b.children.map(block).join('')}</section>`;
      }
      case 'fields': return fieldsHtml(b.fields, b.label);
      case 'choice': return choiceHtml(b.choice, b.label);
      case 'tabs': {
        const controls = b.panels.map((p, i) => `<input type="radio" name="${b.name}" id="${b.name}-${i + 1}"${i === 0 ? ' checked' : ''} class="tab-input"><label for="${b.name}-${i + 1}" class="tab-label">${escape(p.title)}</label>`).join('');
        const panels = b.panels.map((p) => `<div class="tab-panel" role="group" aria-label="${escape(p.title)}">${p.children.map(block).join('')}</div>`).join('');
        return `<div class="tabs"><div class="tab-list" role="radiogroup" aria-label="${escape(b.label)}">${controls}</div>${panels}</div>`;
      }
      case 'try-it': return tryItHtml(b.form);
    }
  };
  return { block };
}

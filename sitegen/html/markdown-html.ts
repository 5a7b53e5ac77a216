// Renders a page's parsed Markdown tree (the same tree the Markdown twin and the search
// records come from, D29) as HTML: headings with their GitHub anchors and a link to
// themselves, container directives as presentation blocks (callouts, details, tabs that
// work without JavaScript), code highlighted at build time, links into the site rewritten
// to the HTML pages, and every URL off the site's allow-list left out (links/safe-url.ts).
import type { Element, ElementContent, Properties } from 'hast';
import type { Heading, LinkReference, Nodes, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toHtml } from 'hast-util-to-html';
import type { Handler, State } from 'mdast-util-to-hast';
import { defaultHandlers, toHast } from 'mdast-util-to-hast';
import { codeBlock, type Highlight } from './highlight.js';
import { dropUnsafeUrls } from './links/safe-url.js';
import { plainTextOf } from '../content/index.js';

export interface MarkdownHtmlInput {
  tree: Root;
  headingAnchors: ReadonlyMap<Heading, string>;
  /** The href of a link written in the page, for the HTML page that holds it. */
  rewriteLink: (url: string) => string;
  /** Leaves out the page's first-level heading (the layout shows the title). */
  dropTitle: boolean;
  /** Highlights code blocks (a build's Highlights); `highlighted` by default. */
  highlight?: Highlight;
}

export interface RenderedMarkdown {
  html: string;
  /** Second- and third-level headings, for the "on this page" list. */
  toc: Array<{ depth: number; text: string; anchor: string }>;
}

const CALLOUTS: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', important: 'Important', warning: 'Warning', caution: 'Caution', danger: 'Danger',
};

/** The page body as HTML, and its outline. */
export function markdownHtml(input: MarkdownHtmlInput): RenderedMarkdown {
  // Plain text holds neither `<` nor `&`, the two characters HTML text escapes.
  const plain = plainTextOf(input.tree);
  if (plain !== undefined) return { html: `<p>${plain}</p>`, toc: [] };
  const toc: RenderedMarkdown['toc'] = [];
  let tabsCount = 0;
  const heading: Handler = (state, node: Heading) => {
    const anchor = input.headingAnchors.get(node) ?? '';
    const text = plainOf(node);
    if (node.depth === 2 || node.depth === 3) toc.push({ depth: node.depth, text, anchor });
    const children = state.all(node);
    const link: Element = { type: 'element', tagName: 'a', properties: { className: ['anchor'], href: `#${anchor}`, ariaLabel: `Link to the section ${text}` }, children: [{ type: 'text', value: '#' }] };
    return { type: 'element', tagName: `h${node.depth}`, properties: { id: anchor }, children: [...children, { type: 'text', value: ' ' }, link] };
  };
  const container: Handler = (state, node: ContainerDirective) => {
    const [labelNode, ...rest] = node.children;
    const hasLabel = labelNode?.type === 'paragraph' && labelNode.data?.directiveLabel === true;
    const label = hasLabel ? plainOf(labelNode) : node.attributes?.title?.trim() || undefined;
    const body = (hasLabel ? rest : node.children).flatMap((child) => state.one(child, node) ?? []) as ElementContent[];
    const wrapped = state.wrap(body, true);
    if (node.name === 'tabs') return tabs(state, node, `tabs-${++tabsCount}`);
    if (node.name === 'details') {
      return element('details', { className: ['details'] }, [element('summary', {}, [{ type: 'text', value: label ?? 'Details' }]), ...wrapped]);
    }
    if (node.name === 'example') return element('div', { className: ['example'] }, [...(label ? [element('p', { className: ['block-title'] }, [{ type: 'text', value: label }])] : []), ...wrapped]);
    const kind = CALLOUTS[node.name] ?? 'Note';
    return element('aside', { className: ['callout', `callout-${node.name}`], ariaLabel: label ?? kind }, [element('p', { className: ['block-title'] }, [{ type: 'text', value: label ?? kind }]), ...wrapped]);
  };
  const link = (state: State, node: Nodes & { url: string; title?: string | null }): Element =>
    element('a', { href: input.rewriteLink(node.url), ...(node.title ? { title: node.title } : {}) }, state.all(node));
  const hast = toHast(input.tree, {
    handlers: {
      heading,
      containerDirective: container,
      leafDirective: () => undefined,
      textDirective: (state, node: Nodes & { name: string }) => ({ type: 'text', value: `:${node.name}` }),
      code: (_state, node: { value: string; lang?: string | null }) => codeBlock(node.value, node.lang ?? undefined, undefined, input.highlight),
      link,
      // A reference-style link goes where its definition says, rewritten like any other link.
      linkReference: (state, node: LinkReference) => {
        const definition = state.definitionById.get(String(node.identifier).toUpperCase());
        return definition ? link(state, { ...node, url: definition.url, title: definition.title }) : defaultHandlers.linkReference(state, node);
      },
      table: (state, node: Nodes) => element('div', { className: ['table-wrap'], tabIndex: 0 }, [stacking(defaultHandlers.table(state, node as never) as Element)]),
      html: () => undefined,
    },
  });
  const root = hast as { type: 'root'; children: ElementContent[] };
  dropUnsafeUrls(root);
  if (input.dropTitle) {
    const first = root.children.findIndex((c) => c.type === 'element');
    if (first >= 0 && (root.children[first] as Element).tagName === 'h1') root.children.splice(first, 1);
  }
  return { html: toHtml(hast), toc };
}

/** Tabs as radio buttons and panels: CSS shows the panel of the checked one, with no script. */
function tabs(state: State, node: ContainerDirective, name: string): Element {
  const panels = node.children.filter((c): c is ContainerDirective => c.type === 'containerDirective' && c.name === 'tab');
  const controls: ElementContent[] = [];
  const bodies: ElementContent[] = [];
  panels.forEach((panel, i) => {
    const id = `${name}-${i + 1}`;
    const title = panel.attributes?.title?.trim() || `Tab ${i + 1}`;
    controls.push(element('input', { type: 'radio', name, id, checked: i === 0, className: ['tab-input'] }, []));
    controls.push(element('label', { htmlFor: [id], className: ['tab-label'] }, [{ type: 'text', value: title }]));
    const content = panel.children.flatMap((child) => state.one(child, panel) ?? []) as ElementContent[];
    bodies.push(element('div', { className: ['tab-panel'], role: 'group', ariaLabel: title }, state.wrap(content, true)));
  });
  return element('div', { className: ['tabs'] }, [element('div', { className: ['tab-list'], role: 'radiogroup', ariaLabel: 'Choose an example' }, controls), ...bodies]);
}

/**
 * Marks a table to stack on narrow screens: each body cell carries its column's heading in
 * `data-label`, which the stylesheet shows above the cell when the rows become cards.
 */
function stacking(table: Element): Element {
  const rows = table.children.filter((c): c is Element => c.type === 'element').flatMap((part) => part.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'tr'));
  const labels = (rows[0]?.children ?? []).filter((c): c is Element => c.type === 'element').map((cell) => plainOf(cell as unknown as Nodes));
  for (const row of rows.slice(1)) {
    row.children.filter((c): c is Element => c.type === 'element').forEach((cell, i) => {
      if (labels[i]) cell.properties = { ...cell.properties, dataLabel: labels[i] };
    });
  }
  table.properties = { ...table.properties, className: ['stack'] };
  return table;
}

function element(tagName: string, properties: Properties, children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

function plainOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map((c) => plainOf(c as Nodes)).join('') : '';
}

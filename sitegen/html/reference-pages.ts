// The API reference of one contract: its index page, one page per operation (grouped by
// tag in the sidebar) and one per component schema, all generated from the contract, with
// no text written for a particular operation.
import escape from 'escape-html';
import type { OpenApiDocument, OperationEntry } from '../../lib/openapi/index.js';
import { operations, resolve } from '../../lib/openapi/index.js';
import { describer } from './markdown-html.js';
import type { PageShell } from './layout.js';
import type { NavGroup, NavItem } from './navigation.js';
import { operationPage } from './operation-page.js';
import type { SampleSettings } from './samples.js';
import { samplesOf } from './samples.js';
import { schemaPage } from './schema-page.js';
import { apiIndexPath, hrefTo, linkRewriter, operationHtmlPath, schemaHtmlPath } from './urls.js';

export interface ReferenceApi {
  /** The API's name in paths: `/reference/{name}/...`. */
  name: string;
  doc: OpenApiDocument;
  /** Package path of each operation's Markdown twin, if it has one. */
  markdownOf?: (operationId: string) => string | undefined;
  samples: SampleSettings;
}

export interface ReferenceContext { baseUrl: string; slugs: ReadonlySet<string> }

export interface ReferenceSection {
  title: string;
  summary: string;
  index: NavItem;
  groups: NavGroup[];
  pages: PageShell[];
}

/** The index, operation and schema pages of one API, and its part of the sidebar. */
export function referencePages(api: ReferenceApi, context: ReferenceContext): ReferenceSection {
  const { doc } = api;
  const entries = operations(doc);
  const schemaNames = Object.keys(doc.components?.schemas ?? {});
  const indexFile = apiIndexPath(api.name);
  const forPage = (file: string): { describe: ReturnType<typeof describer>; schemaHref: (name: string) => string } => ({
    describe: describer(linkRewriter(context.baseUrl, 'openapi.json', file, context.slugs)),
    schemaHref: (name) => hrefTo(file, schemaHtmlPath(api.name, name)),
  });
  const pages: PageShell[] = [];
  for (const entry of entries) {
    const file = operationHtmlPath(api.name, entry.id);
    pages.push(operationPage({ file, doc, entry, ...forPage(file), samples: samplesOf(doc, entry, api.samples, context.baseUrl), markdown: api.markdownOf?.(entry.id) }));
  }
  for (const name of schemaNames) {
    const file = schemaHtmlPath(api.name, name);
    const usedBy = entries.filter((entry) => mentions(doc, entry, name)).map((entry) => ({ entry, href: hrefTo(file, operationHtmlPath(api.name, entry.id)) }));
    pages.push(schemaPage({ file, doc, name, ...forPage(file), usedBy }));
  }
  const tags = [...(doc.tags ?? []).map((t) => t.name), ...new Set(entries.map((e) => e.operation.tags?.[0] ?? 'Other'))].filter((t, i, all) => all.indexOf(t) === i);
  const groups: NavGroup[] = tags.map((tag) => ({
    title: tag,
    items: entries.filter((e) => (e.operation.tags?.[0] ?? 'Other') === tag).map((e) => ({ file: operationHtmlPath(api.name, e.id), title: e.operation.summary?.trim() || e.id, label: e.method })),
  })).filter((g) => g.items.length > 0);
  if (schemaNames.length > 0) groups.push({ title: 'Schemas', items: schemaNames.map((name) => ({ file: schemaHtmlPath(api.name, name), title: name })) });
  pages.unshift(indexPage(api, indexFile, groups, forPage(indexFile).describe));
  return { title: doc.info.title, summary: doc.info.summary ?? doc.info.title, index: { file: indexFile, title: 'Overview' }, groups, pages };
}

function indexPage(api: ReferenceApi, file: string, groups: NavGroup[], describe: ReturnType<typeof describer>): PageShell {
  const { doc } = api;
  const servers = (doc.servers ?? []).map((s) => `<li><code>${escape(s.url)}</code>${s.description ? `: ${escape(s.description)}` : ''}</li>`).join('');
  const lists = groups.map((g) => {
    const tag = doc.tags?.find((t) => t.name === g.title);
    const id = `group-${g.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    const items = g.items.map((item) => `<li><a href="${hrefTo(file, item.file)}">${item.label ? `<span class="method method-${item.label.toLowerCase()}">${item.label}</span> ` : ''}${escape(item.title)}</a></li>`).join('');
    return { id, title: g.title, html: `<section aria-labelledby="${id}"><h2 id="${id}">${escape(g.title)}</h2>${describe(tag?.description)}<ul class="cards">${items}</ul></section>` };
  });
  const body = [`<h1>${escape(doc.info.title)}</h1>`, describe(doc.info.description ?? doc.info.summary), servers ? `<p>Servers:</p><ul>${servers}</ul>` : '', ...lists.map((l) => l.html)].join('\n');
  return { file, title: doc.info.title, description: doc.info.summary ?? doc.info.title, body, toc: lists.map((l) => ({ depth: 2, text: l.title, anchor: l.id })) };
}

/** True when the operation's parameters, body or responses refer to the schema `name`. */
function mentions(doc: OpenApiDocument, entry: OperationEntry, name: string): boolean {
  const ref = `"#/components/schemas/${name}"`;
  const body = entry.operation.requestBody && resolve(doc, entry.operation.requestBody);
  const responses = Object.values(entry.operation.responses ?? {}).map((r) => resolve(doc, r));
  return JSON.stringify([entry.parameters, body, responses]).includes(ref);
}

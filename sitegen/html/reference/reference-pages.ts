// The API reference of one contract: its index page, one page per operation (grouped by
// tag in the sidebar), one per webhook (OpenAPI 3.1's `webhooks`, grouped apart) and one per
// component schema, all generated from the contract as page models, with no text written for a
// particular operation.
import type { OpenApiDocument, OperationEntry } from '../../../lib/openapi/index.js';
import { entryTitle, operations, resolve, webhooks } from '../../../lib/openapi/index.js';
import type { Root } from 'mdast';
import { parseMarkdown } from '../../content/index.js';
import type { NavGroup, NavItem } from '../navigation.js';
import { groupAnchor } from '../navigation.js';
import { operationPage } from './operation-page.js';
import type { Block, Inline, PageModel } from '../page-model/page-model.js';
import { code } from '../page-model/page-model.js';
import type { SampleSettings } from './samples.js';
import { responseSampleOf, samplesOf } from './samples.js';
import type { FieldContext } from './schema-fields.js';
import { schemaPage } from './schema-page.js';
import { tryItFormOf } from './try-it-form.js';
import { apiIndexPath, operationHtmlPath, schemaHtmlPath, webhookHtmlPath } from '../urls.js';

export interface ReferenceApi {
  /** The API's name in paths: `/reference/{name}/...`. */
  name: string;
  doc: OpenApiDocument;
  /** Package path of each operation's Markdown twin when the package writes one (the digests); otherwise the page's model is its twin. */
  markdownOf?: (operationId: string) => string | undefined;
  samples: SampleSettings;
}

export interface ReferenceSection {
  title: string;
  summary: string;
  index: NavItem;
  groups: NavGroup[];
  pages: PageModel[];
}

/** The index, operation and schema pages of one API, and its part of the sidebar; `parse` parses its descriptions. */
export function referencePages(api: ReferenceApi, baseUrl: string, parse: (markdown: string) => Root = parseMarkdown, links?: Set<string>): ReferenceSection {
  const { doc } = api;
  const entries = operations(doc);
  const schemaNames = Object.keys(doc.components?.schemas ?? {});
  const describe = describer(parse, links);
  const fields: FieldContext = { doc, describe, schemaFile: (name) => schemaHtmlPath(api.name, name) };
  const pages: PageModel[] = [];
  for (const entry of entries) {
    const tryIt = api.samples.tryIt && tryItFormOf(doc, entry, api.samples.tryIt);
    pages.push({ ...operationPage({ file: operationHtmlPath(api.name, entry.slug), entry, fields, samples: samplesOf(doc, entry, api.samples, baseUrl), response: responseSampleOf(doc, entry), tryIt }), twin: api.markdownOf?.(entry.slug) });
  }
  const hooks = webhooks(doc).map((entry) => ({ entry, file: webhookHtmlPath(api.name, entry.slug) }));
  for (const { entry, file } of hooks) pages.push(operationPage({ file, entry, fields, samples: [], webhook: true }));
  // Each schema's "Used by": the operations and webhooks that refer to it, found in one pass over them.
  const usersOf = new Map<string, Array<{ entry: OperationEntry; file: string }>>();
  for (const user of [...entries.map((entry) => ({ entry, file: operationHtmlPath(api.name, entry.slug) })), ...hooks]) {
    for (const name of referencedSchemas(doc, user.entry)) {
      let users = usersOf.get(name);
      if (!users) usersOf.set(name, (users = []));
      users.push(user);
    }
  }
  for (const name of schemaNames) {
    pages.push(schemaPage({ file: schemaHtmlPath(api.name, name), name, fields, usedBy: usersOf.get(name) ?? [] }));
  }
  const tags = [...(doc.tags ?? []).map((t) => t.name), ...new Set(entries.map((e) => e.operation.tags?.[0] ?? 'Other'))].filter((t, i, all) => all.indexOf(t) === i);
  const groups: NavGroup[] = tags.map((tag) => ({
    title: tag,
    items: entries.filter((e) => (e.operation.tags?.[0] ?? 'Other') === tag).map((e) => ({ file: operationHtmlPath(api.name, e.slug), title: entryTitle(e), label: e.method })),
  })).filter((g) => g.items.length > 0);
  if (hooks.length > 0) groups.push({ title: 'Webhook requests', items: hooks.map(({ entry, file }) => ({ file, title: entryTitle(entry), label: entry.method })) });
  if (schemaNames.length > 0) groups.push({ title: 'Schemas', items: schemaNames.map((name) => ({ file: schemaHtmlPath(api.name, name), title: name })) });
  const indexFile = apiIndexPath(api.name);
  pages.unshift(indexPage(doc, indexFile, groups, describe));
  return { title: doc.info.title, summary: doc.info.summary ?? doc.info.title, index: { file: indexFile, title: 'Overview' }, groups, pages };
}

/**
 * Contract descriptions as blocks whose links resolve against the served contract; none when
 * empty. One API's description shared by many fields and pages (a schema's fields appear on
 * each operation that uses it) is parsed once; the writers only read the trees. The URL of
 * every link and definition is added to `links`, for the build to check.
 */
function describer(parse: (markdown: string) => Root, links?: Set<string>): (markdown: string | undefined) => Block[] {
  const parsed = new Map<string, Root>();
  return (markdown) => {
    if (!markdown?.trim()) return [];
    let tree = parsed.get(markdown);
    if (!tree) {
      parsed.set(markdown, (tree = parse(markdown)));
      if (links) collectLinks(tree, links);
    }
    return [{ kind: 'markdown', tree, from: 'openapi.json' }];
  };
}

function indexPage(doc: OpenApiDocument, file: string, groups: NavGroup[], describe: (markdown: string | undefined) => Block[]): PageModel {
  const servers = (doc.servers ?? []).map((s): Inline[] => [code(s.url), ...(s.description ? [': ', ...withCode(s.description)] : [])]);
  const sections = groups.map((g): Block => {
    const tag = doc.tags?.find((t) => t.name === g.title);
    const items = g.items.map((item): Inline[] => [{ kind: 'link', to: item.file, children: [...(item.label ? [{ kind: 'method' as const, method: item.label }, ' '] : []), item.title] }]);
    return { kind: 'section', id: groupAnchor(g.title), heading: g.title, children: [...describe(tag?.description), { kind: 'list', className: 'cards', items }] };
  });
  const blocks: Block[] = [...describe(doc.info.description ?? doc.info.summary), ...(servers.length > 0 ? [{ kind: 'p', content: ['Servers:'] } as Block, { kind: 'list', items: servers } as Block] : []), ...sections];
  return { file, title: doc.info.title, description: doc.info.summary ?? doc.info.title, blocks };
}

/** A one-line description whose `code spans` become code, the rest text (a server's description). */
function withCode(text: string): Inline[] {
  return text.split(/`([^`]+)`/).flatMap((part, i): Inline[] => (i % 2 === 1 ? [code(part)] : part ? [part] : []));
}

/** The component schemas the operation's parameters, body and responses refer to by `$ref` (`#/components/schemas/NAME`), each once. */
function referencedSchemas(doc: OpenApiDocument, entry: OperationEntry): Set<string> {
  const body = entry.operation.requestBody && resolve(doc, entry.operation.requestBody);
  const responses = Object.values(entry.operation.responses ?? {}).map((r) => resolve(doc, r));
  const text = JSON.stringify([entry.parameters, body, responses]);
  return new Set([...text.matchAll(/"#\/components\/schemas\/([^"]*)"/g)].map((m) => m[1]!));
}

/** Adds the URL of every link and link definition in `tree` to `into`. */
function collectLinks(tree: Root, into: Set<string>): void {
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as { type?: string; url?: unknown; children?: unknown[] };
    if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') into.add(node.url);
    if (node.children) stack.push(...node.children);
  }
}

// The documentation tools of folio mcp: `search_docs` ranks the manual's sections as
// `folio ask` does (agents/ask/) and answers them with their URLs; `read_page` answers one
// manual page as Markdown; `get_operation` answers an operation's digest, the page the site
// builds at /api/{operationId}.md, made by the site's own generator. The docs package is
// opened at the first call that needs it, not at start-up.
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { DocsPackage } from '../ask/index.js';
import { DEFAULT_BUDGET, DocsSearch, formatMarkdown } from '../ask/index.js';
import type { OpenApiDocument } from '../../lib/openapi/index.js';
import { operations } from '../../lib/openapi/index.js';
import type { ApiTarget } from './api-call.js';
import { toolError } from './api-call.js';
import { argumentProblem } from './tool-arguments.js';

/** The docs package, opened once when first needed. */
export type OpenDocs = () => Promise<DocsPackage>;

export interface DocsContext {
  docs: OpenDocs;
  /** The contract, read at its first use. */
  contract: () => Promise<OpenApiDocument>;
  target: ApiTarget;
}

export const DOCS_TOOLS: Tool[] = [
  docsTool('search_docs', 'Search the folio manual',
    'Finds the sections of the folio manual that answer a question, best first, with the same ranking as the site\'s search and `folio ask`. Each section comes as Markdown under a heading that links its URL; read a whole page with read_page.',
    'query', 'The question or keywords, such as "void an invoice".'),
  docsTool('read_page', 'Read a page of the folio manual',
    'Answers one page of the folio manual as Markdown, by its slug (the last part of its URL without `.md`, such as `invoice-lifecycle`). The manual\'s pages are also listed as resources.',
    'slug', 'The page\'s slug, such as "invoice-lifecycle".'),
  docsTool('get_operation', 'Describe an invoicing operation',
    'Answers the digest of one invoicing API operation, by its operationId (such as `createInvoice`): its description, inputs, responses, failures and the types they use in the compact notation, and a request example. The same page as the site\'s /api/{operationId}.md.',
    'operationId', 'The operationId, which is also the name of the operation\'s tool, such as "createInvoice".'),
];

/** A read-only docs tool that takes one required string argument. */
function docsTool(name: string, title: string, description: string, argument: string, about: string): Tool {
  return {
    name,
    title,
    description,
    inputSchema: {
      type: 'object',
      properties: { [argument]: { type: 'string', minLength: 1, description: about } },
      required: [argument],
      additionalProperties: false,
    },
    annotations: { title, readOnlyHint: true, openWorldHint: false },
  };
}

/** What each docs tool answers when its one argument is missing or empty. */
const MISSING: Record<string, string> = {
  search_docs: 'query is required: give a question or keywords.',
  read_page: 'slug is required: give a page slug such as "invoice-lifecycle".',
  get_operation: 'operationId is required: give an operation id such as "createInvoice".',
};

/**
 * Answers a call of a docs tool, or undefined when `name` is not one. A missing or empty
 * argument gets the tool's own hint; any other argument its input schema refuses (a number, an
 * object, one the tool does not take) is refused as the API tools' are (tool-arguments.ts).
 */
export async function callDocsTool(name: string, args: Record<string, unknown>, context: DocsContext): Promise<CallToolResult | undefined> {
  const tool = DOCS_TOOLS.find((t) => t.name === name);
  if (tool === undefined) return undefined;
  const [argument] = tool.inputSchema.required as [string];
  const value = args[argument];
  if (value === undefined || value === '') return toolError('invalid_request', MISSING[name]!, argument);
  const problem = await argumentProblem(tool, args);
  if (problem !== undefined) return toolError('invalid_request', problem.message, problem.param);
  const text = value as string;
  try {
    if (name === 'search_docs') {
      const answer = await new DocsSearch(await context.docs()).answer(text, DEFAULT_BUDGET);
      if (answer.results.length === 0) return { content: [{ type: 'text', text: `Nothing in the manual answers ${JSON.stringify(text)}.` }] };
      return { content: [{ type: 'text', text: formatMarkdown(answer) }] };
    }
    if (name === 'read_page') {
      const page = await readPage(await context.docs(), text);
      return page === undefined
        ? toolError('not_found', `The manual has no page ${JSON.stringify(text)}; search_docs finds pages, and resources/list lists them.`, 'slug')
        : { content: [{ type: 'text', text: page }] };
    }
    const digest = await operationPage(await context.contract(), text, context.target.baseUrl);
    return digest === undefined
      ? toolError('not_found', `The invoicing API has no operation ${JSON.stringify(text)}; tools/list names every operation.`, 'operationId')
      : { content: [{ type: 'text', text: digest }] };
  } catch (error) {
    return toolError('api_error', error instanceof Error ? error.message : String(error));
  }
}

/** The Markdown of the page `slug` of the package, or undefined when it has none. */
export async function readPage(docs: DocsPackage, slug: string): Promise<string | undefined> {
  const page = docs.manifest.pages.find((p) => p.slug === slug);
  return page === undefined ? undefined : docs.read(page.path);
}

/** The digest page of operation `id`, made as the site makes /api/{operationId}.md. */
async function operationPage(doc: OpenApiDocument, id: string, baseUrl: string): Promise<string | undefined> {
  const entry = operations(doc).find((e) => e.id === id);
  if (entry === undefined) return undefined;
  const [{ digestOf }, { operationMarkdown }] = await Promise.all([import('../../sitegen/compact/index.js'), import('../../sitegen/contracts/index.js')]);
  return operationMarkdown(doc, digestOf(doc, { baseUrl, fullNotes: true }), entry, baseUrl);
}

// The exchange with `folio mcp` that content/mcp.md shows, recorded from a real run: the SDK's
// own Client spawns the built executable (build/cli/folio.cjs, `npm run compile`) against
// folio's manual as `folio build` makes it (the test run's shared build, tests/helpers/shared-site.ts)
// and a fresh sandbox, lists the tools, searches the manual, reads
// a page, creates an invoice, and makes two mistakes: one folio mcp refuses before sending,
// one the API refuses. `npm run mcp:transcript` writes it into the page
// (scripts/build/mcp-transcript.ts); transcript.test.ts fails when the page shows another run
// than one made now, ids and times aside.
import path from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox } from '../../docs/sandbox.js';
import { sharedSite } from '../../helpers/shared-site.js';
import { ROOT, startMcp } from './helpers.js';

/** The page the transcript is written into. */
export const PAGE = path.join(ROOT, 'content/mcp.md');

/** The info string of the page's fenced block that holds the transcript: its opening line, after the fence. */
export const TRANSCRIPT_INFO = 'text illustrative recorded from a real run of scripts/build/mcp-transcript.ts (npm run mcp:transcript) against a fresh sandbox; ids, times and the port differ on every run';

/** Lines of a Markdown answer shown before "..."; JSON answers are shown whole. */
const SHOWN_LINES = 8;

/** Records the exchange and answers its text. */
export async function recordTranscript(): Promise<string> {
  const [sandbox, dist] = await Promise.all([startSandbox(), sharedSite()]);
  const mcp = await startMcp(['--package', dist], { FOLIO_BASE_URL: sandbox.url, FOLIO_API_KEY: sandbox.key });
  const lines: string[] = [];
  try {
    lines.push('→ tools/list');
    const { tools } = await mcp.client.listTools();
    lines.push(`← ${tools.length} tools: ${tools.map((tool) => tool.name).join(', ')}`, '');
    const line = { description: 'Design work', quantity: 3, unit_price: { amount: 12000, currency: 'EUR' } };
    const calls: Array<[string, Record<string, unknown>]> = [
      ['search_docs', { query: 'void an invoice' }],
      ['read_page', { slug: 'idempotency' }],
      ['createInvoice', { 'Idempotency-Key': 'transcript-1', body: { customer_id: sandbox.customerId, lines: [line] } }],
      ['getInvoice', { invoice_id: { id: 'inv_1' } }],
      ['createInvoice', { body: { customer_id: sandbox.customerId, lines: [{ ...line, quantity: 0 }] } }],
    ];
    for (const [name, args] of calls) {
      lines.push(`→ tools/call ${name} ${JSON.stringify(args)}`);
      const result = (await mcp.client.callTool({ name, arguments: args })) as CallToolResult;
      const text = result.content.map((block) => (block.type === 'text' ? block.text : `(${block.type})`)).join('\n');
      const shown = text.startsWith('{') ? JSON.stringify(JSON.parse(text), null, 2) : text;
      const cut = shown.split('\n');
      const most = shown === text ? SHOWN_LINES : cut.length;
      lines.push(`←${result.isError ? ' (isError)' : ''}`, ...cut.slice(0, most), ...(cut.length > most ? ['...'] : []), '');
    }
  } finally {
    await mcp.close();
    await sandbox.close();
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The fence, the transcript and the closing fence of the page's transcript block. */
const BLOCK = new RegExp(String.raw`^(\x60{3,})${escape(TRANSCRIPT_INFO)}\n([\s\S]*?)^\1$`, 'm');

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The transcript the page shows. */
export function transcriptOf(page: string): string {
  const found = BLOCK.exec(page);
  if (!found) throw new Error(`content/mcp.md has no block \`\`\`${TRANSCRIPT_INFO}`);
  return found[2]!;
}

/** The page with `transcript` in its transcript block, under a fence longer than any backtick run inside. */
export function withTranscript(page: string, transcript: string): string {
  transcriptOf(page);
  const longest = Math.max(2, ...[...transcript.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return page.replace(BLOCK, () => `${fence}${TRANSCRIPT_INFO}\n${transcript}${fence}`);
}

/** The transcript with what differs on every run made alike: ids, times, days, the sandbox's port and the PDF link's signature. */
export function normalised(transcript: string): string {
  return transcript
    .replace(/\b([a-z]+)_[A-Za-z0-9]{16,}\b/g, '$1_ID')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, 'TIME')
    .replace(/\d{4}-\d{2}-\d{2}/g, 'DAY')
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'http://127.0.0.1:PORT')
    .replace(/expires=\d+&signature=[\w-]+/g, 'expires=EXPIRES&signature=SIGNATURE');
}

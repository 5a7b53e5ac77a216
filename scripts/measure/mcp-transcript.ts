// Prints a real exchange with `folio mcp`, for the manual's page content/mcp.md: the SDK's own
// Client spawns the built executable (run `npm run compile` and `npm run build` first), lists
// its tools, searches the manual, reads a page and creates an invoice in a fresh sandbox.
// Long Markdown answers are cut to their first lines, marked with "..."; JSON is shown whole.
// Run: npx tsx scripts/measure/mcp-transcript.ts
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox } from '../../tests/docs/sandbox.js';

const SHOWN_LINES = 8;

const sandbox = await startSandbox();
const transport = new StdioClientTransport({
  command: process.execPath,
  args: ['build/cli/folio.cjs', 'mcp', '--package', 'dist'],
  env: { PATH: process.env.PATH ?? '', FOLIO_BASE_URL: sandbox.url, FOLIO_API_KEY: sandbox.key },
});
const client = new Client({ name: 'transcript', version: '1.0.0' });
const lines: string[] = [];
try {
  await client.connect(transport);
  lines.push('→ tools/list');
  const { tools } = await client.listTools();
  lines.push(`← ${tools.length} tools: ${tools.map((tool) => tool.name).join(', ')}`, '');
  const calls: Array<[string, Record<string, unknown>]> = [
    ['search_docs', { query: 'void an invoice' }],
    ['read_page', { slug: 'idempotency' }],
    ['createInvoice', {
      'Idempotency-Key': 'transcript-1',
      body: { customer_id: sandbox.customerId, lines: [{ description: 'Design work', quantity: 3, unit_price: { amount: 12000, currency: 'EUR' } }] },
    }],
    ['createInvoice', { body: { customer_id: sandbox.customerId, lines: [{ description: 'Design work', quantity: 0, unit_price: { amount: 12000, currency: 'EUR' } }] } }],
  ];
  for (const [name, args] of calls) {
    lines.push(`→ tools/call ${name} ${JSON.stringify(args)}`);
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    const text = result.content.map((block) => (block.type === 'text' ? block.text : `(${block.type})`)).join('\n');
    const shown = text.startsWith('{') ? JSON.stringify(JSON.parse(text), null, 2) : text;
    const cut = shown.split('\n');
    const most = shown === text ? SHOWN_LINES : cut.length;
    lines.push(`←${result.isError ? ' (isError)' : ''}`, ...cut.slice(0, most), ...(cut.length > most ? ['...'] : []), '');
  }
} finally {
  await client.close();
  await sandbox.close();
}
process.stdout.write(`${lines.join('\n').trimEnd()}\n`);

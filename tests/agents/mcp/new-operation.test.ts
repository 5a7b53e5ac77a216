// The tool list follows the contract: an operation added to a copy of the contract is a
// new tool, named, described and typed from what the copy says, with no code written for it.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { readOwnContract } from '../../../lib/openapi/index.js';
import { ROOT, startMcp, tempDir } from './helpers.js';

test('an operation added to a copy of the contract is a new tool', async () => {
  const dir = await tempDir();
  const doc = readOwnContract(path.join(ROOT, 'openapi/invoicing.yaml'));
  doc.paths!['/invoices/{invoice_id}/remind'] = {
    parameters: [{ $ref: '#/components/parameters/InvoiceId' } as never],
    post: {
      operationId: 'remindInvoice',
      summary: 'Remind the customer of an open invoice',
      description: 'Sends the customer a reminder of an open invoice.',
      requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { note: { type: 'string', description: 'A line added to the reminder.' } } } } } },
      responses: { '200': { description: 'The invoice.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Invoice' } } } } },
    },
  };
  const copy = path.join(dir, 'invoicing.yaml');
  await writeFile(copy, stringify(doc));
  const mcp = await startMcp(['--contract', copy, '--package', dir]);
  try {
    const { tools } = await mcp.client.listTools();
    expect(tools.find((tool) => tool.name === 'remindInvoice')).toEqual({
      name: 'remindInvoice',
      title: 'Remind the customer of an open invoice',
      description: 'Remind the customer of an open invoice. `POST /invoices/{invoice_id}/remind`\n\nSends the customer a reminder of an open invoice.',
      inputSchema: {
        type: 'object',
        properties: {
          invoice_id: expect.objectContaining({ type: 'string' }),
          body: { type: 'object', properties: { note: { type: 'string', description: 'A line added to the reminder.' } } },
        },
        required: ['invoice_id'],
        additionalProperties: false,
      },
      annotations: { title: 'Remind the customer of an open invoice', readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    });
  } finally {
    await mcp.close();
    await rm(dir, { recursive: true, force: true });
  }
});

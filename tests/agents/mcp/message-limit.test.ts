// A message over folio mcp's limit (R148) is answered a JSON-RPC error -32600 with the
// request's id, noted on standard error, and the server reads the next message: the built
// executable, spawned, as the SDK's own client drives it and as raw lines on its standard input.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { MESSAGE_LIMIT_BYTES, requestId } from '../../../agents/mcp/index.js';
import { BIN, ROOT, startMcp } from './helpers.js';

const LIMIT_TEXT = `4 MB (${new Intl.NumberFormat('en-US').format(MESSAGE_LIMIT_BYTES)} bytes)`;

test('the limit is 4 MB, four times the API\'s request body limit', () => {
  expect(MESSAGE_LIMIT_BYTES).toBe(4 * 1024 * 1024);
});

test('a 12 MB tool call is answered -32600 naming the limit, noted on stderr, and tools/list works after it', async () => {
  const mcp = await startMcp([]);
  try {
    const call = mcp.client.callTool({ name: 'search_docs', arguments: { query: 'x'.repeat(12_000_000) } });
    const error = await call.then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect(error).toMatchObject({ code: -32600 });
    expect((error as McpError).message).toMatch(new RegExp(String.raw`The message has 12,000,\d{3} bytes, over the 4 MB \(4,194,304 bytes\) that folio mcp reads in one message, so it was not read\.$`));
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('createInvoice');
    expect(mcp.stderr()).toContain(`over the ${LIMIT_TEXT} that folio mcp reads in one message`);
  } finally {
    await mcp.close();
  }
}, 60_000);

/** `folio mcp` spawned with raw pipes: send lines, read the answers one line at a time. */
function rawServer(): { child: ChildProcessWithoutNullStreams; send(line: string): void; next(): Promise<Record<string, unknown>> } {
  const child = spawn(process.execPath, [BIN, 'mcp'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '' } });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    child,
    send: (line) => child.stdin.write(`${line}\n`),
    next: async () => JSON.parse((await lines.next()).value as string) as Record<string, unknown>,
  };
}

const initialize = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

/** A tools/call line whose length is exactly `bytes`, with its id first. */
function callOfLength(bytes: number, id: number): string {
  const shell = JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'read_page', arguments: { slug: '' } } });
  return shell.replace('"slug":""', `"slug":"${'x'.repeat(bytes - shell.length)}"`);
}

test('over raw pipes: a message of exactly the limit is read, one byte more is not, with its id first or none found, and the server goes on', async () => {
  const server = rawServer();
  try {
    server.send(JSON.stringify(initialize));
    expect(await server.next()).toMatchObject({ id: 0, result: { serverInfo: { name: 'folio' } } });
    server.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));

    const exact = callOfLength(MESSAGE_LIMIT_BYTES, 1);
    expect(Buffer.byteLength(exact)).toBe(MESSAGE_LIMIT_BYTES);
    server.send(exact);
    // Read, and answered by the tool (no docs package here): a result, not a protocol error.
    expect(await server.next()).toMatchObject({ id: 1, result: { isError: true } });

    server.send(callOfLength(MESSAGE_LIMIT_BYTES + 1, 2));
    expect(await server.next()).toEqual({
      jsonrpc: '2.0', id: 2,
      error: { code: -32600, message: `The message has 4,194,305 bytes, over the ${LIMIT_TEXT} that folio mcp reads in one message, so it was not read.`, data: { bytes: 4_194_305, limit: MESSAGE_LIMIT_BYTES } },
    });

    // The id in the middle of the message cannot be found without reading it: JSON-RPC's null.
    server.send(`{"jsonrpc":"2.0","method":"tools/call","params":{"name":"read_page","arguments":{"slug":"${'x'.repeat(MESSAGE_LIMIT_BYTES)}"}},"id":3,"params2":{}}`);
    expect(await server.next()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });

    server.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/list' }));
    expect(await server.next()).toMatchObject({ id: 4, result: { tools: expect.arrayContaining([expect.objectContaining({ name: 'getInvoice' })]) } });
  } finally {
    server.child.kill();
  }
}, 60_000);

test.each<[string, string, string, string | number | undefined]>([
  ['first, after jsonrpc', '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"a', '', 7],
  ['first, after plain members', '{ "method" : "tools/call", "jsonrpc":"2.0" , "id" : "req-1", "params":{', '', 'req-1'],
  ['last, as the SDK writes it', '{"method":"tools/call","params":{"a', 'xxx"}},"jsonrpc":"2.0","id":12}', 12],
  ['last, before plain members', '{"method":"x","params":{"a', '"}},"id":"a\\"b","jsonrpc":"2.0"}\r', 'a"b'],
  ['nested in the params at the start', '{"params":{"id":5,"x":"', '', undefined],
  ['nested in the params at the end', '{"method":"x","params":{"a', '"b","id":5}}', undefined],
  ['inside a string at the end', '{"method":"x","params":{"a', 'q\\",\\"id\\":5}"}', undefined],
  ['in the middle', '{"method":"x","params":{"a', '"},"id":5,"more":{}}', undefined],
])('finds a request\'s id %s, and only there', (_, head, tail, id) => {
  expect(requestId(head, tail)).toBe(id);
});

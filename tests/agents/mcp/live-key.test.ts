// A live key (sk_live_...) acts on real invoices, so folio mcp refuses to call the API with
// one unless it was started with --allow-live: the refusal is a tool error, and no request
// reaches the API.
import { startSandbox, type Sandbox } from '../../docs/sandbox.js';
import { startMcp, textOf } from './helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const call = { name: 'listInvoices', arguments: {} };

test('refuses a live key with a tool error and sends nothing', async () => {
  const mcp = await startMcp([], { FOLIO_BASE_URL: sandbox.url, FOLIO_API_KEY: 'sk_live_0123456789abcdef' });
  try {
    const before = sandbox.requests.length;
    const result = await mcp.client.callTool(call);
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result))).toEqual({ error: { type: 'authentication_failed', message: expect.stringMatching(/^FOLIO_API_KEY is a live key \(sk_live_\.\.\.\); folio mcp refuses live keys unless it is started with --allow-live\./) } });
    expect(sandbox.requests.length).toBe(before);
    expect(mcp.stderr()).toContain('refuses live keys');
  } finally {
    await mcp.close();
  }
});

test('with --allow-live, sends the live key to the API, whose answer comes back', async () => {
  const mcp = await startMcp(['--allow-live'], { FOLIO_BASE_URL: sandbox.url, FOLIO_API_KEY: 'sk_live_0123456789abcdef' });
  try {
    const result = await mcp.client.callTool(call);
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result))).toMatchObject({ error: { type: 'authentication_failed' } });
    expect(sandbox.requests.at(-1)).toMatchObject({ method: 'GET', status: 401 });
  } finally {
    await mcp.close();
  }
});

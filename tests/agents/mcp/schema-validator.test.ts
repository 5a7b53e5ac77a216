// The SDK's Ajv validator that folio mcp hands its server is loaded at its first use (R192): it
// is the SDK's, loaded then, and checks a value against a JSON Schema as Ajv does.
import { createMcpServer } from '../../../agents/mcp/index.js';

test("the server's JSON Schema validator is the SDK's Ajv validator, loaded when first asked for", () => {
  const server = createMcpServer({
    contract: () => Promise.reject(new Error('not read')), docsPackage: 'dist',
    target: { baseUrl: 'http://127.0.0.1:9/v2', apiKey: undefined, allowLive: false }, version: '0.0.0', log: () => {},
  });
  // The SDK keeps the validator it was given on the server, for the answers to elicitation.
  const { getValidator } = (server as unknown as { _jsonSchemaValidator: { getValidator: (schema: object) => (value: unknown) => { valid: boolean; errorMessage?: string } } })._jsonSchemaValidator;
  const check = getValidator({ type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] });
  expect(check({ email: 'ap@example.com' }).valid).toBe(true);
  const refused = check({ email: 'not an address' });
  expect(refused.valid).toBe(false);
  expect(refused.errorMessage).toMatch(/email/);
});

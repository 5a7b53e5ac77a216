// E-mail addresses (D48): the contract's EmailAddress states the narrower rule the service
// keeps (its `pattern`, read by any JSON Schema tool even where `format` is only an
// annotation), and the service accepts and refuses exactly what that pattern does, on a new
// customer and on the recipients of a send, with the Error body naming the field.
// Runs once, on SQLite (R193): an address is accepted or refused by the contract and the domain before anything is written.
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readOwnContract } from '../../lib/openapi/index.js';
import { address, startService, type TestService } from '../helpers/service.js';

const accepted = [
  'billing@acme.example',
  "o'brien+invoices@mail.acme-corp.example",
  'first.last@sub.domain.example.co',
  '!#$%&*/=?^_`{|}~-@x.example',
  'UPPER@EXAMPLE.COM',
];
const refused = [
  '"quoted local"@example.com',
  '"a@b"@example.com',
  'user@[127.0.0.1]',
  'user@[IPv6:::1]',
  'user@localhost',
  'first..last@example.com',
  '.first@example.com',
  'user@-acme.example',
  'user@acme.example.',
  'josé@example.com',
  'user@exämple.com',
  'user (comment)@example.com',
  'nobody',
];

const contractSays = (() => {
  const schema = readOwnContract(fileURLToPath(new URL('../../openapi/invoicing.yaml', import.meta.url))).components!.schemas!.EmailAddress!;
  // JSON Schema 2020-12 treats `format` as an annotation by default, as most tools do: the pattern carries the rule.
  const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(schema as object);
  return (email: string): boolean => validate(email);
})();

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

test.each(accepted)('the contract and the service both accept %s as a customer e-mail', async (email) => {
  expect(contractSays(email)).toBe(true);
  const res = await s.as(s.alice).post('/customers', { name: 'Acme', email, address });
  expect(res.status).toBe(201);
  expect(res.body.email).toBe(email);
});

test.each(refused)('the contract and the service both refuse %s as a customer e-mail, with 422 naming email', async (email) => {
  expect(contractSays(email)).toBe(false);
  const before = s.snapshot();
  const res = await s.as(s.alice).post('/customers', { name: 'Acme', email, address });
  expect(res.status).toBe(422);
  expect(res.body).toEqual({
    error: {
      type: 'invalid_request',
      param: 'email',
      message: 'email must be an e-mail address the service can send to (name@example.com: no quotes, IP addresses or one-label domains).',
    },
  });
  expect(s.snapshot()).toEqual(before);
});

describe('recipients of a send', () => {
  let invoiceId: string;
  beforeEach(async () => {
    const customer = await s.customer(s.alice);
    invoiceId = (await s.invoice(s.alice, { customer_id: customer.id })).id;
  });

  test('accepts every address the contract accepts in to and cc', async () => {
    const res = await s.as(s.alice).post(`/invoices/${invoiceId}/send`, { to: accepted.slice(0, 3), cc: accepted.slice(3) });
    expect(res.status).toBe(202);
  });

  test.each<[string, Record<string, string[]>, string]>([
    ['a quoted recipient', { to: ['ap@acme.example', '"quoted local"@example.com'] }, 'to[1]'],
    ['an IP literal in copy', { to: ['ap@acme.example'], cc: ['user@[127.0.0.1]'] }, 'cc[0]'],
  ])('refuses %s with 422 naming the recipient, and nothing is sent', async (_name, body, param) => {
    const before = s.snapshot();
    const res = await s.as(s.alice).post(`/invoices/${invoiceId}/send`, body);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param, message: expect.stringMatching(new RegExp(`^${param.replace(/[[\]]/g, '\\$&')} must be an e-mail address`)) });
    expect(s.snapshot()).toEqual(before);
  });
});

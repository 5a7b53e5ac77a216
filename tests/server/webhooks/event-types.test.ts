// D43: the contract's webhooks, its EventType and EnabledEvents enums, the Event union and the
// server's event table name the same event types, each webhook carrying the resource its type
// says, and each webhook's example is a valid event of its type. A new event type is added in
// all of them or this fails.
import { fileURLToPath } from 'node:url';
import { readOwnContract } from '../../../lib/openapi/index.js';
import { eventResources } from '../../../server/events/event-types.js';
import { contractFile, loadContract } from '../../helpers/contract.js';
import { webhookProblems } from '../../helpers/webhook-schemas.js';

const raw = readOwnContract(fileURLToPath(contractFile));
const contract = loadContract();
const schemas = raw.components!.schemas!;
const written = Object.keys(eventResources).sort();
const resourceSchema = { customer: 'Customer', invoice: 'Invoice', credit_note: 'CreditNote' } as const;

test('the webhooks are exactly the event types the server writes', () => {
  expect(contract.webhooks.map((w) => w.name).sort()).toEqual(written);
});

test.each<[string, () => unknown[]]>([
  ['the EventType enum', () => schemas.EventType!.enum!],
  ['the EnabledEvents enum, less "*"', () => schemas.EnabledEvents!.items!.enum!.filter((t) => t !== '*')],
  ['the discriminator mapping of Event', () => Object.keys((schemas.Event as { discriminator: { mapping: object } }).discriminator.mapping)],
  ['the type constants of the members of Event', () => schemas.Event!.oneOf!.map((member) => contract.schema(member.$ref!.split('/').pop()!).properties!.type!.const)],
])('%s names the same event types', (_name, list) => {
  expect([...list()].sort()).toEqual(written);
});

test.each(contract.webhooks.map((w) => [w.name, w] as const))('the webhook %s is a signed POST of its event, whose object is the resource of its type', (name, webhook) => {
  expect(webhook.method).toBe('post');
  expect(webhook.headerParams.map((p) => [p.name, p.required])).toEqual([['webhook-id', true], ['webhook-timestamp', true], ['webhook-signature', true]]);
  const body = webhook.requestBodySchema;
  expect(body.properties!.type).toMatchObject({ const: name });
  const object = contract.schema(resourceSchema[eventResources[name as keyof typeof eventResources]]);
  expect(body.properties!.data!.properties!.object).toMatchObject({ required: object.required, properties: object.properties });
});

test.each(contract.webhooks.map((w) => [w.name, w] as const))('the example of the webhook %s is an event of its type that validates', (name, webhook) => {
  expect(webhook.example).toMatchObject({ type: name });
  expect(webhookProblems(webhook.example as { type: string })).toEqual([]);
});

// Twenty hand-made changes of the real invoicing contract (and one with a new major version),
// each classified as D45's rules say:
// the lines `folio diff` finds, and whether the gate lets the change through at the same
// version. The contract declares its events as webhooks (D43), so a change to a schema that a
// webhook carries is reported for receivers too.
import { fileURLToPath } from 'node:url';
import { readOwnContract } from '../../../lib/openapi/index.js';
import { diffContracts } from '../../../lib/openapi-diff/index.js';
import type { OpenApiDocument } from '../../../lib/openapi/index.js';
import type { Doc, Found } from './helpers.js';

const contract = readOwnContract(fileURLToPath(new URL('../../../openapi/invoicing.yaml', import.meta.url))) as Doc;
const schemas = (d: Doc) => d.components.schemas;

/** The contract with one more webhook, `invoice.reminded`, shaped as `invoice.paid` is. */
function withReminder(d: Doc): void {
  d.webhooks['invoice.reminded'] = structuredClone(d.webhooks['invoice.paid']);
}

type Case = [name: string, { given: (d: Doc) => void; want: Found; blocked: boolean }];

test.each<Case>([
  ['1. a path removed', { given: (d) => { delete d.paths['/invoices/{invoice_id}/pdf']; }, blocked: true, want: [
    ['breaking', 'path-removed', '/paths/~1invoices~1{invoice_id}~1pdf'],
  ] }],
  ['2. an operation removed', { given: (d) => { delete d.paths['/invoices/{invoice_id}'].delete; }, blocked: true, want: [
    ['breaking', 'operation-removed', '/paths/~1invoices~1{invoice_id}/delete'],
  ] }],
  ['3. a response status removed', { given: (d) => { delete d.paths['/invoices/{invoice_id}'].get.responses['404']; }, blocked: true, want: [
    ['breaking', 'response-removed', '/paths/~1invoices~1{invoice_id}/get/responses/404'],
  ] }],
  ['4. a response property removed', { given: (d) => { delete schemas(d).Customer.properties.tax_id; schemas(d).Customer.required = schemas(d).Customer.required.filter((n: string) => n !== 'tax_id'); }, blocked: true, want: [
    ['breaking', 'response-property-removed', '/components/schemas/Customer/properties/tax_id'],
    ['breaking', 'webhook-property-removed', '/components/schemas/Customer/properties/tax_id'],
  ] }],
  // The invoice list's status filter is a comma-separated string since D42, so InvoiceStatus is read only in answers and events.
  ['5. an enum value removed from responses and events', { given: (d) => { schemas(d).InvoiceStatus.enum.pop(); }, blocked: true, want: [
    ['breaking', 'response-enum-value-removed', '/components/schemas/InvoiceStatus'],
    ['breaking', 'webhook-enum-value-removed', '/components/schemas/InvoiceStatus'],
  ] }],
  ['6. an enum value added to responses and events', { given: (d) => { schemas(d).InvoiceStatus.enum.push('uncollectible'); }, blocked: false, want: [
    ['warning', 'response-enum-value-added', '/components/schemas/InvoiceStatus'],
    ['warning', 'webhook-enum-value-added', '/components/schemas/InvoiceStatus'],
  ] }],
  ['7. a response property made optional', { given: (d) => { schemas(d).Customer.required = schemas(d).Customer.required.filter((n: string) => n !== 'tax_id'); }, blocked: true, want: [
    ['breaking', 'response-property-optional', '/components/schemas/Customer/properties/tax_id'],
    ['breaking', 'webhook-property-optional', '/components/schemas/Customer/properties/tax_id'],
  ] }],
  ['8. a response property made nullable', { given: (d) => { schemas(d).Customer.properties.name.type = ['string', 'null']; }, blocked: true, want: [
    ['breaking', 'response-nullable', '/components/schemas/Customer/properties/name'],
    ['breaking', 'webhook-nullable', '/components/schemas/Customer/properties/name'],
  ] }],
  ['9. a request property made required', { given: (d) => { schemas(d).InvoiceCreate.required.push('due_date'); }, blocked: true, want: [
    ['breaking', 'request-property-required', '/components/schemas/InvoiceCreate/properties/due_date'],
  ] }],
  ['10. a required request property added', { given: (d) => { schemas(d).InvoiceCreate.properties.po_number = { type: 'string' }; schemas(d).InvoiceCreate.required.push('po_number'); }, blocked: true, want: [
    ['breaking', 'request-property-required', '/components/schemas/InvoiceCreate/properties/po_number'],
  ] }],
  ['11. an optional request property added', { given: (d) => { schemas(d).InvoiceCreate.properties.po_number = { type: 'string' }; }, blocked: false, want: [
    ['info', 'request-property-added', '/components/schemas/InvoiceCreate/properties/po_number'],
  ] }],
  ['12. a type changed', { given: (d) => { schemas(d).LineItem.properties.quantity.type = 'number'; }, blocked: true, want: [
    ['breaking', 'type-changed', '/components/schemas/LineItem/properties/quantity'],
  ] }],
  ['13. a format changed', { given: (d) => { schemas(d).EmailAddress.format = 'idn-email'; }, blocked: true, want: [
    // The seller's contact e-mail is a oneOf of EmailAddress and null, which the diff compares as a field of its own.
    ['breaking', 'format-changed', '/components/schemas/SellerContact/properties/email'],
    ['breaking', 'format-changed', '/components/schemas/EmailAddress'],
  ] }],
  ['14. a request bound narrowed', { given: (d) => { schemas(d).LineItem.properties.description.maxLength = 200; }, blocked: true, want: [
    ['breaking', 'request-bound-narrowed', '/components/schemas/LineItem/properties/description'],
  ] }],
  ['15. a request bound widened', { given: (d) => { schemas(d).InvoiceCreate.properties.lines.maxItems = 500; }, blocked: false, want: [
    ['info', 'request-bound-widened', '/components/schemas/InvoiceCreate/properties/lines'],
  ] }],
  ['16. a query parameter removed', { given: (d) => { d.paths['/events'].get.parameters.pop(); }, blocked: true, want: [
    ['breaking', 'parameter-removed', '/paths/~1events/get/parameters/3'],
  ] }],
  ['17. a request header made required', { given: (d) => { d.components.parameters.IdempotencyKey.required = true; }, blocked: true, want: [
    ['breaking', 'parameter-required', '/components/parameters/IdempotencyKey'],
  ] }],
  ['18. an operation added', { given: (d) => { d.paths['/invoices/{invoice_id}/events'] = { get: { operationId: 'listInvoiceEvents', responses: { '200': { description: 'The events.' } } } }; }, blocked: false, want: [
    ['info', 'operation-added', '/paths/~1invoices~1{invoice_id}~1events/get'],
  ] }],
  ['19. a webhook added', { given: withReminder, blocked: false, want: [
    ['info', 'webhook-added', '/webhooks/invoice.reminded'],
  ] }],
  ['20. an event type removed from the event filters and lists', { given: (d) => { schemas(d).EventType.enum = schemas(d).EventType.enum.filter((t: string) => t !== 'invoice.voided'); }, blocked: true, want: [
    ['breaking', 'request-enum-value-removed', '/components/schemas/EventType'],
    ['breaking', 'response-enum-value-removed', '/components/schemas/EventType'],
  ] }],
  ['21. the same removal with a new major version', { given: (d) => { schemas(d).EventType.enum.pop(); d.info.version = '3.0.0'; }, blocked: false, want: [
    ['breaking', 'request-enum-value-removed', '/components/schemas/EventType'],
    ['breaking', 'response-enum-value-removed', '/components/schemas/EventType'],
  ] }],
])('%s', (_, { given, want, blocked }) => {
  const before = structuredClone(contract);
  const after = structuredClone(before);
  given(after);
  const diff = diffContracts(before as OpenApiDocument, after as OpenApiDocument);
  expect(diff.changes.map((c) => [c.level, c.rule, c.pointer])).toEqual(want);
  expect(diff.blocked).toBe(blocked);
});

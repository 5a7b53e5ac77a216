// A small OpenAPI 3.1 document for the rule tables, and the changes a mutation of it makes,
// as `[level, rule, pointer]` triples: enough to read a table at a glance.
import type { OpenApiDocument } from '../../../lib/openapi/index.js';
import { diffContracts } from '../../../lib/openapi-diff/index.js';

/** A document loosely typed, so that a mutation can reach into any corner of it. */
export type Doc = { [key: string]: any };

/** A documented API of things: list and create them, read one, and a webhook when one is made. */
export function smallApi(): Doc {
  return {
    openapi: '3.1.0',
    info: { title: 'Things', version: '1.2.0' },
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
            { name: 'Folio-Account', in: 'header', schema: { type: 'string' } },
          ],
          responses: {
            '200': {
              description: 'The things.',
              headers: { 'Request-Id': { schema: { type: 'string' } } },
              content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } } },
            },
          },
        },
        post: {
          operationId: 'createThing',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/NewThing' } } } },
          responses: {
            '201': { description: 'Made.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
            '422': { description: 'Refused.' },
          },
        },
      },
      '/things/{thing_id}': {
        parameters: [{ $ref: '#/components/parameters/ThingId' }],
        get: { operationId: 'getThing', responses: { '200': { description: 'The thing.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } } },
      },
    },
    webhooks: {
      'thing.created': {
        post: {
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingEvent' } } } },
          responses: { '200': { description: 'Received.' } },
        },
      },
    },
    components: {
      parameters: { ThingId: { name: 'thing_id', in: 'path', required: true, schema: { type: 'string' } } },
      schemas: {
        Colour: { type: 'string', enum: ['red', 'green'] },
        Thing: {
          type: 'object',
          required: ['id', 'name', 'colour'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            colour: { $ref: '#/components/schemas/Colour' },
            size: { type: 'integer', format: 'int32' },
            tags: { type: 'array', items: { type: 'string' } },
          },
        },
        NewThing: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 200 },
            colour: { $ref: '#/components/schemas/Colour' },
            note: { type: ['string', 'null'] },
          },
        },
        ThingEvent: {
          type: 'object',
          required: ['type', 'data'],
          properties: {
            type: { type: 'string', enum: ['thing.created', 'thing.updated'] },
            data: { type: 'object', required: ['object'], properties: { object: { oneOf: [{ $ref: '#/components/schemas/Thing' }] } } },
          },
        },
      },
    },
  };
}

export type Found = Array<[level: string, rule: string, pointer: string]>;

/** The changes from `before` (default: the small API) to a copy of it changed by `mutate`. */
export function changesOf(mutate: (doc: Doc) => void, before: Doc = smallApi()): Found {
  const after = structuredClone(before);
  mutate(after);
  return diffContracts(before as OpenApiDocument, after as OpenApiDocument).changes.map((c) => [c.level, c.rule, c.pointer]);
}

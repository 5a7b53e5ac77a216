// lib/openapi, the one reader of OpenAPI documents: the walks over operations and webhooks,
// checked against small documents (its public names: tests/doors.test.ts).
import * as openapi from '../../../lib/openapi/index.js';
import type { OpenApiDocument } from '../../../lib/openapi/index.js';

test('lists every operation in document order with path-level parameters merged and references followed', () => {
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/things/{id}': {
        parameters: [{ $ref: '#/components/parameters/Id' } as never, { name: 'verbose', in: 'query' }],
        delete: { operationId: 'deleteThing', parameters: [{ name: 'verbose', in: 'query', required: true }] },
        get: { operationId: 'getThing' },
        summary: 'not an operation' as never,
      },
    },
    components: { parameters: { Id: { name: 'id', in: 'path', required: true } } },
  };
  expect(openapi.operations(doc).map((entry) => [entry.id, entry.method, entry.parameters.map((p) => `${p.in} ${p.name}${p.required ? '' : '?'}`)])).toEqual([
    ['deleteThing', 'DELETE', ['path id', 'query verbose']],
    ['getThing', 'GET', ['path id', 'query verbose?']],
  ]);
});

test('lists every webhook by name in document order, with a referenced path item followed, and no path among them', () => {
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/things': { get: { operationId: 'listThings' } } },
    webhooks: {
      'thing.created': { post: { operationId: 'thingCreated', parameters: [{ name: 'webhook-id', in: 'header', required: true }] } },
      'thing.deleted': { $ref: '#/components/pathItems/Deleted' } as never,
    },
    components: { pathItems: { Deleted: { post: { operationId: 'thingDeleted' } } } },
  };
  expect(openapi.webhooks(doc).map((entry) => [entry.path, entry.id, entry.method, entry.parameters.map((p) => p.name)])).toEqual([
    ['thing.created', 'thingCreated', 'POST', ['webhook-id']],
    ['thing.deleted', 'thingDeleted', 'POST', []],
  ]);
  expect(openapi.operations(doc).map((entry) => entry.id)).toEqual(['listThings']);
});

test('names the eight methods a path item may hold, and nothing else', () => {
  expect(openapi.HTTP_METHODS).toEqual(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
  expect(['get', 'summary', 'parameters', 'GET'].filter(openapi.isHttpMethod)).toEqual(['get']);
});

test('refuses a reference outside the document', () => {
  const doc: OpenApiDocument = { openapi: '3.1.0', info: { title: 't', version: '1' } };
  expect(() => openapi.resolve(doc, { $ref: 'other.yaml#/x' })).toThrow('cannot resolve $ref other.yaml#/x: only local references are supported');
  expect(() => openapi.resolve(doc, { $ref: '#/components/schemas/Missing' })).toThrow('$ref #/components/schemas/Missing points at nothing');
});

test('says where a reference leads, as a JSON pointer', () => {
  const doc: OpenApiDocument = { openapi: '3.1.0', info: { title: 't', version: '1' }, components: { schemas: { 'a/b': { $ref: '#/components/schemas/Money' }, Money: { type: 'object' } } } };
  expect(openapi.resolveAt(doc, { $ref: '#/components/schemas/a~1b' }, '/paths/x')).toEqual({ value: { type: 'object' }, pointer: '/components/schemas/Money' });
  expect(openapi.resolveAt(doc, { type: 'string' }, '/paths/x')).toEqual({ value: { type: 'string' }, pointer: '/paths/x' });
});

test('inlineDefinitions replaces every component reference by the component, its description over the component\'s, and keeps a recursive one under $defs', () => {
  const doc = {
    components: {
      schemas: {
        Money: { type: 'object', description: 'An amount.', properties: { amount: { type: 'integer' }, currency: { $ref: '#/components/schemas/Currency' } } },
        Currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        Tree: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } },
      },
    },
  };
  expect(openapi.inlineDefinitions(doc, { type: 'object', properties: { price: { $ref: '#/components/schemas/Money', description: 'The price.' } } })).toEqual({
    type: 'object',
    properties: { price: { type: 'object', description: 'The price.', properties: { amount: { type: 'integer' }, currency: { type: 'string', pattern: '^[A-Z]{3}$' } } } },
  });
  expect(openapi.inlineDefinitions(doc, { $ref: '#/components/schemas/Currency', minLength: 3 })).toEqual({ type: 'string', allOf: [{ type: 'string', pattern: '^[A-Z]{3}$' }], minLength: 3 });
  const tree = { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/Tree' } } } };
  expect(openapi.inlineDefinitions(doc, { $ref: '#/components/schemas/Tree' })).toEqual({ ...tree, $defs: { Tree: tree } });
  expect(() => openapi.inlineDefinitions(doc, { $ref: '#/components/schemas/Nope' })).toThrow('the contract refers to a missing schema Nope');
});

// R171: every operation and webhook gets a URL-safe slug, unique in its walk whatever the case.
test.each<[string, Array<[string, string, string | undefined]>, string[]]>([
  ['ids that are already file names stay as they are', [['/a', 'get', 'listThings'], ['/b', 'post', 'thing.create']], ['listThings', 'thing.create']],
  ['slashes, spaces and accents become hyphens and plain letters', [['/a', 'get', 'meta/root'], ['/b', 'get', 'list plants'], ['/c', 'get', 'créerPlante']], ['meta-root', 'list-plants', 'creerPlante']],
  ['ids that differ only in case, or give the same slug, are numbered', [['/a', 'get', 'meta/root'], ['/b', 'get', 'Meta/Root'], ['/c', 'get', 'meta-root']], ['meta-root', 'Meta-Root-2', 'meta-root-3']],
  ['an id that starts with no letter is prefixed, and none at all falls back to method and path', [['/a', 'get', '2fa/verify'], ['/users/{id}', 'delete', undefined], ['/c', 'get', '日本']], ['op-2fa-verify', 'delete-users-id', 'get-c']],
])('%s', (_name, given, want) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, method, operationId] of given) paths[path] = { ...paths[path], [method]: { ...(operationId === undefined ? {} : { operationId }), responses: {} } };
  const doc = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths } as unknown as OpenApiDocument;
  expect(openapi.operations(doc).map((entry) => entry.slug)).toEqual(want);
});

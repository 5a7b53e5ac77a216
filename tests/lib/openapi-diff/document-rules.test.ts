// The document rule families (lib/openapi-diff/rules/operations, parameters, bodies, content,
// webhooks), each with its own table: a change of the small API in, the classified changes out.
import type { Doc, Found } from './helpers.js';
import { changesOf, smallApi } from './helpers.js';

type Case = [name: string, { given: (doc: Doc) => void; want: Found }];
const run = (_: string, { given, want }: Case[1]) => expect(changesOf(given)).toEqual(want);

describe('paths and operations (rules/operations)', () => {
  test.each<Case>([
    ['a path removed', { given: (d) => { delete d.paths['/things/{thing_id}']; }, want: [['breaking', 'path-removed', '/paths/~1things~1{thing_id}']] }],
    ['an operation removed', { given: (d) => { delete d.paths['/things'].post; }, want: [['breaking', 'operation-removed', '/paths/~1things/post']] }],
    ['an operation added to a new path', { given: (d) => { d.paths['/colours'] = { get: { responses: { '200': { description: 'The colours.' } } } }; }, want: [['info', 'operation-added', '/paths/~1colours/get']] }],
    ['an operation added to a path', { given: (d) => { d.paths['/things/{thing_id}'].delete = { responses: { '204': { description: 'Gone.' } } }; }, want: [['info', 'operation-added', '/paths/~1things~1{thing_id}/delete']] }],
    ['an operation deprecated', { given: (d) => { d.paths['/things'].get.deprecated = true; }, want: [['warning', 'operation-deprecated', '/paths/~1things/get']] }],
    ['a path parameter renamed in the template only', { given: (d) => { d.paths['/things/{id}'] = d.paths['/things/{thing_id}']; delete d.paths['/things/{thing_id}']; }, want: [] }],
  ])('%s', run);
});

describe('parameters (rules/parameters)', () => {
  test.each<Case>([
    ['a query parameter removed', { given: (d) => { d.paths['/things'].get.parameters.splice(0, 1); }, want: [['breaking', 'parameter-removed', '/paths/~1things/get/parameters/0']] }],
    ['a header parameter made required', { given: (d) => { d.paths['/things'].get.parameters[1].required = true; }, want: [['breaking', 'parameter-required', '/paths/~1things/get/parameters/1']] }],
    ['a required query parameter added', { given: (d) => { d.paths['/things'].get.parameters.push({ name: 'colour', in: 'query', required: true, schema: { type: 'string' } }); }, want: [['breaking', 'parameter-required', '/paths/~1things/get/parameters/2']] }],
    ['an optional query parameter added', { given: (d) => { d.paths['/things'].get.parameters.push({ name: 'colour', in: 'query', schema: { type: 'string' } }); }, want: [['info', 'parameter-added', '/paths/~1things/get/parameters/2']] }],
    ['a header parameter whose name changed case only', { given: (d) => { d.paths['/things'].get.parameters[1].name = 'folio-account'; }, want: [] }],
    ['a shared path parameter changed type', { given: (d) => { d.components.parameters.ThingId.schema.type = 'integer'; }, want: [['breaking', 'type-changed', '/components/parameters/ThingId/schema']] }],
  ])('%s', run);
});

describe('request bodies and responses (rules/bodies)', () => {
  test.each<Case>([
    ['a request body made required', { given: (d) => { d.paths['/things'].post.requestBody.required = false; }, want: [] }],
    ['an optional request body added', { given: (d) => { d.paths['/things/{thing_id}'].get.requestBody = { content: { 'application/json': { schema: { type: 'object' } } } }; }, want: [['info', 'request-body-added', '/paths/~1things~1{thing_id}/get/requestBody']] }],
    ['a required request body added', { given: (d) => { d.paths['/things/{thing_id}'].get.requestBody = { required: true, content: {} }; }, want: [['breaking', 'request-body-required', '/paths/~1things~1{thing_id}/get/requestBody']] }],
    ['a response status removed', { given: (d) => { delete d.paths['/things'].post.responses['422']; }, want: [['breaking', 'response-removed', '/paths/~1things/post/responses/422']] }],
    ['a response status added', { given: (d) => { d.paths['/things'].post.responses['409'] = { description: 'Taken.' }; }, want: [['info', 'response-added', '/paths/~1things/post/responses/409']] }],
    ['a response header removed', { given: (d) => { delete d.paths['/things'].get.responses['200'].headers['Request-Id']; }, want: [['breaking', 'response-header-removed', '/paths/~1things/get/responses/200/headers/Request-Id']] }],
  ])('%s', run);

  test('a request body that was optional and became required is breaking', () => {
    const optional = (d: Doc) => { d.paths['/things'].post.requestBody.required = false; };
    const before = changesOf(optional);
    expect(before).toEqual([]);
    const from = structuredClone(((d: Doc) => (optional(d), d))(smallApi()));
    expect(changesOf((d) => { d.paths['/things'].post.requestBody.required = true; }, from)).toEqual([['breaking', 'request-body-required', '/paths/~1things/post/requestBody']]);
  });
});

describe('media types (rules/content)', () => {
  test.each<Case>([
    ['a response media type removed', { given: (d) => { d.paths['/things'].get.responses['200'].content = { 'text/csv': {} }; }, want: [
      ['breaking', 'response-media-type-removed', '/paths/~1things/get/responses/200/content/application~1json'],
      ['info', 'response-media-type-added', '/paths/~1things/get/responses/200/content/text~1csv'],
    ] }],
    ['a request media type removed', { given: (d) => { d.paths['/things'].post.requestBody.content = {}; }, want: [['breaking', 'request-media-type-removed', '/paths/~1things/post/requestBody/content/application~1json']] }],
    ['the items of a list response changed schema', { given: (d) => { d.paths['/things'].get.responses['200'].content['application/json'].schema.items = { type: 'string' }; }, want: [
      ['breaking', 'type-changed', '/paths/~1things/get/responses/200/content/application~1json/schema/items'],
    ] }],
  ])('%s', run);
});

describe('webhooks (rules/webhooks)', () => {
  test.each<Case>([
    ['a webhook removed', { given: (d) => { delete d.webhooks['thing.created']; }, want: [['breaking', 'webhook-removed', '/webhooks/thing.created']] }],
    ['a webhook added', { given: (d) => { d.webhooks['thing.deleted'] = structuredClone(d.webhooks['thing.created']); }, want: [['info', 'webhook-added', '/webhooks/thing.deleted']] }],
    ['a webhook payload field removed', { given: (d) => { delete d.components.schemas.ThingEvent.properties.data.properties.object; d.components.schemas.ThingEvent.properties.data.required = []; }, want: [
      ['breaking', 'webhook-property-removed', '/components/schemas/ThingEvent/properties/data/properties/object'],
    ] }],
    ['webhooks added to a contract that had none', { given: (d) => { d.webhooks = { 'thing.made': { post: {} } }; }, want: [
      ['breaking', 'webhook-removed', '/webhooks/thing.created'],
      ['info', 'webhook-added', '/webhooks/thing.made'],
    ] }],
  ])('%s', run);
});

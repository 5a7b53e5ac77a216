// The schema rule families (lib/openapi-diff/rules/types, enums, bounds, properties, variants),
// each with its own table: a change of the small API in, the classified changes out.
import type { Doc, Found } from './helpers.js';
import { changesOf, smallApi } from './helpers.js';

type Case = [name: string, { given: (doc: Doc) => void; want: Found }];
const schemas = (doc: Doc) => doc.components.schemas;

describe('types, formats and null (rules/types)', () => {
  test.each<Case>([
    ['a response field changed type', { given: (d) => { schemas(d).Thing.properties.size.type = 'string'; }, want: [['breaking', 'type-changed', '/components/schemas/Thing/properties/size']] }],
    ['a response field changed format', { given: (d) => { schemas(d).Thing.properties.size.format = 'int64'; }, want: [['breaking', 'format-changed', '/components/schemas/Thing/properties/size']] }],
    ['a response field may now be null', { given: (d) => { schemas(d).Thing.properties.name.type = ['string', 'null']; }, want: [
      ['breaking', 'response-nullable', '/components/schemas/Thing/properties/name'],
      ['breaking', 'webhook-nullable', '/components/schemas/Thing/properties/name'],
    ] }],
    ['a response field may now be null through oneOf', { given: (d) => { schemas(d).Thing.properties.name = { oneOf: [{ type: 'string' }, { type: 'null' }] }; }, want: [
      ['breaking', 'response-nullable', '/components/schemas/Thing/properties/name'],
      ['breaking', 'webhook-nullable', '/components/schemas/Thing/properties/name'],
    ] }],
    ['a request field no longer accepts null', { given: (d) => { schemas(d).NewThing.properties.note.type = 'string'; }, want: [['breaking', 'request-null-refused', '/components/schemas/NewThing/properties/note']] }],
    ['a request field now accepts null', { given: (d) => { schemas(d).NewThing.properties.name.type = ['string', 'null']; }, want: [] }],
  ])('%s', (_, { given, want }) => expect(changesOf(given)).toEqual(want));
});

describe('enum values (rules/enums)', () => {
  const colours = (d: Doc) => schemas(d).Colour.enum as string[];
  test.each<Case>([
    ['a value added to an enum read in responses and requests', { given: (d) => { colours(d).push('blue'); }, want: [
      ['warning', 'response-enum-value-added', '/components/schemas/Colour'],
      ['warning', 'webhook-enum-value-added', '/components/schemas/Colour'],
      ['info', 'request-enum-value-added', '/components/schemas/Colour'],
    ] }],
    ['a value removed', { given: (d) => { colours(d).pop(); }, want: [
      ['breaking', 'response-enum-value-removed', '/components/schemas/Colour'],
      ['breaking', 'request-enum-value-removed', '/components/schemas/Colour'],
      ['breaking', 'webhook-enum-value-removed', '/components/schemas/Colour'],
    ] }],
    ['a value added to a webhook payload', { given: (d) => { schemas(d).ThingEvent.properties.type.enum.push('thing.deleted'); }, want: [['warning', 'webhook-enum-value-added', '/components/schemas/ThingEvent/properties/type']] }],
    ['a value removed from a webhook payload', { given: (d) => { schemas(d).ThingEvent.properties.type.enum.pop(); }, want: [['breaking', 'webhook-enum-value-removed', '/components/schemas/ThingEvent/properties/type']] }],
    ['an enum turned into the same values in another order', { given: (d) => { colours(d).reverse(); }, want: [] }],
    ['a const that changed its value in a webhook', { given: (d) => { schemas(d).ThingEvent.properties.type = { const: 'thing.made' }; }, want: [
      ['breaking', 'webhook-enum-value-removed', '/components/schemas/ThingEvent/properties/type'],
      ['warning', 'webhook-enum-value-added', '/components/schemas/ThingEvent/properties/type'],
    ] }],
    ['an enum put on a free request field', { given: (d) => { schemas(d).NewThing.properties.name.enum = ['a', 'b']; }, want: [['breaking', 'request-bound-narrowed', '/components/schemas/NewThing/properties/name']] }],
  ])('%s', (_, { given, want }) => expect(changesOf(given)).toEqual(want));
});

describe('bounds of request fields (rules/bounds)', () => {
  const name = (d: Doc) => schemas(d).NewThing.properties.name;
  test.each<Case>([
    ['a lower maxLength', { given: (d) => { name(d).maxLength = 100; }, want: [['breaking', 'request-bound-narrowed', '/components/schemas/NewThing/properties/name']] }],
    ['a higher maxLength', { given: (d) => { name(d).maxLength = 500; }, want: [['info', 'request-bound-widened', '/components/schemas/NewThing/properties/name']] }],
    ['a new pattern', { given: (d) => { name(d).pattern = '^[a-z]+$'; }, want: [['breaking', 'request-bound-narrowed', '/components/schemas/NewThing/properties/name']] }],
    ['a bound removed', { given: (d) => { delete name(d).minLength; }, want: [['info', 'request-bound-widened', '/components/schemas/NewThing/properties/name']] }],
    ['a higher minimum of a query parameter', { given: (d) => { d.paths!['/things']!.get!.parameters![0]!.schema!.minimum = 10; }, want: [['breaking', 'request-bound-narrowed', '/paths/~1things/get/parameters/0/schema']] }],
    ['an enum widened into a pattern that all its values match (the site contract\'s ApiName)', { given: (d) => { schemas(d).Colour = { type: 'string', pattern: '^[a-z]+(?:-[a-z]+)*$' }; }, want: [['info', 'request-bound-widened', '/components/schemas/Colour']] }],
    ['an enum turned into a pattern that one of its values fails', { given: (d) => { schemas(d).Colour = { type: 'string', pattern: '^r' }; }, want: [['breaking', 'request-bound-narrowed', '/components/schemas/Colour']] }],
    ['a maxLength put on an enum that its values fit', { given: (d) => { (schemas(d).Colour as { maxLength?: number }).maxLength = 5; }, want: [['info', 'request-bound-widened', '/components/schemas/Colour']] }],
    ['a maxLength put on an enum that one of its values fails', { given: (d) => { (schemas(d).Colour as { maxLength?: number }).maxLength = 4; }, want: [['breaking', 'request-bound-narrowed', '/components/schemas/Colour']] }],
    ['a narrower bound of a response field (not compared)', { given: (d) => { schemas(d).Thing.properties.tags.maxItems = 3; }, want: [] }],
  ])('%s', (_, { given, want }) => expect(changesOf(given)).toEqual(want));
});

describe('properties (rules/properties)', () => {
  test.each<Case>([
    ['a response field removed', { given: (d) => { delete schemas(d).Thing.properties.size; }, want: [
      ['breaking', 'response-property-removed', '/components/schemas/Thing/properties/size'],
      ['breaking', 'webhook-property-removed', '/components/schemas/Thing/properties/size'],
    ] }],
    ['a response field made optional', { given: (d) => { schemas(d).Thing.required = ['id', 'colour']; }, want: [
      ['breaking', 'response-property-optional', '/components/schemas/Thing/properties/name'],
      ['breaking', 'webhook-property-optional', '/components/schemas/Thing/properties/name'],
    ] }],
    ['a response field added', { given: (d) => { schemas(d).Thing.properties.weight = { type: 'number' }; }, want: [
      ['info', 'response-property-added', '/components/schemas/Thing/properties/weight'],
      ['info', 'webhook-property-added', '/components/schemas/Thing/properties/weight'],
    ] }],
    ['a request field made required', { given: (d) => { schemas(d).NewThing.required.push('colour'); }, want: [['breaking', 'request-property-required', '/components/schemas/NewThing/properties/colour']] }],
    ['a required request field added', { given: (d) => { schemas(d).NewThing.properties.kind = { type: 'string' }; schemas(d).NewThing.required.push('kind'); }, want: [['breaking', 'request-property-required', '/components/schemas/NewThing/properties/kind']] }],
    ['an optional request field added', { given: (d) => { schemas(d).NewThing.properties.kind = { type: 'string' }; }, want: [['info', 'request-property-added', '/components/schemas/NewThing/properties/kind']] }],
    ['a request field made optional', { given: (d) => { schemas(d).NewThing.required = []; }, want: [['info', 'request-property-optional', '/components/schemas/NewThing/properties/name']] }],
    ['a request field removed', { given: (d) => { delete schemas(d).NewThing.properties.note; }, want: [['breaking', 'request-property-removed', '/components/schemas/NewThing/properties/note']] }],
    ['a field moved into an allOf branch, unchanged for readers', { given: (d) => {
      const { id, ...rest } = schemas(d).Thing.properties;
      schemas(d).Thing = { allOf: [{ type: 'object', required: ['id'], properties: { id } }, { type: 'object', required: ['name', 'colour'], properties: rest }] };
    }, want: [] }],
  ])('%s', (_, { given, want }) => expect(changesOf(given)).toEqual(want));
});

describe('oneOf and anyOf branches (rules/variants)', () => {
  const withSize = smallApi();
  withSize.components.schemas.NewThing.properties.size = { oneOf: [{ type: 'integer' }, { type: 'string' }] };
  test.each<Case & [string, { from?: Doc }]>([
    ['a branch added to a webhook payload', { given: (d) => {
      schemas(d).Other = { type: 'object', properties: { id: { type: 'string' } } };
      schemas(d).ThingEvent.properties.data.properties.object.oneOf.push({ $ref: '#/components/schemas/Other' });
    }, want: [['warning', 'webhook-variant-added', '/components/schemas/Other']] }],
    ['a branch removed from a request field', { from: withSize, given: (d) => { schemas(d).NewThing.properties.size.oneOf.pop(); }, want: [
      ['breaking', 'request-variant-removed', '/components/schemas/NewThing/properties/size/oneOf/1'],
    ] }],
    ['a branch added to a request field', { from: withSize, given: (d) => { schemas(d).NewThing.properties.size.oneOf.push({ type: 'boolean' }); }, want: [
      ['info', 'request-variant-added', '/components/schemas/NewThing/properties/size/oneOf/2'],
    ] }],
  ])('%s', (_, { from, given, want }) => expect(changesOf(given, from)).toEqual(want));
});

// Two lines of `folio diff` on real contracts that were not true (issue 39): a type widened into
// a `oneOf` that keeps the old type, and a format that only moved beside or into a `$ref`.
describe('widened types and moved formats are not changes of type or format (issue 39)', () => {
  const withMade = smallApi();
  schemas(withMade).Str = { type: 'string' };
  schemas(withMade).Thing.properties.made = { $ref: '#/components/schemas/Str', format: 'date-time' };
  const withBranches = smallApi();
  schemas(withBranches).NewThing.properties.when = { oneOf: [{ type: 'string', format: 'date-time' }, { type: 'integer' }] };
  const timestamp = (d: Doc) => { schemas(d).Timestamp = { type: 'string', format: 'date-time' }; };
  test.each<Case & [string, { from?: Doc }]>([
    ['response items widened from string to oneOf [string, object]: a new shape to read', { given: (d) => {
      schemas(d).Thing.properties.tags.items = { oneOf: [{ type: 'string' }, { type: 'object', properties: { label: { type: 'string' } } }] };
    }, want: [
      ['warning', 'response-variant-added', '/components/schemas/Thing/properties/tags/items/oneOf/1'],
      ['warning', 'webhook-variant-added', '/components/schemas/Thing/properties/tags/items/oneOf/1'],
    ] }],
    ['request field widened from string to oneOf [string, object]: the service accepts more', { given: (d) => {
      schemas(d).NewThing.properties.name = { oneOf: [{ type: 'string', minLength: 1, maxLength: 200 }, { type: 'object' }] };
    }, want: [['info', 'request-variant-added', '/components/schemas/NewThing/properties/name/oneOf/1']] }],
    ['request field narrowed from oneOf [string, integer] to string: the service refuses integers', { from: withBranches, given: (d) => {
      schemas(d).NewThing.properties.when = { type: 'string', format: 'date-time' };
    }, want: [['breaking', 'request-variant-removed', '/components/schemas/NewThing/properties/when/oneOf/1']] }],
    ['a widened type whose kept branch changed format still reports the format', { given: (d) => {
      schemas(d).Thing.properties.size = { oneOf: [{ type: 'integer', format: 'int64' }, { type: 'string' }] };
    }, want: [
      ['breaking', 'format-changed', '/components/schemas/Thing/properties/size/oneOf/0'],
      ['warning', 'response-variant-added', '/components/schemas/Thing/properties/size/oneOf/1'],
      ['warning', 'webhook-variant-added', '/components/schemas/Thing/properties/size/oneOf/1'],
    ] }],
    ['a format kept beside a new $ref', { given: (d) => {
      schemas(d).Int = { type: 'integer' };
      schemas(d).Thing.properties.size = { $ref: '#/components/schemas/Int', format: 'int32' };
    }, want: [] }],
    ['a format moved from beside a $ref into the referenced schema', { from: withMade, given: (d) => {
      timestamp(d);
      schemas(d).Thing.properties.made = { $ref: '#/components/schemas/Timestamp' };
    }, want: [] }],
    ['a oneOf branch moved into a referenced schema', { from: withBranches, given: (d) => {
      timestamp(d);
      schemas(d).NewThing.properties.when.oneOf[0] = { $ref: '#/components/schemas/Timestamp' };
    }, want: [] }],
    ['a format removed beside a $ref is still reported', { from: withMade, given: (d) => {
      schemas(d).Thing.properties.made = { $ref: '#/components/schemas/Str' };
    }, want: [['breaking', 'format-changed', '/components/schemas/Str']] }],
  ])('%s', (_, { from, given, want }) => expect(changesOf(given, from)).toEqual(want));
});

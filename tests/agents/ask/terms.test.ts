// The words of questions and sections as search terms: lowercase, no stop words, identifiers
// whole and in parts, inflections stripped the same way on both sides.
import { isStopWord, searchTerm, stem, wordsOf } from '../../../agents/ask/index.js';

test.each([
  ['revoke', 'revok'], ['revoked', 'revok'], ['revoking', 'revok'], ['keys', 'key'], ['invoices', 'invoic'], ['invoice', 'invoic'],
  ['queries', 'query'], ['addresses', 'address'], ['stopped', 'stop'], ['limited', 'limit'], ['status', 'status'], ['sent', 'sent'],
  ['string', 'string'], ['need', 'need'], ['v2', 'v2'], ['api', 'api'],
])('stems %s to %s', (word, want) => {
  expect(stem(word)).toBe(want);
});

test('splits text into lowercase words, with snake_case identifiers whole and in parts', () => {
  expect(wordsOf('Is `has_more` true? Check the pdf_url — and Idempotency-Key, 25 times.')).toEqual([
    'is', 'has_more', 'has', 'more', 'true', 'check', 'the', 'pdf_url', 'pdf', 'url', 'and', 'idempotency', 'key', '25', 'times',
  ]);
  expect(wordsOf('Привет, мир')).toEqual(['привет', 'мир']);
});

test('leaves out stop words and single letters, and keeps identifiers as written', () => {
  expect(['how', 'do', 'i', 'the', 'x'].map(isStopWord)).toEqual([true, true, true, true, true]);
  expect(['invoice', 'has_more', 'api'].map(searchTerm)).toEqual(['invoic', 'has_more', 'api']);
});

// The cache of rendered PDFs (D48): one rendering per key however many ask at once, least
// recently used out first once the bytes pass the bound, and a failed rendering not kept.
import { createRenderCache } from '../../server/documents/render-cache.js';

const counting = () => {
  const calls: string[] = [];
  const render = (key: string, size = 10) => () => {
    calls.push(key);
    return Promise.resolve(Buffer.alloc(size, key));
  };
  return { calls, render };
};

test('concurrent and later asks for one key render it once', async () => {
  const cache = createRenderCache(100);
  const { calls, render } = counting();
  const pdfs = await Promise.all([cache.get('a', render('a')), cache.get('a', render('a')), cache.get('a', render('a'))]);
  expect(await cache.get('a', render('a'))).toBe(pdfs[0]);
  expect(calls).toEqual(['a']);
});

test('past the byte bound the least recently used document goes first, and one larger than the bound is not kept', async () => {
  const cache = createRenderCache(30);
  const { calls, render } = counting();
  for (const key of ['a', 'b', 'c']) await cache.get(key, render(key));
  await cache.get('a', render('a'));
  await cache.get('d', render('d'));
  expect(cache.bytes).toBe(30);
  for (const key of ['a', 'c', 'd']) await cache.get(key, render(key));
  expect(calls).toEqual(['a', 'b', 'c', 'd']);
  await cache.get('b', render('b'));
  expect(calls).toEqual(['a', 'b', 'c', 'd', 'b']);
  await cache.get('huge', render('huge', 31));
  await cache.get('huge', render('huge', 31));
  expect(calls.filter((key) => key === 'huge')).toHaveLength(2);
  expect(cache.bytes).toBe(30);
});

test('a rendering that fails is not kept: the next ask renders again', async () => {
  const cache = createRenderCache(100);
  await expect(cache.get('a', () => Promise.reject(new Error('worker stopped')))).rejects.toThrow('worker stopped');
  expect(await cache.get('a', () => Promise.resolve(Buffer.from('pdf')))).toEqual(Buffer.from('pdf'));
});

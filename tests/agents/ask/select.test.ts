// Which ranked sections fit a budget, and how a section too large for it is cut.
import { cutToBudget, selectWithinBudget, SELECT_OPTIONS } from '../../../agents/ask/index.js';

const item = (id: string, score: number, cost: number) => ({ id, score, cost });
const ids = (chosen: Array<{ item: { id: string }; cut: boolean }>) => chosen.map(({ item: i, cut }) => (cut ? `${i.id} (cut)` : i.id));

test.each<[string, { ranked: ReturnType<typeof item>[]; budget: number; want: string[] }]>([
  ['takes the relevant sections in rank order', { ranked: [item('a', 10, 100), item('b', 8, 100), item('c', 6, 100)], budget: 1000, want: ['a', 'b', 'c'] }],
  ['stops at sections far below the best', { ranked: [item('a', 10, 100), item('b', 4.9, 100)], budget: 1000, want: ['a'] }],
  [`takes at most ${SELECT_OPTIONS.most}`, { ranked: ['a', 'b', 'c', 'd', 'e'].map((id) => item(id, 10, 10)), budget: 1000, want: ['a', 'b', 'c', 'd', 'e'].slice(0, SELECT_OPTIONS.most) }],
  ['skips a section that does not fit and takes a later one that does', { ranked: [item('a', 10, 300), item('b', 9, 300), item('c', 8, 100)], budget: 450, want: ['a', 'c'] }],
  ['cuts the best section when it alone is over the budget, and takes nothing else', { ranked: [item('a', 10, 600), item('b', 9, 50)], budget: 500, want: ['a (cut)'] }],
  ['returns nothing for nothing', { ranked: [], budget: 500, want: [] }],
])('%s', (_name, { ranked, budget, want }) => {
  expect(ids(selectWithinBudget(ranked, budget))).toEqual(want);
});

test('cuts at a line end, estimating tokens by the share of characters', () => {
  const lines = ['## Heading', '', 'x'.repeat(89), ''];
  // 100 characters with their line ends, 50 tokens: one token per two characters.
  expect(cutToBudget(lines, 50, 50)).toEqual({ lines, tokens: 50 });
  expect(cutToBudget(lines, 50, 49)).toEqual({ lines: ['## Heading', ''], tokens: 6 });
  expect(cutToBudget(lines, 50, 5)).toEqual({ lines: [], tokens: 6 });
});

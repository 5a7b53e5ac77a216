// content/mcp.md shows an exchange with folio mcp that a run made now gives, ids, times and the
// sandbox's port aside: a change to the tools, their answers or the pages the exchange reads
// fails here until `npm run mcp:transcript` records it again (tests/agents/mcp/transcript.ts).
import { readFile } from 'node:fs/promises';
import { normalised, PAGE, recordTranscript, transcriptOf, withTranscript } from './transcript.js';

test('the page\'s transcript is the one a run gives now (npm run mcp:transcript records it again)', async () => {
  const shown = transcriptOf(await readFile(PAGE, 'utf8'));
  expect(normalised(shown)).toEqual(normalised(await recordTranscript()));
}, 120_000);

test('the transcript block is found by its info string and rewritten in place, under a fence longer than any backtick run inside', () => {
  const page = 'Before.\n\n```text illustrative recorded from a real run of scripts/build/mcp-transcript.ts (npm run mcp:transcript) against a fresh sandbox; ids, times and the port differ on every run\nold\n```\n\nAfter.\n';
  const rewritten = withTranscript(page, 'a ``` fence inside\n');
  expect(rewritten).toMatch(/^Before\.\n\n````text illustrative recorded .*\na ``` fence inside\n````\n\nAfter\.\n$/);
  expect(transcriptOf(rewritten)).toBe('a ``` fence inside\n');
  expect(() => transcriptOf('no block\n')).toThrow('content/mcp.md has no block');
});

test('normalising keeps what a reader checks and sets aside ids, times, days, the port and the link\'s signature', () => {
  expect(normalised('"id": "inv_WukoIPtZs0ALvOLOPsRAiD", "invoice_id": "inv_1", "created_at": "2026-11-28T22:20:20.075Z", "due_date": "2026-12-28"'))
    .toBe('"id": "inv_ID", "invoice_id": "inv_1", "created_at": "TIME", "due_date": "DAY"');
  expect(normalised('http://127.0.0.1:37771/v2/invoice-pdfs/inv_WukoIPtZs0ALvOLOPsRAiD?expires=1795908020&signature=ROsy-Ivx_zYclt5oadW'))
    .toBe('http://127.0.0.1:PORT/v2/invoice-pdfs/inv_ID?expires=EXPIRES&signature=SIGNATURE');
});

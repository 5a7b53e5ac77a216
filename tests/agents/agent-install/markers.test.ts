// The block format: marker-like lines inside the rules are escaped so that a file always
// has exactly one BEGIN and one END line, and the --agents list parser.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { agentInstall, escapeLine, installBlock, parseAgents, removeBlock, renderBlock } from '../../../agents/agent-install/index.js';

test.each<[string, string]>([
  ['<!-- BEGIN:folio-rules -->', '<!-- BEGIN\\:folio-rules -->'],
  ['<!-- END:folio-rules -->', '<!-- END\\:folio-rules -->'],
  ['  <!--BEGIN : folio-rules-->  ', '  <!--BEGIN \\: folio-rules-->  '],
  ['\t<!-- END:folio-rules -->', '\t<!-- END\\:folio-rules -->'],
  ['Write `<!-- BEGIN:folio-rules -->` to start a block.', 'Write `<!-- BEGIN:folio-rules -->` to start a block.'],
  ['<!-- BEGIN:other-rules -->', '<!-- BEGIN:other-rules -->'],
  ['<!-- begin:folio-rules -->', '<!-- begin:folio-rules -->'],
  ['plain text', 'plain text'],
])('escapes %j as %j', (line, want) => {
  expect(escapeLine(line)).toBe(want);
});

test('a rules text with marker lines still makes exactly one block, and installs idempotently', () => {
  const rules = 'Intro\n<!-- BEGIN:folio-rules -->\nmiddle\n <!-- END:folio-rules -->\nend\n';
  const once = installBlock('AGENTS.md', '# Mine\n', rules);
  expect(once).toBe('# Mine\n\n<!-- BEGIN:folio-rules -->\nIntro\n<!-- BEGIN\\:folio-rules -->\nmiddle\n <!-- END\\:folio-rules -->\nend\n<!-- END:folio-rules -->\n');
  expect(installBlock('AGENTS.md', once, rules)).toBe(once);
  expect(removeBlock('AGENTS.md', once)).toBe('# Mine\n');
});

test('finds a block on the first line of a file with a byte order mark, and keeps the mark', () => {
  const given = '\uFEFF<!-- BEGIN:folio-rules -->\nold\n<!-- END:folio-rules -->\n';
  expect(installBlock('AGENTS.md', given, 'new\n')).toBe('\uFEFF<!-- BEGIN:folio-rules -->\nnew\n<!-- END:folio-rules -->\n');
  expect(removeBlock('AGENTS.md', given)).toBe('\uFEFF');
});

test('renders a block with the line break asked for and no final one', () => {
  expect(renderBlock('a\r\nb\n\n', '\r\n')).toBe('<!-- BEGIN:folio-rules -->\r\na\r\nb\r\n<!-- END:folio-rules -->');
});

test('finds markers typed by hand with other spacing, and rewrites them canonically', () => {
  const given = 'x\n<!--BEGIN:folio-rules-->\nold\n  <!-- END : folio-rules -->\ny\n';
  expect(installBlock('AGENTS.md', given, 'new\n')).toBe('x\n<!-- BEGIN:folio-rules -->\nnew\n<!-- END:folio-rules -->\ny\n');
});

test.each<[string, string, string[]]>([
  ['one agent', 'claude', ['claude']],
  ['several, in canonical order, each once', 'cursor,agents, claude,cursor', ['agents', 'claude', 'cursor']],
  ['any case', 'Copilot', ['copilot']],
])('parses --agents with %s', (_name, value, want) => {
  expect(parseAgents(value)).toEqual(want);
});

test.each<[string, string, string]>([
  ['an unknown agent', 'agents,windsurf', 'unknown agent "windsurf": expected agents, claude, copilot, cursor.'],
  ['an empty list', ' , ', 'give one or more of agents, claude, copilot, cursor, separated by commas.'],
])('refuses --agents with %s', (_name, value, message) => {
  expect(() => parseAgents(value)).toThrow(message);
});

test('a block whose rules contain a marker line survives a round trip on disk', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-markers-'));
  try {
    const rules = 'See <!-- END:folio-rules --> inline\n<!-- END:folio-rules -->\n';
    await agentInstall({ dir, rules });
    await agentInstall({ dir, rules });
    const text = await readFile(path.join(dir, 'AGENTS.md'), 'utf8');
    expect(text.split('\n').filter((l) => l === '<!-- END:folio-rules -->')).toHaveLength(1);
    expect((await agentInstall({ dir, rules, mode: 'check' })).current).toBe(true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

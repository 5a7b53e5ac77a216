// agent-install over each of the four agent files: install, idempotence, bytes outside the
// block, --check, --remove, broken markers and symlinks that lead out of the folder.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { agentInstall, CURSOR_FRONT_MATTER } from '../../../agents/agent-install/index.js';
import { AGENT_FILES, block, NEWER_RULES, RULES, tempDir } from './helpers.js';

let dir: string;
let outside: string;
beforeEach(async () => {
  dir = await tempDir();
  outside = await tempDir('folio-outside-');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const read = (file: string): Promise<string> => readFile(path.join(dir, file), 'utf8');
const write = async (file: string, text: string): Promise<void> => {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
};

describe.each(AGENT_FILES)('for the %s agent (%s)', (agent, file) => {
  const install = (rules = RULES, mode: 'install' | 'check' | 'remove' = 'install') => agentInstall({ dir, agents: [agent], rules, mode });
  const fresh = agent === 'cursor' ? `${CURSOR_FRONT_MATTER}\n${block()}\n` : `${block()}\n`;

  test('a fresh install creates the file holding the block', async () => {
    const result = await install();
    expect(result.files).toEqual([{ agent, path: file, status: 'created' }]);
    expect(await read(file)).toBe(fresh);
  });

  test('a second run leaves the file byte-identical and says unchanged', async () => {
    await install();
    const first = await read(file);
    const second = await install();
    expect(second.files[0].status).toBe('unchanged');
    expect(await read(file)).toBe(first);
  });

  test('a newer rules text replaces only the block', async () => {
    await write(file, `# Mine\n\n${block()}\n\nafter\n`);
    const result = await install(NEWER_RULES);
    expect(result.files[0].status).toBe('updated');
    expect(await read(file)).toBe(`# Mine\n\n${block('\n', NEWER_RULES)}\n\nafter\n`);
  });

  test.each<[string, { given: string; want: string }]>([
    ['LF with a final line break', { given: '# Notes\n\nKeep me.\n', want: `# Notes\n\nKeep me.\n\n${block()}\n` }],
    ['no final line break', { given: '# Notes\n\nKeep me.', want: `# Notes\n\nKeep me.\n\n${block()}` }],
    ['CRLF', { given: '# Notes\r\n\r\nKeep me.\r\n', want: `# Notes\r\n\r\nKeep me.\r\n\r\n${block('\r\n')}\r\n` }],
    ['CRLF without a final line break', { given: '# Notes\r\nKeep me.', want: `# Notes\r\nKeep me.\r\n\r\n${block('\r\n')}` }],
    ['trailing blank lines and odd spacing', { given: 'a  \n\t b\n\n\n', want: `a  \n\t b\n\n\n\n${block()}\n` }],
    ['unicode and a byte order mark', { given: '\uFEFFÜber — 日本語 😀\n', want: `\uFEFFÜber — 日本語 😀\n\n${block()}\n` }],
  ])('keeps an existing file (%s) byte for byte outside the block, and --remove gives it back', async (_name, { given, want }) => {
    await write(file, given);
    expect((await install()).files[0].status).toBe('updated');
    expect(await read(file)).toBe(want);
    expect((await install()).files[0].status).toBe('unchanged');
    expect(await read(file)).toBe(want);
    expect((await install(RULES, 'remove')).files[0].status).toBe('removed');
    expect(await read(file)).toBe(given);
  });

  test('keeps text around a block in the middle of the file, CRLF included', async () => {
    const given = `top\r\n${block('\r\n', NEWER_RULES)}\r\nbottom\r\n`;
    await write(file, given);
    await install();
    expect(await read(file)).toBe(`top\r\n${block('\r\n')}\r\nbottom\r\n`);
    await install(RULES, 'remove');
    expect(await read(file)).toBe('top\r\nbottom\r\n');
  });

  test.each<[string, string | undefined, string]>([
    ['no file', undefined, 'missing'],
    ['a file without the block', '# Mine\n', 'missing'],
    ['an older block', `# Mine\n\n${block('\n', NEWER_RULES)}\n`, 'stale'],
    ['the current block', `# Mine\n\n${block()}\n`, 'current'],
  ])('--check on %s says %s and writes nothing', async (_name, given, status) => {
    if (given !== undefined) await write(file, given);
    const result = await install(RULES, 'check');
    expect(result.files[0].status).toBe(status);
    expect(result.current).toBe(status === 'current');
    if (given === undefined) expect(existsSync(path.join(dir, file))).toBe(false);
    else expect(await read(file)).toBe(given);
  });

  test('--remove after a fresh install deletes the file and the folders it made', async () => {
    await install();
    const result = await install(RULES, 'remove');
    expect(result.files[0].status).toBe('deleted');
    expect(existsSync(path.join(dir, file))).toBe(false);
    expect(existsSync(path.join(dir, file.split('/')[0]))).toBe(false);
  });

  test('--remove on a file without the block leaves it alone', async () => {
    await write(file, 'just mine');
    expect((await install(RULES, 'remove')).files[0].status).toBe('absent');
    expect(await read(file)).toBe('just mine');
    await rm(path.join(dir, file));
    expect((await install(RULES, 'remove')).files[0].status).toBe('absent');
  });

  test.each<[string, string, string]>([
    ['a BEGIN without an END', '<!-- BEGIN:folio-rules -->\nrules\n', 'BEGIN marker on line 1 has no END marker after it'],
    ['an END without a BEGIN', 'rules\n<!-- END:folio-rules -->\n', 'END marker on line 2 has no BEGIN marker before it'],
    ['two BEGINs', '<!-- BEGIN:folio-rules -->\n<!-- BEGIN:folio-rules -->\n<!-- END:folio-rules -->\n', '2 BEGIN markers (lines 1, 2) where one is expected'],
    ['two blocks', `${block()}\n${block()}\n`, '2 BEGIN markers (lines 1, 7) where one is expected'],
    ['END before BEGIN', '<!-- END:folio-rules -->\n<!-- BEGIN:folio-rules -->\n', 'END marker on line 1 comes before the BEGIN marker on line 2'],
  ])('refuses a file with %s and writes nothing, in any mode', async (_name, given, detail) => {
    await write(file, given);
    for (const mode of ['install', 'check', 'remove'] as const) {
      await expect(install(RULES, mode)).rejects.toThrow(`${file}: ${detail}; fix or delete the folio-rules markers by hand (nothing was written)`);
      expect(await read(file)).toBe(given);
    }
  });

  test('refuses a file that is a symlink out of the folder, and leaves its target alone', async () => {
    const target = path.join(outside, 'passwd');
    await writeFile(target, 'root:x:0:0\n');
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await symlink(target, path.join(dir, file));
    await expect(install()).rejects.toThrow(`refusing to follow ${file}: it is a symlink to ${target}, outside ${dir}`);
    expect(await readFile(target, 'utf8')).toBe('root:x:0:0\n');
  });

  test('follows a symlink that stays inside the folder and keeps the link', async () => {
    await write('shared/rules.md', '# Shared\n');
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await symlink(path.join(dir, 'shared/rules.md'), path.join(dir, file));
    await install();
    expect(await read('shared/rules.md')).toBe(`# Shared\n\n${block()}\n`);
    expect(await read(file)).toBe(`# Shared\n\n${block()}\n`);
  });
});

test.each<[string, string]>([
  ['.github', '.github/copilot-instructions.md'],
  ['.cursor', '.cursor/rules/folio.mdc'],
  ['.cursor/rules', '.cursor/rules/folio.mdc'],
])('refuses a folder symlink (%s) that leads out of the folder', async (link, file) => {
  await mkdir(path.dirname(path.join(dir, link)), { recursive: true });
  await symlink(outside, path.join(dir, link));
  await expect(agentInstall({ dir, agents: ['copilot', 'cursor'], rules: RULES })).rejects.toThrow(`refusing to follow ${link}: it is a symlink to ${outside}, outside ${dir}`);
  expect(existsSync(path.join(outside, path.relative(link, file)))).toBe(false);
});

test('refuses a dangling symlink', async () => {
  await symlink(path.join(dir, 'nowhere.md'), path.join(dir, 'AGENTS.md'));
  await expect(agentInstall({ dir, rules: RULES })).rejects.toThrow('refusing to follow AGENTS.md: it is a symlink to a path that does not exist');
});

test('writes nothing at all when one of several files is refused', async () => {
  await write('CLAUDE.md', '<!-- BEGIN:folio-rules -->\n');
  await expect(agentInstall({ dir, agents: ['agents', 'claude', 'copilot', 'cursor'], rules: RULES })).rejects.toThrow('CLAUDE.md: BEGIN marker on line 1');
  expect(existsSync(path.join(dir, 'AGENTS.md'))).toBe(false);
  expect(existsSync(path.join(dir, '.github'))).toBe(false);
  expect(existsSync(path.join(dir, '.cursor'))).toBe(false);
});

test('installs into all four files in one run, then --check passes', async () => {
  const result = await agentInstall({ dir, agents: ['cursor', 'agents', 'copilot', 'claude'], rules: RULES });
  expect(result.files.map((f) => [f.path, f.status])).toEqual(AGENT_FILES.map(([, file]) => [file, 'created']));
  const check = await agentInstall({ dir, agents: ['agents', 'claude', 'copilot', 'cursor'], rules: RULES, mode: 'check' });
  expect(check.current).toBe(true);
});

test('handles CLAUDE.md linked to AGENTS.md once', async () => {
  await symlink('AGENTS.md', path.join(dir, 'CLAUDE.md'));
  await write('AGENTS.md', '# Agents\n');
  const result = await agentInstall({ dir, agents: ['agents', 'claude'], rules: RULES });
  expect(result.files).toEqual([
    { agent: 'agents', path: 'AGENTS.md', status: 'updated' },
    { agent: 'claude', path: 'CLAUDE.md', status: 'updated', sameAs: 'AGENTS.md' },
  ]);
  expect(await read('CLAUDE.md')).toBe(`# Agents\n\n${block()}\n`);
});

test("Cursor's front matter parses as YAML with alwaysApply the boolean true", async () => {
  await agentInstall({ dir, agents: ['cursor'], rules: RULES });
  const text = await read('.cursor/rules/folio.mdc');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  expect(match).not.toBeNull();
  const data = parse(match![1]) as Record<string, unknown>;
  expect(data.alwaysApply).toBe(true);
  expect(typeof data.description).toBe('string');
  expect(Object.keys(data).sort()).toEqual(['alwaysApply', 'description']);
});

test('keeps a hand-edited .mdc front matter when removing the block', async () => {
  await agentInstall({ dir, agents: ['cursor'], rules: RULES });
  const edited = (await read('.cursor/rules/folio.mdc')).replace('alwaysApply: true', 'alwaysApply: true\nglobs: "**/*.ts"');
  await write('.cursor/rules/folio.mdc', edited);
  expect((await agentInstall({ dir, agents: ['cursor'], rules: RULES, mode: 'remove' })).files[0].status).toBe('removed');
  expect(await read('.cursor/rules/folio.mdc')).toBe(CURSOR_FRONT_MATTER.replace('alwaysApply: true', 'alwaysApply: true\nglobs: "**/*.ts"'));
});

test('keeps the permission bits of a file it rewrites', async () => {
  await write('AGENTS.md', '# Agents\n');
  const { chmod, stat } = await import('node:fs/promises');
  await chmod(path.join(dir, 'AGENTS.md'), 0o600);
  await agentInstall({ dir, rules: RULES });
  expect((await stat(path.join(dir, 'AGENTS.md'))).mode & 0o777).toBe(0o600);
});

test('refuses a target that is not a folder', async () => {
  await expect(agentInstall({ dir: path.join(dir, 'missing'), rules: RULES })).rejects.toThrow(`${path.join(dir, 'missing')} is not a folder`);
});

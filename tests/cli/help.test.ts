// How `folio CMD --help` (and so the command-line page) describes options: each default and
// environment variable once, in commander's one bracket at the end, taken from the code.
import type { Command } from 'commander';
import { folioProgram } from '../../cli/program.js';
import { defaultRateLimits } from '../../server/config.js';
import { allCommands, commandWords } from '../../reference/index.js';
import { DEFAULT_BUDGET } from '../../agents/ask/defaults.js';

const program = folioProgram();
const commands = allCommands(program).map((command): [string, Command] => [commandWords(command) || '(the program)', command]);

/** What help prints for option `flag` of the command named by `words`. */
function optionHelp(words: string, flag: string): string {
  const command = commands.find(([name]) => name === words)![1];
  const option = command.options.find((o) => o.long === flag)!;
  return command.createHelp().optionDescription(option);
}

test.each(commands)('folio %s leaves defaults, variables and choices out of its own option texts', (_name, command) => {
  for (const option of command.options) {
    expect(option.description).not.toMatch(/\((default|env|choices)\b/i);
  }
});

test.each<[string, { words: string; flag: string; ends: string }]>([
  ['a default worked out when the command runs', { words: 'keys create', flag: '--db', ends: ' (default: var/<environment>.db, env: DATABASE_URL)' }],
  ['a default that depends on the environment', { words: 'serve', flag: '--rate-limit', ends: ` (default: ${defaultRateLimits.production} in production and ${defaultRateLimits.sandbox} in the sandbox, env: FOLIO_RATE_LIMIT)` }],
  ['a default that the store applies', { words: 'mail deliver', flag: '--pool-size', ends: ' (default: 10, env: FOLIO_DB_POOL_SIZE)' }],
  ['a number default, without quotes', { words: 'ask', flag: '--budget', ends: ` (default: ${DEFAULT_BUDGET})` }],
])('help names %s once, in one bracket at the end', (_name, { words, flag, ends }) => {
  const text = optionHelp(words, flag);
  expect(text.endsWith(ends)).toBe(true);
  expect(text.split('default:')).toHaveLength(2);
  expect(text).not.toMatch(/\) \(/);
});

test('help names no default for a flag, which is off unless given', () => {
  expect(optionHelp('serve', '--demo')).not.toMatch(/default/);
});

// `folio ask "QUESTION" [--package DIR|URL] [--budget TOKENS] [--json]`: the best sections of
// a built docs package for a question, within a token budget (agents/ask/). Its cold start is
// what `folio bench` measures, so cli/folio.ts hands `folio ask ...` to askFast before
// commander and the other subcommands load. Unlike other subcommands, this file imports its
// work up front: agents/ask/ is small and needs no package, and loading it together with this
// file, in one round, saves the fast path a few milliseconds.
import type { Command } from 'commander';
import { ask } from '../agents/ask/ask.js';
import { DEFAULT_BUDGET, DEFAULT_PACKAGE } from '../agents/ask/defaults.js';
import { formatJson, formatMarkdown } from '../agents/ask/format.js';

// Built-ins without their ES module faces, which evaluate every export (a few milliseconds
// of a cold start for fs and util together).
const { writeSync } = process.getBuiltinModule('node:fs');
const { parseArgs } = process.getBuiltinModule('node:util');

interface AskFlags {
  package: string;
  budget: number;
  json: boolean;
}

const BUDGET_RULE = 'give a whole number of tokens, 1 or more.';

/**
 * The options, declared once for both parsers: commander's (help, errors) and parseArgs's on
 * the fast path. `type` is parseArgs's; a default is applied by each parser's caller alike.
 */
const OPTIONS = {
  package: { type: 'string', flags: '--package <dir-or-url>', description: "a built docs package: a folder, or a site's base URL", default: DEFAULT_PACKAGE },
  budget: { type: 'string', flags: '--budget <tokens>', description: 'the most tokens (o200k_base) the answer may take', default: DEFAULT_BUDGET },
  json: { type: 'boolean', flags: '--json', description: 'print the answer as JSON: query, budget, tokens and results', default: undefined },
} as const;

type Options = typeof OPTIONS;

/** The options as parseArgs takes them: their types only. */
const ARG_TYPES = Object.fromEntries(Object.entries(OPTIONS).map(([name, option]) => [name, { type: option.type }])) as { [K in keyof Options]: { type: Options[K]['type'] } };

export function register(program: Command): void {
  const command = program
    .command('ask')
    .description('Answer a question with the best sections of a built docs package, within a token budget.')
    .argument('<question...>', 'the question; words given without quotes are joined with spaces');
  // Options are made by the command itself: importing Option, or InvalidArgumentError for an
  // argParser, would load commander on the fast path too. So a given budget is checked in the
  // action, as askFast checks it.
  for (const option of Object.values(OPTIONS)) {
    const made = command.createOption(option.flags, option.description);
    command.addOption(option.default === undefined ? made : made.default(option.default));
  }
  command
    .action(async function (this: Command, words: string[], options: { package: string; budget: number | string; json?: boolean }) {
      const budget = parseBudget(options.budget);
      if (budget === undefined) this.error(`error: option '--budget <tokens>' argument '${options.budget}' is invalid. ${BUDGET_RULE}`);
      await answer(words.join(' '), { package: options.package, budget, json: options.json === true });
    });
}

/**
 * Answers `folio ask` without commander, then exits. Returns, having done nothing, when
 * `args` (the words after `ask`) need the full command line: help, an unknown option, a bad value.
 */
export async function askFast(args: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ args, strict: true, allowPositionals: true, options: ARG_TYPES });
  } catch {
    return;
  }
  const { values, positionals } = parsed;
  const budget = parseBudget(values.budget ?? OPTIONS.budget.default);
  if (positionals.length === 0 || budget === undefined) return;
  try {
    await answer(positionals.join(' '), { package: values.package ?? OPTIONS.package.default, budget, json: values.json === true });
  } catch (error) {
    write(2, `folio: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
  // All output is written synchronously, so nothing is lost by exiting now, before Node
  // tears the heap down as a natural exit would (about 2 ms of a cold start).
  process.exit();
}

async function answer(question: string, flags: AskFlags): Promise<void> {
  const result = await ask(question, { package: flags.package, budget: flags.budget });
  if (result.results.length === 0) {
    write(2, `folio: nothing in ${flags.package} answers ${JSON.stringify(question)}\n`);
    process.exitCode = 1;
    return;
  }
  write(1, flags.json ? formatJson(result) : formatMarkdown(result));
}

/**
 * Writes to standard output (1) or error (2) directly: creating process.stdout loads the
 * stream machinery of a pipe or terminal, a few milliseconds of a cold start. A reader that
 * has gone away (`folio ask ... | head`) ends the output quietly.
 */
function write(fd: 1 | 2, text: string): void {
  const bytes = Buffer.from(text);
  for (let offset = 0; offset < bytes.length;) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') return;
      if (code !== 'EAGAIN') throw error;
    }
  }
}

/** The budget in tokens: DEFAULT_BUDGET as it is, a given --budget if it is a whole number, 1 or more, else undefined. */
function parseBudget(value: string | number): number | undefined {
  if (typeof value === 'number') return value;
  const budget = Number(value);
  return /^\d+$/.test(value) && Number.isSafeInteger(budget) && budget >= 1 ? budget : undefined;
}

// The `settings` source of `::generated{source="settings" group="mail"}`: one group of rows of
// the command line's settings table as a Markdown table: the flag and variable, the commands
// that take it (from the command line's own options), the default and the sentence. So a new
// setting documents itself, and no default is typed into the manual by hand. The table is
// handed in by the command line (cli/settings/options.ts), which imports reference/, never the
// other way round.
import type { Command, Option } from 'commander';
import type { GeneratedSource } from '../sitegen/content/index.js';
import { allCommands, commandWords } from './cli-reference.js';
import { checkAttributes, code, joinWords, markdownTable, sentence } from '../sitegen/content/index.js';

/** One row of the settings table as the manual prints it. */
export interface SettingRow {
  /** Commander's flags (`--port <number>`); none for a setting read from its variable only. */
  flags?: string;
  env?: string;
  /** One sentence, lower case and without a full stop. */
  description: string;
  default?: unknown;
  /** The default in words, when the command works it out or there is none. */
  defaultText?: string;
  /** For a setting without a flag: the commands that read its variable. */
  readBy?: readonly string[];
  /** The manual's table that lists it. */
  group: string;
}

/** The command line's settings: every row by name, and the row each of its options was made from. */
export interface CommandLineSettings {
  rows: Readonly<Record<string, SettingRow>>;
  settingOf(option: Option): string | undefined;
}

const groups: readonly string[] = ['service', 'mail', 'webhooks', 'database', 'mcp', 'command'];

/** The `settings` source for the commands of `program`, whose options were made from `settings`. */
export function settingsTable(program: Command, settings: CommandLineSettings): GeneratedSource {
  const takenBy = new Map<string, string[]>();
  for (const command of allCommands(program)) {
    for (const option of command.options) {
      const name = settings.settingOf(option);
      if (name) takenBy.set(name, [...(takenBy.get(name) ?? []), commandWords(command)]);
    }
  }
  return (attributes) => {
    checkAttributes('settings', attributes, ['group']);
    const group = attributes.group!;
    if (!groups.includes(group)) throw new Error(`source="settings" has no group ${JSON.stringify(attributes.group)}; it has: ${groups.join(', ')}`);
    const rows = Object.entries(settings.rows)
      .filter(([, setting]) => setting.group === group)
      .map(([name, setting]) => [
        [setting.flags, setting.env].filter((part) => part !== undefined).map(code).join(', '),
        joinWords((takenBy.get(name) ?? setting.readBy ?? []).map((words) => code(`folio ${words}`)), 'and'),
        defaultCell(setting),
        sentence(setting.description),
      ]);
    return markdownTable(['Setting', 'Commands', 'Default', 'Meaning'], rows);
  };
}

/** The default as the table shows it: a value (`dist`, `var/<environment>.db`) as code, a default in words as words. */
function defaultCell(setting: SettingRow): string {
  if (setting.defaultText === undefined) return setting.default === undefined ? 'none' : code(setting.default);
  return /^[^\s]*[^\sa-z][^\s]*$/i.test(setting.defaultText) ? code(setting.defaultText) : setting.defaultText;
}

// The `settings` source of `::generated{source="settings" group="mail"}`: one group of rows of
// the settings table (cli/settings/table.ts) as a Markdown table: the flag and variable, the
// commands that take it (from the command line's own options), the default and the sentence.
// So a new setting documents itself, and no default is typed into the manual by hand.
import type { Command } from 'commander';
import { settingOf } from '../cli/settings/options.js';
import { settings, type Setting, type SettingGroup, type SettingName } from '../cli/settings/table.js';
import type { GeneratedSource } from '../sitegen/content/index.js';
import { allCommands, commandWords } from './cli-reference.js';
import { checkAttributes, code, joinWords, markdownTable, sentence } from '../sitegen/content/index.js';

const groups: readonly SettingGroup[] = ['service', 'mail', 'webhooks', 'database', 'mcp', 'command'];

/** The `settings` source for the commands of `program`. */
export function settingsTable(program: Command): GeneratedSource {
  const takenBy = new Map<SettingName, string[]>();
  for (const command of allCommands(program)) {
    for (const option of command.options) {
      const name = settingOf(option);
      if (name) takenBy.set(name, [...(takenBy.get(name) ?? []), commandWords(command)]);
    }
  }
  return (attributes) => {
    checkAttributes('settings', attributes, ['group']);
    const group = attributes.group as SettingGroup;
    if (!groups.includes(group)) throw new Error(`source="settings" has no group ${JSON.stringify(attributes.group)}; it has: ${groups.join(', ')}`);
    const rows = (Object.entries(settings) as Array<[SettingName, Setting]>)
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
function defaultCell(setting: Setting): string {
  if (setting.defaultText === undefined) return setting.default === undefined ? 'none' : code(setting.default);
  return /^[^\s]*[^\sa-z][^\s]*$/i.test(setting.defaultText) ? code(setting.defaultText) : setting.defaultText;
}

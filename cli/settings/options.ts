// Commander options made from the settings table, and the settings read from a variable
// alone: a subcommand adds `settingOption('port')` instead of declaring the flag itself, so
// the flag, the variable, the parser, the default and the help text come from one row.
import { InvalidArgumentError, Option, type Command } from 'commander';
import { settings, type Setting, type SettingName } from './table.js';

/** A bad setting: one line on stderr and exit status 2 (cli/folio.ts). */
export class SettingError extends Error {
  override name = 'SettingError';
}

/** The setting each option made here comes from, for the manual's settings tables. */
const optionSettings = new WeakMap<Option, SettingName>();

/** The setting `option` was made from, if it was made by settingOption. */
export function settingOf(option: Option): SettingName | undefined {
  return optionSettings.get(option);
}

/**
 * The settings table and the row each option was made from, as the manual's settings tables
 * take them (folioReferenceSources in reference/, which never imports cli/).
 */
export const folioSettings = { rows: settings, settingOf };

/** The commander option of setting `name`. */
export function settingOption(name: SettingName): Option {
  const setting: Setting = settings[name];
  if (!setting.flags) throw new Error(`the setting ${name} has no flag; read it with settingFromEnvironment`);
  const option = new Option(setting.flags, setting.description);
  optionSettings.set(option, name);
  if (setting.env) option.env(setting.env);
  if (setting.choices) option.choices(setting.choices);
  const parse = setting.parse && invalidArgument(setting.parse);
  if (setting.repeatable) option.argParser((value: string, previous: unknown) => [...(Array.isArray(previous) ? previous : []), parse ? parse(value) : value]);
  else if (parse) option.argParser(parse);
  if (setting.default !== undefined || setting.defaultText !== undefined) option.default(setting.default, setting.defaultText);
  if (setting.required) option.makeOptionMandatory();
  return option;
}

/** Adds the options of `names` to `command`, in that order. */
export function addSettings(command: Command, names: readonly SettingName[]): Command {
  for (const name of names) command.addOption(settingOption(name));
  return command;
}

/**
 * The value of a setting that has a variable and no flag (FOLIO_SECRET, which would show in
 * the process list as a flag), parsed by its row; undefined when the variable is not set.
 */
export function settingFromEnvironment<T>(name: SettingName, env: NodeJS.ProcessEnv = process.env): T | undefined {
  const setting: Setting = settings[name];
  const raw = setting.env === undefined ? undefined : env[setting.env];
  // Set but empty is a value, refused like any other bad one, as commander does for flags' variables.
  if (raw === undefined) return undefined;
  try {
    return (setting.parse ? setting.parse(raw) : raw) as T;
  } catch (error) {
    // The value is not repeated: it may be a secret.
    throw new SettingError(`error: env '${setting.env}' is invalid. ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Turns a parser's one-line Error into commander's InvalidArgumentError. */
export function invalidArgument<T>(parse: (value: string) => T): (value: string) => T {
  return (value) => {
    try {
      return parse(value);
    } catch (error) {
      if (error instanceof InvalidArgumentError) throw error;
      throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
    }
  };
}

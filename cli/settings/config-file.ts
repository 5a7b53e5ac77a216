// Settings from a config file: `folio build` reads folio.config.json (or --config FILE), a JSON
// object whose keys are the `configKey`s of the settings table, each value checked by its row's
// own parser, once, before the build starts (R169). A flag or variable given on the command line
// wins over the file; a path in the file is relative to the file's folder. A bad file is one line
// and exit status 2, like any bad setting.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { SettingError, settingOf } from './options.js';
import { settings, type SettingName } from './table.js';

/** The config file read when none is named. */
export const DEFAULT_CONFIG_FILE = 'folio.config.json';

/**
 * Sets the options of `command` that the settings `names` make from the config file `named`
 * (or folio.config.json in `cwd`, when there is one), where the command line gave none.
 * Returns the file read, if any; throws a SettingError for a file that cannot be used.
 */
export function applyConfigFile(command: Command, names: readonly SettingName[], named: string | undefined, cwd = process.cwd()): string | undefined {
  const file = path.resolve(cwd, named ?? DEFAULT_CONFIG_FILE);
  if (named === undefined && !existsSync(file)) return undefined;
  const shown = path.relative(cwd, file) || file;
  const fail = (reason: string): never => {
    throw new SettingError(`error: config file ${shown} ${reason}`);
  };
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`cannot be read: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail('must hold a JSON object');
  const byKey = new Map(names.flatMap((name) => (settings[name].configKey ? [[settings[name].configKey!, name] as const] : [])));
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    const name = byKey.get(key) ?? fail(`has an unknown key ${JSON.stringify(key)}; it takes ${[...byKey.keys()].join(', ')}`);
    const option = command.options.find((o) => settingOf(o) === name);
    if (!option) continue;
    const attribute = option.attributeName();
    const source = command.getOptionValueSource(attribute);
    if (source === 'cli' || source === 'env') continue;
    command.setOptionValueWithSource(attribute, configValue(name, key, raw, path.dirname(file), fail), 'config');
  }
  return file;
}

/** One value of the file, as the setting's flag would give it. */
function configValue(name: SettingName, key: string, raw: unknown, dir: string, fail: (reason: string) => never): unknown {
  const setting = settings[name];
  if (!setting.flags?.includes('<')) {
    return typeof raw === 'boolean' ? raw : fail(`gives ${key} ${JSON.stringify(raw)}: give true or false`);
  }
  const one = (item: unknown): unknown => {
    if (typeof item !== 'string') return fail(`gives ${key} ${JSON.stringify(item)}: give a string`);
    const text = setting.isPath ? path.resolve(dir, item) : item;
    try {
      return setting.parse ? setting.parse(text) : text;
    } catch (error) {
      return fail(`gives ${key} ${JSON.stringify(item)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  if (!setting.repeatable) return one(raw);
  const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) && raw.length > 0 ? raw : fail(`gives ${key} ${JSON.stringify(raw)}: give a file or a list of files`);
  return list.map(one);
}

// The one sentence for a port already in use, whichever command listens (serve, preview).
import { settings, type SettingName } from '../settings/table.js';

/**
 * For a listen that failed: a port already in use becomes one line naming the setting that picks
 * another (D48, R85), the same for the API and the site; any other error goes on unchanged.
 */
export function explainPortInUse(setting: SettingName): (error: unknown) => never {
  return (error) => {
    const failure = error as NodeJS.ErrnoException & { port?: number };
    if (failure?.code !== 'EADDRINUSE') throw error;
    const flag = settings[setting].flags!.split(' ')[0];
    throw new Error(`port ${failure.port} is already in use: choose another with ${flag}, or stop the program that listens on it.`);
  };
}

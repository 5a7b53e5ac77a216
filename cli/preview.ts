// `folio preview [--port 4000] [--host 127.0.0.1] [--dir dist]`: serves a built site locally, exactly as a
// static host would (sitegen/preview.ts).
import type { Command } from 'commander';
import { explainPortInUse } from './flags/port-in-use.js';
import { settingOption } from './settings/options.js';

export function register(program: Command): void {
  program
    .command('preview')
    .description('Serve a built site locally, with the media types and 404s of a static host.')
    .addOption(settingOption('previewPort'))
    .addOption(settingOption('host'))
    .addOption(settingOption('previewDir'))
    .action(async (options: { port: number; host: string; dir: string }) => {
      const { listenPreview } = await import('../sitegen/preview.js');
      const { server, url } = await listenPreview(options).catch(explainPortInUse('previewPort'));
      process.stdout.write(`Serving ${options.dir} at ${url}/ (for agents: ${url}/llms.txt; Ctrl-C to stop)\n`);
      await new Promise((resolve) => server.on('close', resolve));
    });
}

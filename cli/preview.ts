// `folio preview [--port 4000] [--dir dist]`: serves a built site locally, exactly as a
// static host would (sitegen/preview.ts).
import type { Command } from 'commander';
import { parsePort } from './options.js';

export function register(program: Command): void {
  program
    .command('preview')
    .description('Serve a built site locally, with the media types and 404s of a static host.')
    .option('--port <port>', 'port to listen on', parsePort, 4000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--dir <dir>', 'directory of the built site', 'dist')
    .action(async (options: { port: number; host: string; dir: string }) => {
      const { createPreviewApp } = await import('../sitegen/preview.js');
      const app = createPreviewApp({ dir: options.dir });
      await new Promise<void>((resolve, reject) => {
        const server = app.listen(options.port, options.host, () => {
          const address = server.address();
          const port = typeof address === 'object' && address ? address.port : options.port;
          process.stdout.write(`Serving ${options.dir} at http://${options.host}:${port}/llms.txt (Ctrl-C to stop)\n`);
        });
        server.on('error', (error: NodeJS.ErrnoException) => reject(new Error(error.code === 'EADDRINUSE' ? `port ${options.port} is already in use` : error.message)));
        server.on('close', resolve);
      });
    });
}

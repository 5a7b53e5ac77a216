// A real SMTP server on 127.0.0.1 for tests: it records every message it accepts, parsed,
// and can refuse chosen attempts with a temporary (451) error.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  /** Messages accepted, in order. */
  messages: ParsedMail[];
  /** Every DATA attempt, accepted or refused. */
  attempts: number;
  close(): Promise<void>;
}

export async function startSmtpServer(options: { refuse?: (attempt: number) => boolean; port?: number } = {}): Promise<TestSmtpServer> {
  const state = { messages: [] as ParsedMail[], attempts: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.attempts += 1;
        if (options.refuse?.(state.attempts)) {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then((parsed) => {
          state.messages.push(parsed);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: state.messages,
    get attempts() {
      return state.attempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

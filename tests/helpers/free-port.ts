// A port for a test to hand to a program it starts, or to prove free afterwards: a port the
// kernel never gives on its own, below its ephemeral range, where listen(0) and every outgoing
// connection of the run's other workers draw theirs from. A port taken from listen(0) and let go
// may be handed out again before the test uses it (EADDRINUSE under three jest workers).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The first port of the kernel's ephemeral range (Linux; IANA's 49152 elsewhere). */
function ephemeralStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 49152;
  } catch {
    return 49152;
  }
}

/** Whether 127.0.0.1:`port` can be listened on now. */
function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port of 127.0.0.1 below the ephemeral range that is free when asked. */
export async function freePort(): Promise<number> {
  const end = ephemeralStart();
  const start = Math.max(1024, end - 20_000);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = start + Math.floor(Math.random() * (end - start));
    if (await listenable(port)) return port;
  }
  throw new Error(`no free port found between ${start} and ${end - 1}`);
}

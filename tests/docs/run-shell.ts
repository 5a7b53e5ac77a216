// Runs a shell example as a reader would paste it: the block's text, unchanged, in bash with the
// real curl. The blocks of one page share their shell variables, as they do in the one terminal
// a reader pastes them into: what a block sets (`INVOICE_ID=$(curl ... | jq -r .id)`) is kept in
// a state file and set again before the next block. A `curl` function in front of the block
// records each answer's status line, headers and body (in numbered files beside the script,
// numbered through a file so that a curl inside `$(...)` counts too) and still prints the body,
// so the example behaves exactly as it does in a terminal.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProcessRun } from '../helpers/run-process.js';
import { runProcess } from '../helpers/run-process.js';
import type { Answer } from './documented-response.js';

export interface ShellRun extends ProcessRun {
  /** Every curl answer, in order. */
  answers: Answer[];
}

const PRELUDE = String.raw`__known=" $(compgen -v | tr '
' ' ') "
__keep() {
  local name
  for name in $(compgen -v); do
    case "$name" in __*) continue ;; esac
    case "$__known" in *" $name "*) continue ;; esac
    declare -p "$name"
  done > "$FOLIO_EXAMPLE_STATE"
}
trap __keep EXIT
if [ -f "$FOLIO_EXAMPLE_STATE" ]; then source "$FOLIO_EXAMPLE_STATE"; fi
set -eo pipefail
curl() {
  local n keep=1 arg
  n=$(( $(cat "$FOLIO_EXAMPLE_ANSWERS/count" 2>/dev/null || echo 0) + 1 ))
  echo "$n" > "$FOLIO_EXAMPLE_ANSWERS/count"
  for arg in "$@"; do case "$arg" in -o|--output|-O|--remote-name) keep=0 ;; esac; done
  local record=(--dump-header "$FOLIO_EXAMPLE_ANSWERS/$n.head")
  if [ "$keep" = 1 ]; then record+=(--output "$FOLIO_EXAMPLE_ANSWERS/$n.body"); fi
  command curl "${'$'}{record[@]}" "$@" || return
  if [ "$keep" = 1 ]; then cat "$FOLIO_EXAMPLE_ANSWERS/$n.body"; fi
}
`;

/**
 * Runs `code` with bash in `cwd`, with `env` added to this process's environment and, given a
 * `state` file, the shell variables that the blocks run before it with that file kept there.
 * It is ended after `timeoutMs`, by default 25 s, under Jest's 30 s for a test: a block that
 * waits on the first document's render thread took 14-15 s on CI's two busy cores.
 */
export async function runShell(code: string, options: { cwd: string; env: Record<string, string>; state?: string; timeoutMs?: number }): Promise<ShellRun> {
  const folder = mkdtempSync(join(options.cwd, 'answers-'));
  const script = join(folder, 'example.sh');
  writeFileSync(script, `${PRELUDE}\n${code}\n`);
  const { status, stdout, stderr } = await runProcess('bash', [script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, FOLIO_EXAMPLE_ANSWERS: folder, FOLIO_EXAMPLE_STATE: options.state ?? join(folder, 'state.sh') },
    timeout: options.timeoutMs ?? 25_000,
  });
  const answers: Answer[] = [];
  for (let n = 1; existsSync(join(folder, `${n}.head`)); n += 1) {
    const body = join(folder, `${n}.body`);
    answers.push({ ...readHead(readFileSync(join(folder, `${n}.head`), 'utf8')), body: existsSync(body) ? withoutHead(readFileSync(body, 'utf8')) : '' });
  }
  return { status, stdout, stderr, answers };
}

/** The body alone, when `curl -i` has put the status line and headers in front of it. */
function withoutHead(output: string): string {
  let rest = output;
  while (/^HTTP\/[\d.]+ \d{3}/.test(rest) && rest.includes('\r\n\r\n')) rest = rest.slice(rest.indexOf('\r\n\r\n') + 4);
  return rest;
}

/** The status and headers of the last response in a header dump (an interim `100 Continue` may come first). */
function readHead(dump: string): Omit<Answer, 'body'> {
  const blocks = dump.replace(/\r/g, '').trim().split(/\n\s*\n/);
  const [statusLine = '', ...lines] = blocks.at(-1)!.split('\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(/^HTTP\/[\d.]+ (\d{3})/.exec(statusLine)?.[1] ?? 0), headers };
}

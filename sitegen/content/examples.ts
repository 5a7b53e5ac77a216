// The fenced code blocks of a content file and what their info string says about them
// (content/spec.md, "Examples that run"): `sh run` and `ts run` blocks are run by the test
// suite, a `json response` or `http response` block is the documented answer of the run
// block before it, and `illustrative REASON` blocks are shown only, for the reason given.
import { parseMarkdown, walk } from './markdown.js';

export type ExampleRole = 'run' | 'response' | 'illustrative';

export interface Example {
  /** 1-based place of the opening fence in the file. */
  line: number;
  column: number;
  /** The 1-based file line of the block's first line of code. */
  codeLine: number;
  lang: string;
  /** Undefined when the info string has no known marker. */
  role?: ExampleRole;
  /** Why an illustrative block is not run. */
  reason?: string;
  /** `key=value` words after `run` or `response`; a bare word has the value ''. */
  options: Readonly<Record<string, string>>;
  code: string;
}

const ROLES: readonly string[] = ['run', 'response', 'illustrative'];

/** Every code block of a Markdown file (front matter included in the line count), in document order. */
export function examplesOf(file: string): Example[] {
  const examples: Example[] = [];
  walk(parseMarkdown(file), (node) => {
    if (node.type !== 'code') return;
    const start = node.position!.start;
    const [word = '', ...rest] = (node.meta ?? '').trim().split(/\s+/).filter(Boolean);
    const role = ROLES.includes(word) ? (word as ExampleRole) : undefined;
    const options: Record<string, string> = {};
    if (role === 'run' || role === 'response') {
      for (const option of rest) {
        const [key, ...value] = option.split('=');
        options[key!] = value.join('=');
      }
    }
    examples.push({
      line: start.line,
      column: start.column,
      codeLine: start.line + 1,
      lang: node.lang ?? '',
      role,
      reason: role === 'illustrative' ? rest.join(' ') || undefined : undefined,
      options,
      code: node.value,
    });
  });
  return examples;
}

// The command-line page is generated from the `folio` program itself (cli/program.ts): every
// leaf command has a section, each section says what the real `folio CMD --help` prints, and a
// `cli` directive that names no command is a build error at its place.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Command, Option } from 'commander';
import type { Code, Nodes, Paragraph, RootContent, Table } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toString } from 'mdast-util-to-string';
import { gfmTable } from 'micromark-extension-gfm-table';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';
import { allCommands, cliReference, commandWords, folioReferenceSources } from '../../reference/index.js';
import { buildFiles, ContentErrors } from '../../sitegen/index.js';
import { parseMarkdown, walk } from '../../sitegen/content/index.js';
import { runFolio } from '../helpers/run-folio.js';
import { FIXTURE_CONTENT, fixtureOptions, ROOT, tempDir } from '../sitegen/helpers.js';

/** What a command's help says: usage line, description, and [term, description] items by list. */
interface Reference {
  usage?: string;
  description?: string;
  lists: Record<string, Array<[string, string]>>;
}

/** The real `folio WORDS --help`, run from the sources as a user runs the command. */
async function realHelp(words: string): Promise<string> {
  const { status, stdout, stderr } = await runFolio([...words.split(' '), '--help']);
  if (status !== 0) throw new Error(`folio ${words} --help exited with ${status}: ${stderr}`);
  return stdout;
}

/** Commander's help text read back: wrapped lines joined, items split into term and description. */
function readHelp(text: string): Reference {
  const [usageLine, ...rest] = text.trimEnd().split('\n');
  const reference: Reference = { usage: usageLine.replace(/^Usage: /, ''), lists: {} };
  const description: string[] = [];
  let items: Array<[string, string]> | undefined;
  for (const line of rest) {
    const heading = /^(\w+):$/.exec(line);
    const item = /^ {2}(\S.*?)(?: {2,}(.*))?$/.exec(line);
    if (heading) reference.lists[heading[1]] = items = [];
    else if (items && /^ {3,}\S/.test(line)) items[items.length - 1][1] += ` ${line.trim()}`;
    else if (items && item) items.push([item[1], item[2] ?? '']);
    else if (!items && line !== '') description.push(line);
  }
  reference.description = description.join(' ') || undefined;
  return reference;
}

/**
 * The generated reference in `nodes` as a reader sees it: the paragraph before the usage
 * block, the usage line, and the rows of the tables right after it, by their first header
 * ('Options', ...). Raw HTML counts for nothing, as it shows nothing.
 */
function readReference(nodes: readonly RootContent[]): Reference {
  const text = (node: Nodes): string => toString(node, { includeHtml: false });
  const at = nodes.findIndex((n) => n.type === 'code' && (n.meta ?? '').startsWith('illustrative usage synopsis'));
  const before = nodes[at - 1];
  const reference: Reference = { usage: (nodes[at] as Code | undefined)?.value, description: before?.type === 'paragraph' ? text(before as Paragraph) : undefined, lists: {} };
  for (let i = at + 1; nodes[i]?.type === 'table'; i++) {
    const table = nodes[i] as Table;
    const [header, ...rows] = table.children;
    reference.lists[`${text(header.children[0])}s`] = rows.map((row) => [text(row.children[0]), text(row.children[1])]);
  }
  return reference;
}

/**
 * A served page as its readers parse it: CommonMark with GitHub tables, as in the spec's
 * web-page estimate. The site's own directives are not Markdown to them, so `user:password`
 * in a description must read as written, not as a `:password` directive.
 */
function readerNodes(markdown: string): RootContent[] {
  return fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] }).children;
}

/** The top-level nodes of each second-level section of a served page, by heading text. */
function sections(markdown: string): Map<string, RootContent[]> {
  const found = new Map<string, RootContent[]>();
  let current: RootContent[] = [];
  for (const node of readerNodes(markdown)) {
    if (node.type === 'heading' && node.depth === 2) found.set(toString(node), (current = []));
    else current.push(node);
  }
  return found;
}

const program = folioProgram();
const leaves = allCommands(program).filter((c) => c.commands.length === 0).map(commandWords);

describe('the command-line page', () => {
  let page: Map<string, RootContent[]>;
  let served: string;
  let helps: Map<string, Reference>;
  beforeAll(async () => {
    const [{ files }, texts] = await Promise.all([
      buildFiles({ root: ROOT, outDir: '/nonexistent/never-written', generated: folioReferenceSources(folioProgram(), folioSettings) }),
      Promise.all(leaves.map(realHelp)),
    ]);
    served = files.get('docs/command-line.md')!.body;
    page = sections(served);
    helps = new Map(leaves.map((words, i) => [words, readHelp(texts[i])]));
  }, 60_000);

  test('shows a web or e-mail address of a help string as code, a value, not as a link to follow', () => {
    const links: string[] = [];
    const codes: string[] = [];
    walk(parseMarkdown(served), (node) => {
      if (node.type === 'link') links.push(node.url);
      if (node.type === 'inlineCode') codes.push(node.value);
    });
    expect(links.filter((url) => /^(https?|mailto):/.test(url))).toEqual([]);
    expect(codes).toEqual(expect.arrayContaining(['https://docs.folio.example', 'invoices@folio.example']));
  });

  test.each(leaves)('shows for folio %s the description, usage line, arguments and options that its --help prints', (words) => {
    const help = helps.get(words)!;
    expect(help.usage).toMatch(new RegExp(`^folio ${words} `));
    // Every command takes -h, --help; the page says so once instead of in every table.
    const { Options = [], ...others } = help.lists;
    const options = Options.filter(([term]) => term !== '-h, --help');
    const shown = { ...help, lists: { ...others, ...(options.length > 0 && { Options: options }) } };
    expect(readReference(page.get(`folio ${words}`) ?? [])).toEqual(shown);
  });

  test('has a section made by a cli directive for every leaf command of folio, and for nothing else', async () => {
    const nodes = parseMarkdown(await readFile(path.join(ROOT, 'content/command-line.md'), 'utf8')).children;
    const isCommand = (node: RootContent): node is LeafDirective => node.type === 'leafDirective' && node.attributes?.source === 'cli' && Boolean(node.attributes.command);
    // Each directive, with what comes right before it: the heading named after its command.
    const directives = nodes.flatMap((node, i) => {
      if (!isCommand(node)) return [];
      const before = nodes[i - 1];
      return [{ command: node.attributes!.command!, before: before?.type === 'heading' ? `${'#'.repeat(before.depth)} ${toString(before)}` : before?.type }];
    });
    expect(directives.map((d) => d.command).sort()).toEqual([...leaves].sort());
    // So that the anchors other pages link to (#folio-keys-create) stay where they are.
    for (const { command, before } of directives) expect({ command, before }).toEqual({ command, before: `## folio ${command}` });
  });
});

describe('the cli source', () => {
  const demo = new Command('demo').description('A demo program.');
  demo.command('pick')
    .description('Pick <one> item.')
    .argument('[items...]', 'the items, a|b or *c*', ['a'])
    .addOption(new Option('--mode <a|b>', 'how to pick: _first_ or [last]').choices(['a|b', 'c']).default('c').env('DEMO_MODE'));
  const generate = cliReference(demo);

  test('writes descriptions and terms so that they read exactly as the help strings, whatever markup they hold', () => {
    const pick = demo.commands[0];
    const help = pick.createHelp();
    const [option, argument] = [pick.options[0], pick.registeredArguments[0]];
    expect(readReference(readerNodes(generate({ command: 'pick' })))).toEqual({
      description: 'Pick <one> item.',
      usage: 'demo pick [options] [items...]',
      lists: {
        Arguments: [['items', help.argumentDescription(argument)]],
        Options: [['--mode <a|b>', help.optionDescription(option)]],
      },
    });
    expect(help.optionDescription(option)).toBe('how to pick: _first_ or [last] (choices: "a|b", "c", default: "c", env: DEMO_MODE)');
  });

  test('describes the program itself, its help option and its commands, when no command is named', () => {
    expect(readReference(readerNodes(generate({}))).lists).toEqual({
      Options: [['-h, --help', 'display help for command']],
      Commands: [['pick [options] [items...]', 'Pick <one> item.'], ['help [command]', 'display help for command']],
    });
  });
});

describe('a cli directive', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await tempDir();
  });
  afterEach(async () => rm(tmp, { recursive: true, force: true }));

  const commands = allCommands(program).slice(1).map(commandWords).join(', ');
  test.each<[string, { directive: string; want: string }]>([
    ['names a command folio does not have', { directive: '::generated{source="cli" command="keys rotate"}', want: `folio has no command 'keys rotate'; commands: ${commands}` }],
    ['has an attribute other than command', { directive: '::generated{source="cli" comand="serve"}', want: 'source="cli" takes command="..." (optional), not comand' }],
  ])('that %s fails the build at its line and column', async (_, { directive, want }) => {
    const content = path.join(tmp, 'content');
    await cp(FIXTURE_CONTENT, content, { recursive: true });
    await writeFile(path.join(content, 'commands.md'), `---\ntitle: Commands\ndescription: The commands.\norder: 9\n---\n\n## Serve\n\n${directive}\n`);
    const error = await buildFiles(fixtureOptions(path.join(tmp, 'dist'), { contentDir: content, root: tmp, generated: folioReferenceSources(folioProgram(), folioSettings) })).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).problems.map(String)).toEqual([`content/commands.md:9:1: ${want}`]);
  });
});

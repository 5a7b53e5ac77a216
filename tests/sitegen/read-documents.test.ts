// Reading many documents in worker threads gives what reading them here gives: the same
// documents in the same order, trees whose headings are still headingAnchors' keys, the same
// problems at the same places, and generated text expanded (read here, since its sources are
// functions).
import type { Nodes } from 'mdast';
import { Problems, readDocuments, walk } from '../../sitegen/content/index.js';
import type { ContentDocument } from '../../sitegen/content/index.js';

const page = (i: number, body: string) => ({
  file: `content/page-${i}.md`,
  raw: `---\ntitle: Page ${i}\ndescription: Page ${i} of the test.\norder: ${i}\n---\n${body}`,
  kind: 'page' as const,
  baseUrl: 'https://docs.folio.example',
  generated: { count: () => 'There are **42** things.' },
});

const inputs = [
  ...Array.from({ length: 90 }, (_, i) => page(i, `Lead ${i}.\n\n## Part ${i}\n\nSee [the next page](/docs/page-${i + 1}#part-${i + 1}).\n\n## Part ${i}\n\n| a | b |\n|---|---|\n| ${i} | x |\n`)),
  page(90, 'Lead.\n\n## ???\n\nA heading with no text above.\n'),
  page(91, 'Lead.\n\n::generated{source="count"}\n\n::generated{source="missing"}\n'),
];

async function read(workersFrom: number): Promise<{ documents: ContentDocument[]; problems: string[] }> {
  const problems = new Problems();
  const documents = await readDocuments(inputs, problems, workersFrom);
  return { documents, problems: problems.list.map(String).sort() };
}

test('workers read the documents as this thread does, in the same order, with the same problems', async () => {
  const here = await read(Infinity);
  const workers = await read(1);
  expect(workers.documents.map((d) => d.file)).toEqual(inputs.map((i) => i.file));
  expect(workers.documents).toEqual(here.documents);
  expect(workers.problems).toEqual(here.problems);
  expect(here.problems).toEqual([
    'content/page-91.md:10:1: ::generated needs source="NAME", one of: count',
    'content/page-90.md:8:1: heading has no text to make an anchor from',
  ].sort());
  expect(workers.documents[91]!.markdown).toContain('There are **42** things.');
});

test("a tree read in a worker keeps its nodes' identity: every key of headingAnchors is a heading of the tree", async () => {
  const { documents } = await read(1);
  for (const document of documents) {
    const nodes = new Set<Nodes>();
    walk(document.tree, (node) => { nodes.add(node); });
    expect([...document.headingAnchors.keys()].every((heading) => nodes.has(heading))).toBe(true);
  }
  expect([...documents[3]!.headingAnchors.values()]).toEqual(['part-3', 'part-3-1']);
});

test('the compiled build (npm run compile) starts its JavaScript worker and reads the same documents', async () => {
  const compiled = (await import('../../build/sitegen/content/read-documents.js')) as { readDocuments: typeof readDocuments };
  const problems = new Problems();
  const documents = await compiled.readDocuments(inputs, problems, 1);
  expect(documents).toEqual((await read(Infinity)).documents);
  expect(problems.list).toHaveLength(2);
});

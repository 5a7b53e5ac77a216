// The words of Markdown nodes with the syntax removed, for search records: block contents
// are separated by spaces, HTML and link definitions are left out, code keeps its text.
import type { Nodes } from 'mdast';

const SKIPPED = new Set(['html', 'definition', 'thematicBreak', 'yaml']);
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'link', 'linkReference', 'image', 'imageReference', 'footnoteReference', 'textDirective', 'break']);

/** The text of `nodes` on one line; text directives (`:name` in prose) stay as written. */
export function plainText(nodes: readonly Nodes[], source: string): string {
  const parts: string[] = [];
  const add = (node: Nodes): void => {
    if (SKIPPED.has(node.type)) return;
    const block = !PHRASING.has(node.type);
    if (block) parts.push(' ');
    if (node.type === 'textDirective') parts.push(source.slice(node.position!.start.offset!, node.position!.end.offset!));
    else if (node.type === 'image' || node.type === 'imageReference') parts.push(node.alt ?? '');
    else if (node.type === 'break') parts.push(' ');
    else if ('value' in node) parts.push(node.value);
    else if ('children' in node) for (const child of node.children) add(child);
    if (block) parts.push(' ');
  };
  for (const node of nodes) add(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

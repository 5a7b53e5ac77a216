// Text written from a Markdown tree, kept by the tree: a contract's description is one tree
// shared by every page that shows it (a schema's fields recur on many operation pages), so
// the writers write it once for each set of circumstances that changes the result.
import type { Root } from 'mdast';

/**
 * A store of what was written for each tree under a key naming what else the text depends
 * on. A tree belongs to one build and is never changed, and a build's slugs and twins stay the
 * same throughout, so the key need only name the rest (the source, the depth or folder of the page).
 */
export function treeMemo(): (tree: Root, key: string, write: () => string) => string {
  const written = new WeakMap<Root, Map<string, string>>();
  return (tree, key, write) => {
    let byKey = written.get(tree);
    if (!byKey) written.set(tree, (byKey = new Map()));
    let text = byKey.get(key);
    if (text === undefined) byKey.set(key, (text = write()));
    return text;
  };
}

/*
 * Headings inside member and editor markdown sit below the page's own h1, and screen-reader users move by
 * level, so levels must not skip (WCAG 1.3.1, axe `heading-order`). Writers start at '#' or at '##' and
 * sometimes jump ('##' then '####'): this remark step renumbers them so the shallowest level is 1 and each
 * heading is at most one level deeper than the one before. The renderer then shows depth 1 as h2.
 */

interface MdNode {
  type: string;
  depth?: number;
  children?: MdNode[];
}

function headings(node: MdNode, found: MdNode[] = []): MdNode[] {
  if (node.type === 'heading') found.push(node);
  for (const child of node.children ?? []) headings(child, found);
  return found;
}

export function normaliseHeadingDepths(tree: MdNode): void {
  const all = headings(tree);
  if (all.length === 0) return;
  const top = Math.min(...all.map((h) => h.depth ?? 1));
  let previous = 0;
  for (const heading of all) {
    const depth = Math.min((heading.depth ?? 1) - top + 1, previous + 1);
    heading.depth = depth;
    previous = depth;
  }
}

/** The remark plugin: `remarkPlugins={[remarkGfm, remarkHeadingLevels]}`. */
export function remarkHeadingLevels() {
  return (tree: MdNode) => normaliseHeadingDepths(tree);
}

import { normaliseHeadingDepths, type HeadingTreeNode } from '@oyundev/domain';

/*
 * Headings inside member and editor markdown sit below the page's own h1: this remark step renumbers them
 * (domain normaliseHeadingDepths) so levels never skip; the renderer then shows depth 1 as h2.
 */
export function remarkHeadingLevels() {
  return (tree: HeadingTreeNode) => normaliseHeadingDepths(tree);
}

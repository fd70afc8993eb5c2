import { profilePath, splitMentions } from '@oyundev/domain';

/*
 * @mentions in member markdown become links to the member's profile (domain `splitMentions`): only plain text
 * runs are read — code and existing links keep their @ as written. Whether the member exists is the profile
 * page's business ('Kullanıcı bulunamadı'); the cms notifies only real members.
 */
type MdNode = { type: string; value?: string; url?: string; children?: MdNode[] };

function linkMentions(node: MdNode) {
  if (!node.children || node.type === 'link' || node.type === 'linkReference') return;
  node.children = node.children.flatMap((child) => {
    if (child.type !== 'text' || !child.value?.includes('@')) {
      linkMentions(child);
      return [child];
    }
    return splitMentions(child.value).map((part) =>
      'mention' in part
        ? { type: 'link', url: profilePath(part.mention), children: [{ type: 'text', value: `@${part.mention}` }] }
        : { type: 'text', value: part.text },
    );
  });
}

export function remarkMentions() {
  return (tree: MdNode) => linkMentions(tree);
}

import type { SearchAnswer, SearchHit, SearchUser } from '@oyundev/domain';
import { resultHref } from './links';

// The header search's options, apart from the list that shows them (./SearchSuggestions.tsx, loaded with the
// box's first focus): the box reckons them for its keyboard handling.

export type Suggestion = { key: string; href: string; item: SearchHit | SearchUser | null };

/** The options of the header's list, in order: each type's results, then 'all results'. */
export function suggestionsOf(answer: SearchAnswer | undefined, allHref: string): Suggestion[] {
  const items: Array<SearchHit | SearchUser> = [
    ...(answer?.groups.forum?.items ?? []),
    ...(answer?.groups.blog?.items ?? []),
    ...(answer?.groups.users?.items ?? []),
  ];
  return [
    ...items.map((item) => ({ key: `${item.type}-${item.id}`, href: resultHref(item), item })),
    { key: 'all', href: allHref, item: null },
  ];
}

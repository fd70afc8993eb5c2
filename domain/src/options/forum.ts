import { msg } from '../messages';
import { type Option, type Values } from './shared';

// ── Forum ──────────────────────────────────────────────────────────────────

export const FORUM_CATEGORY_GROUPS = [
  { value: 'oyun-motorlari', label: msg('forum.categoryGroup.oyun-motorlari') },
  { value: 'sanat-tasarim', label: msg('forum.categoryGroup.sanat-tasarim') },
  { value: 'programlama', label: msg('forum.categoryGroup.programlama') },
  { value: 'genel', label: msg('forum.categoryGroup.genel') },
  { value: 'premium', label: msg('forum.categoryGroup.premium') },
  { value: 'platform-specific', label: msg('forum.categoryGroup.platform-specific') },
  { value: 'technical-advanced', label: msg('forum.categoryGroup.technical-advanced') },
  { value: 'business', label: msg('forum.categoryGroup.business') },
] as const satisfies readonly Option[];
export type ForumCategoryGroup = Values<typeof FORUM_CATEGORY_GROUPS>;

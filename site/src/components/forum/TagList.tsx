import { Link } from 'gatsby';
import { t } from '../../i18n';

export function tagHref(tag: string): string {
  return `/forum?tag=${encodeURIComponent(tag)}`;
}

/** Tags linking to the forum filtered by tag; with `limit`, the rest collapse into '+N daha'. */
export function TagList({ tags, limit }: { tags: string[]; limit?: number }) {
  if (!tags.length) return null;
  const shown = limit ? tags.slice(0, limit) : tags;
  const hidden = tags.length - shown.length;
  return (
    <ul className="tag-list" aria-label={t('forum.topic.tags')}>
      {shown.map((tag) => (
        <li key={tag}>
          <Link to={tagHref(tag)} className="tag">
            #{tag}
          </Link>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <span className="tag">{t('forum.tags.more', { n: hidden })}</span>
        </li>
      )}
    </ul>
  );
}

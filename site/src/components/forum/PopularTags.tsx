import { Link } from 'gatsby';
import { POPULAR_TAGS } from '@oyundev/domain';
import { tagHref } from './TagList';
import { t } from '../../i18n';

/** The fixed popular tags (spec forum §2), each linking to /forum?tag=… */
export function PopularTags({ current }: { current?: string }) {
  return (
    <section className="card card-pad" aria-labelledby="popular-tags">
      <h2 id="popular-tags" className="section-title">
        {t('forum.popularTags')}
      </h2>
      <ul className="tag-list">
        {POPULAR_TAGS.map((tag) => (
          <li key={tag}>
            <Link to={tagHref(tag)} className="tag" aria-current={current === tag ? 'page' : undefined}>
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

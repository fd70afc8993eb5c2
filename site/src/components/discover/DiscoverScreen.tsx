import { useEffect, useMemo, useRef } from 'react';
import { useId } from '../../ids';
import { Link, navigate } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import {
  DISCOVERY_SORTS,
  DISCOVERY_TYPES,
  discoveryDefaults,
  discoverySearchString,
  hasDiscoveryParams,
  parseDiscoveryParams,
  type DiscoveryQuery,
} from '@oyundev/domain';
import { discoveryQuery } from '../../api-client/discover';
import { useQueryParams } from '../../hooks/useQueryParams';
import { useHydrated } from '../../hooks/useHydrated';
import { useViewer } from '../forum/useViewer';
import { PageIntro } from '../common/PageIntro';
import { EmptyState } from '../common/EmptyState';
import { LoadError } from '../common/LoadError';
import { Pager } from '../common/Pager';
import { InlineLoading } from '../shell/LoadingOverlay';
import { DiscoverFilters } from './DiscoverFilters';
import { DiscoveryCard } from './DiscoveryCard';
import { t } from '../../i18n';
import * as styles from './Discover.module.css';

const href = (query: DiscoveryQuery) => `/discover${discoverySearchString(query)}`;
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * /discover?type=&sort=&engine=&level=&category=&page= — topics and posts by engine, level and category. The
 * URL is the state: shareable, and a reload shows the same view. A member who opens /discover with no
 * parameters starts from their onboarding choices (engines, interests, experience), written into the URL.
 */
export function DiscoverScreen({ search }: { search: string }) {
  const hydrated = useHydrated();
  const params = useQueryParams(search);
  const query = useMemo(() => parseDiscoveryParams(params), [params.toString()]); // eslint-disable-line react-hooks/exhaustive-deps
  const { viewer, user, ready } = useViewer();
  const explicit = hasDiscoveryParams(params);
  const defaults = useMemo(() => (user ? discoveryDefaults({ ...user, experience: user.skillLevel }) : null), [user]);
  const personal = Boolean(defaults && defaults.engines.length + defaults.categories.length + defaults.levels.length > 0);

  // No parameters: a member's defaults go into the URL (replacing this entry, so Back does not loop).
  const waitingForDefaults = hydrated && !explicit && (!ready || personal);
  useEffect(() => {
    if (hydrated && ready && !explicit && personal && defaults) void navigate(href(defaults), { replace: true });
  }, [hydrated, ready, explicit, personal, defaults]);

  const results = useQuery({ ...discoveryQuery(query, viewer), enabled: hydrated && ready && !waitingForDefaults });
  // From the last address asked for, not from this render's: a second choice made before the first one's
  // navigation has landed (a level, then at once the sort) must not drop the first. Gatsby changes the address only
  // once the page's data has loaded, so window.location can still be the one before both.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === search) asked.current = null;
  }, [search]);
  const change = (changes: Partial<DiscoveryQuery>) => {
    const to = href({ ...parseDiscoveryParams(new URLSearchParams(asked.current ?? window.location.search)), ...changes, page: 1 });
    asked.current = to.includes('?') ? to.slice(to.indexOf('?')) : '';
    void navigate(to);
  };
  const sortId = useId();
  const personalised =
    personal &&
    defaults &&
    sameList(query.engines, defaults.engines) &&
    sameList(query.categories, defaults.categories) &&
    sameList(query.levels, defaults.levels);

  return (
    <div className="container page">
      <PageIntro title={t('discover.title')} lead={t('discover.lead')} />
      <nav className={styles.tabs} aria-label={t('discover.filter.type')}>
        {DISCOVERY_TYPES.map((type) => (
          <Link
            key={type}
            to={href({ ...query, type, page: 1 })}
            className={styles.tab}
            aria-current={query.type === type ? 'page' : undefined}
          >
            {t(`discover.type.${type}`)}
          </Link>
        ))}
      </nav>
      <div className={styles.layout}>
        <DiscoverFilters query={query} onChange={change} />
        <section aria-labelledby={`${sortId}-results`}>
          <h2 id={`${sortId}-results`} className="visually-hidden">
            {t('discover.title')}
          </h2>
          <div className={styles.toolbar}>
            <p className={styles.count} role="status">
              {results.data ? t('discover.count', { count: results.data.meta.pagination.total }) : ''}
            </p>
            <div className="field" style={{ margin: 0 }}>
              <label htmlFor={`${sortId}-sort`} className="visually-hidden">
                {t('discover.filter.sort')}
              </label>
              <select
                id={`${sortId}-sort`}
                className="input"
                value={query.sort}
                onChange={(e) => change({ sort: e.target.value as DiscoveryQuery['sort'] })}
              >
                {DISCOVERY_SORTS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {personalised && <p className={`alert ${styles.notice}`}>{t('discover.personalized')}</p>}
          {results.isError ? (
            <LoadError message={t('discover.loadFailed')} onRetry={() => void results.refetch()} retrying={results.isFetching} />
          ) : !results.data ? (
            <InlineLoading />
          ) : results.data.data.length === 0 ? (
            <EmptyState icon="compass" title={t('discover.empty.title')} body={t('discover.empty.body')} role="status" />
          ) : (
            <>
              <ul className={styles.list} aria-busy={results.isFetching || undefined}>
                {results.data.data.map((item) => (
                  <li key={`${item.type}-${item.id}`}>
                    <DiscoveryCard item={item} />
                  </li>
                ))}
              </ul>
              <Pager
                page={query.page}
                pageCount={results.data.meta.pagination.pageCount}
                hrefFor={(page) => href({ ...query, page })}
                variant="window"
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

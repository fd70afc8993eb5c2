import React, { useState } from 'react';
import { navigate } from 'gatsby';
import { Icon } from '../common/Icon';
import { withQuery } from '../../hooks/useQueryParams';
import { t } from '../../i18n';
import * as styles from './BlogHome.module.css';

/**
 * The blog's hero with its search: a real GET form to /arama?q=…&type=blog, so it works before (and without)
 * JavaScript; with it, the site navigates in place.
 */
export function BlogHero({ title, lead, actions }: { title: string; lead: string; actions?: React.ReactNode }) {
  const [q, setQ] = useState('');
  const submit = (event: React.FormEvent) => {
    const term = q.trim();
    event.preventDefault();
    if (term) void navigate(withQuery('/arama', { q: term, type: 'blog' }));
  };
  return (
    <section className={styles.hero}>
      <div className={styles.heroText}>
        <h1>{title}</h1>
        <p>{lead}</p>
        {actions}
      </div>
      <form className={styles.search} role="search" aria-label={t('blog.searchPlaceholder')} action="/arama" method="get" onSubmit={submit}>
        <label htmlFor="blog-search" className="visually-hidden">
          {t('blog.searchPlaceholder')}
        </label>
        <input
          id="blog-search"
          name="q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('blog.searchPlaceholder')}
          required
          className={styles.searchInput}
        />
        <input type="hidden" name="type" value="blog" />
        <button type="submit" className="btn btn-primary">
          <Icon name="search" size={16} />
          {t('blogHome.searchSubmit')}
        </button>
      </form>
    </section>
  );
}

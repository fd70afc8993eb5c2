import { type HeadProps, type PageProps } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { pageDetailQuery } from '../api-client/pages';
import { Seo } from '../components/shell/Seo';
import { PageIntro } from '../components/common/PageIntro';
import { StaticMarkdown } from '../components/common/StaticMarkdown';
import type { GenericPageContext } from './contexts';
import { withoutRepeatedTitle } from '@oyundev/domain';
import { t, tMaybe } from '../i18n';
import * as styles from './generic-page.module.css';

/** Title for a route of the route table whose page the editors have not written yet. */
const fallbackTitle = (slug: string) => tMaybe(`page.title.${slug}`) ?? slug;

/** The one generic page (hakkimizda, iletisim, kurallar, …): editor-written markdown from /api/pages. */
export default function GenericPageTemplate({ pageContext }: PageProps<object, GenericPageContext>) {
  const live = useQuery({ ...pageDetailQuery(pageContext.slug), initialData: pageContext.page ?? undefined, retry: false });
  const page = live.data ?? pageContext.page;
  const title = page?.title ?? fallbackTitle(pageContext.slug);
  return (
    <div className="container page">
      <article className={styles.article}>
        <PageIntro title={title} />
        {page?.body ? (
          <StaticMarkdown>{withoutRepeatedTitle(page.body, title)}</StaticMarkdown>
        ) : (
          <p className="muted">{t('genericPage.body')}</p>
        )}
      </article>
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, GenericPageContext>) {
  const page = pageContext.page;
  return (
    <Seo
      title={page?.title ?? fallbackTitle(pageContext.slug)}
      description={page?.seoDescription || page?.body}
      pathname={location.pathname}
    />
  );
}

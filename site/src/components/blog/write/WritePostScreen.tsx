import { useEffect, useRef, useState } from 'react';
import { useId } from '../../../ids';
import { Link, navigate } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import toast from '../../shell/toast';
import { BLOG_SUBTITLE_MAX, CONTENT_MAX, blogDraftSchema, isEditableBlogStatus, validate, type MyBlogPost } from '@oyundev/domain';
import { RequireAuth } from '../../account/RequireAuth';
import { blogCategoriesQuery } from '../../../api-client/blog';
import { myBlogPostQuery, useSaveBlogPost, type UploadedImage } from '../../../api-client/blog-writing';
import { useViewer } from '../../forum/useViewer';
import { PageIntro } from '../../common/PageIntro';
import { Icon } from '../../common/Icon';
import { FormError } from '../../common/FormError';
import { LoadError } from '../../common/LoadError';
import { MarkdownEditor } from '../../forum/MarkdownEditor';
import { TagInput } from '../../forum/TagInput';
import { FacetSelects } from '../../discover/FacetSelects';
import { writeErrorMessage } from '../../forum/writeErrorMessage';
import { InlineLoading } from '../../shell/LoadingOverlay';
import { CoverUpload } from './CoverUpload';
import { MyBlogPosts } from './MyBlogPosts';
import { t } from '../../../i18n';
import * as styles from './WritePost.module.css';
import { withFieldError } from '../../../forms/field-errors';

/**
 * /blog/yazi-yaz (member writing, issue 11): a new post, or with ?id=N an own draft or rejected post. Saved
 * as a draft or sent for review; an editor publishes it. Below the form, the member's posts and their status.
 */
export function WritePostScreen({ search }: { search: string }) {
  const id = Number(new URLSearchParams(search).get('id')) || 0;
  return (
    <RequireAuth requireEmailVerified>
      <div className="container page">
        <PageIntro
          title={id ? t('blog.write.editTitle') : t('blog.write.title')}
          lead={t('blog.write.lead')}
          actions={
            <Link to="/blog" className="btn btn-ghost">
              <Icon name="chevronLeft" size={16} />
              {t('blog.back')}
            </Link>
          }
        />
        {id ? <EditPost id={id} /> : <PostForm key="new" />}
        <MyBlogPosts />
      </div>
    </RequireAuth>
  );
}

function EditPost({ id }: { id: number }) {
  const { viewer } = useViewer();
  const post = useQuery({ ...myBlogPostQuery(viewer, id), enabled: viewer > 0 });
  if (post.isError)
    return (
      <LoadError message={post.error.message || t('blog.loadFailed')} onRetry={() => void post.refetch()} retrying={post.isFetching} />
    );
  if (!post.data) return <InlineLoading />;
  if (!isEditableBlogStatus(post.data.status)) return <p className="alert">{t('blog.write.reviewNote')}</p>;
  return <PostForm key={id} post={post.data} />;
}

interface Draft {
  title: string;
  subtitle: string;
  category: string;
  tags: string[];
  tagText: string;
  content: string;
  gameEngine: string;
  skillLevel: string;
  cover: UploadedImage | null;
}

const draftOf = (post?: MyBlogPost): Draft => ({
  title: post?.title ?? '',
  subtitle: post?.subtitle ?? '',
  category: post?.category ?? '',
  tags: post?.tags ?? [],
  tagText: '',
  content: post?.content ?? '',
  gameEngine: post?.gameEngine ?? '',
  skillLevel: post?.skillLevel ?? '',
  cover: post?.coverImage ?? null,
});

function PostForm({ post }: { post?: MyBlogPost }) {
  const id = useId();
  const { viewer } = useViewer();
  const categories = useQuery(blogCategoriesQuery());
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setDraft(draftOf(post)), [post]);

  const update = (changes: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    const cleared = Object.keys(changes).filter((key) => errors[key]);
    if (cleared.length) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !cleared.includes(key))));
  };

  const save = useSaveBlogPost(viewer, {
    onSuccess: (answer, input) => {
      toast.success(answer.message);
      if (input.submit) void navigate('/blog/yazi-yaz');
      else if (!input.id) void navigate(`/blog/yazi-yaz?id=${answer.data.id}`, { replace: true });
    },
    onError: (error) => {
      if (error.fields) setErrors(error.fields);
      toast.error(writeErrorMessage(error, t('blog.write.saveFailed'), t('blog.write.saveFailed')));
    },
  });

  const send = (submit: boolean) => {
    if (save.isPending) return;
    const tags = draft.tagText.trim() ? [...draft.tags, draft.tagText] : draft.tags;
    const checked = validate(blogDraftSchema, {
      title: draft.title,
      subtitle: draft.subtitle,
      category: draft.category,
      tags,
      content: draft.content,
      gameEngine: draft.gameEngine,
      skillLevel: draft.skillLevel,
      coverImageId: draft.cover?.id ?? null,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.title) titleRef.current?.focus();
      else if (checked.errors.content) contentRef.current?.focus();
      return;
    }
    setErrors({});
    save.mutate({ id: post?.id, data: checked.data, submit });
  };

  const field = (key: 'title' | 'subtitle', label: string, max: number, ref?: React.Ref<HTMLInputElement>) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        ref={ref}
        id={`${id}-${key}`}
        className="input"
        value={draft[key]}
        maxLength={max}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => update({ [key]: e.target.value })}
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="field-error" role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={`card card-pad ${styles.form}`}
      onSubmit={(e) => {
        e.preventDefault();
        send(true);
      }}
      noValidate
      aria-busy={save.isPending || undefined}
    >
      {post?.status === 'rejected' && <p className="alert">{t('blog.write.status.rejected')}</p>}
      {field('title', t('blog.write.fieldTitle'), 200, titleRef)}
      {field('subtitle', t('blog.write.fieldSubtitle'), BLOG_SUBTITLE_MAX)}
      <div className="field">
        <label htmlFor={`${id}-category`}>{t('blog.write.fieldCategory')}</label>
        <select
          id={`${id}-category`}
          className="input"
          value={draft.category}
          disabled={!categories.data}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
          onChange={(e) => update({ category: e.target.value })}
        >
          <option value="">{categories.data ? t('blog.write.chooseCategory') : t('common.loading')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.category && (
          <p id={`${id}-category-error`} className="field-error" role="alert">
            {errors.category}
          </p>
        )}
      </div>
      <CoverUpload value={draft.cover} onChange={(cover) => update({ cover })} error={errors.coverImageId} />
      <MarkdownEditor
        label={t('blog.write.fieldContent')}
        mode="split"
        value={draft.content}
        onChange={(content) => update({ content })}
        error={errors.content}
        textareaRef={contentRef}
        maxLength={CONTENT_MAX}
        rows={16}
      />
      <FacetSelects value={draft} onChange={update} errors={errors} />
      <TagInput
        label={t('blog.write.fieldTags')}
        tags={draft.tags}
        onChange={(tags) => update({ tags })}
        text={draft.tagText}
        onTextChange={(tagText) => update({ tagText })}
        error={errors.tags}
        onError={(message) => setErrors((e) => withFieldError(e, 'tags', message))}
      />
      <FormError message={errors._form} />
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" disabled={save.isPending} onClick={() => send(false)}>
          <Icon name="bookmark" size={16} />
          {t('blog.write.saveDraft')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          <Icon name="check" size={16} />
          {t('blog.write.submit')}
        </button>
      </div>
    </form>
  );
}

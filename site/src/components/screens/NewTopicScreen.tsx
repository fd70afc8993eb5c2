import { useEffect, useMemo, useRef, useState } from 'react';
import { useId } from '../../ids';
import { Link, navigate } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import toast from '../shell/toast';
import { useAuth } from '../../auth/AuthProvider';
import { RequireAuth } from '../account/RequireAuth';
import { categoryListQuery } from '../../api-client/categories';
import { useCreateTopic } from '../../api-client/topics';
import type { Me } from '../../api-client/types';
import { PageIntro } from '../common/PageIntro';
import { Icon } from '../common/Icon';
import { LoadError } from '../common/LoadError';
import { MarkdownEditor } from '../forum/MarkdownEditor';
import { TagInput } from '../forum/TagInput';
import { writeErrorMessage } from '../forum/writeErrorMessage';
import { CONTENT_MAX, TOPIC_TITLE_MAX, isPremium, topicSchema, validate } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './NewTopicScreen.module.css';
import { FormError } from '../common/FormError';
import { FacetSelects } from '../discover/FacetSelects';
import { withFieldError } from '../../forms/field-errors';

/**
 * /forum/yeni-konu and /forum/konu-olustur (optional ?category=slug): title, markdown content with a live
 * preview, category and tags. Guests are sent to log in with the spec's message; the draft is kept in
 * this browser until the topic is published.
 */
export function NewTopicScreen({ search }: { search: string }) {
  const { status } = useAuth();
  useEffect(() => {
    // The guard sends guests to /login; this says why (forum spec §6).
    if (status === 'anonymous') toast.error(t('forum.newTopic.loginRequired'), { id: 'new-topic-login' });
  }, [status]);

  return (
    <RequireAuth requireEmailVerified>
      <NewTopicForm search={search} />
    </RequireAuth>
  );
}

interface Draft {
  title: string;
  content: string;
  category: string;
  tags: string[];
  tagText: string;
  gameEngine: string;
  skillLevel: string;
}

const EMPTY: Draft = { title: '', content: '', category: '', tags: [], tagText: '', gameEngine: '', skillLevel: '' };

function draftKey(user: Me): string {
  return `oyundev.newTopicDraft.${user.id}`;
}

function readDraft(user: Me): Draft | null {
  try {
    const raw = localStorage.getItem(draftKey(user));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Draft>;
    const draft: Draft = {
      title: typeof value.title === 'string' ? value.title : '',
      content: typeof value.content === 'string' ? value.content : '',
      category: typeof value.category === 'string' ? value.category : '',
      tags: Array.isArray(value.tags) ? value.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      tagText: typeof value.tagText === 'string' ? value.tagText : '',
      gameEngine: typeof value.gameEngine === 'string' ? value.gameEngine : '',
      skillLevel: typeof value.skillLevel === 'string' ? value.skillLevel : '',
    };
    return isEmptyDraft(draft) ? null : draft;
  } catch {
    return null;
  }
}

function isEmptyDraft(draft: Draft): boolean {
  return !draft.title.trim() && !draft.content.trim() && draft.tags.length === 0 && !draft.tagText.trim();
}

function writeDraft(user: Me, draft: Draft): void {
  try {
    if (isEmptyDraft(draft)) localStorage.removeItem(draftKey(user));
    else localStorage.setItem(draftKey(user), JSON.stringify(draft));
  } catch {
    /* storage full or unavailable: the form still works, only the draft is not kept */
  }
}

function NewTopicForm({ search }: { search: string }) {
  const { user } = useAuth();
  const member = user!;
  const id = useId();
  const categories = useQuery(categoryListQuery());
  const requestedCategory = useMemo(() => new URLSearchParams(search).get('category')?.trim() ?? '', [search]);

  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const loaded = useRef(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

  // The draft is read once the member is known (it is kept per member), then written on every change.
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    const saved = readDraft(member);
    if (saved) {
      setDraft({ ...saved, category: requestedCategory || saved.category });
      setRestored(true);
    } else if (requestedCategory) {
      setDraft((d) => ({ ...d, category: requestedCategory }));
    }
  }, [member, requestedCategory]);

  const update = (changes: Partial<Draft>) => {
    setDraft((current) => {
      const next = { ...current, ...changes };
      writeDraft(member, next);
      return next;
    });
    const cleared = Object.keys(changes).filter((key) => errors[key]);
    if (cleared.length) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !cleared.includes(key))));
  };

  const discard = () => {
    writeDraft(member, EMPTY);
    setDraft({ ...EMPTY, category: requestedCategory });
    setErrors({});
    setRestored(false);
    titleRef.current?.focus();
  };

  // Premium categories take topics from premium members only (the server refuses the others).
  const options = (categories.data ?? []).filter((c) => !c.isPremium || isPremium(member));
  const selected = options.find((c) => c.slug === draft.category);

  const create = useCreateTopic(member.id, {
    onSuccess: (topic) => {
      writeDraft(member, EMPTY);
      toast.success(topic.message || t('forum.newTopic.created'));
      if (topic.pending) toast(t('forum.newTopic.pending'), { icon: '⏳' });
      void navigate(`/forum/konu/${topic.slug}`);
    },
    onError: (error) => {
      if (error.fields) setErrors(error.fields);
      toast.error(writeErrorMessage(error, t('forum.newTopic.failed'), t('forum.newTopic.failed')));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    // A tag typed but not yet added with Enter still counts.
    const tags = draft.tagText.trim() ? [...draft.tags, draft.tagText] : draft.tags;
    const checked = validate(topicSchema, {
      title: draft.title,
      content: draft.content,
      category: draft.category,
      tags,
      gameEngine: draft.gameEngine,
      skillLevel: draft.skillLevel,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.title) titleRef.current?.focus();
      else if (checked.errors.content) contentRef.current?.focus();
      else if (checked.errors.category) categoryRef.current?.focus();
      return;
    }
    setErrors({});
    create.mutate(checked.data);
  };

  const titleLength = [...draft.title].length;
  return (
    <div className="container page">
      <PageIntro
        title={t('forum.newTopic.title')}
        lead={t('forum.newTopic.lead')}
        actions={
          <Link to="/forum" className="btn btn-ghost">
            <Icon name="chevronLeft" size={16} />
            {t('forum.category.backToForum')}
          </Link>
        }
      />
      {restored && (
        <p className={`alert ${styles.restored}`} role="status">
          <Icon name="refresh" size={16} />
          <span>{t('forum.newTopic.draftRestored')}</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={discard}>
            {t('forum.newTopic.discardDraft')}
          </button>
        </p>
      )}
      <form className={`card card-pad ${styles.form}`} onSubmit={submit} noValidate aria-busy={create.isPending || undefined}>
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('forum.newTopic.titleLabel')}</label>
          <input
            ref={titleRef}
            id={`${id}-title`}
            className="input"
            value={draft.title}
            placeholder={t('forum.newTopic.titlePlaceholder')}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={`${id}-title-count${errors.title ? ` ${id}-title-error` : ''}`}
            onChange={(e) => update({ title: e.target.value })}
          />
          <p id={`${id}-title-count`} className={`${styles.count} ${titleLength > TOPIC_TITLE_MAX ? styles.over : ''}`}>
            {t('forum.newTopic.charCount', { n: titleLength, max: TOPIC_TITLE_MAX })}
          </p>
          {errors.title && (
            <p id={`${id}-title-error`} className="field-error" role="alert">
              {errors.title}
            </p>
          )}
        </div>

        <div className="field">
          <label htmlFor={`${id}-category`}>{t('forum.newTopic.categoryLabel')}</label>
          {categories.isError && !categories.data ? (
            <LoadError
              message={t('forum.categoriesLoadFailed')}
              onRetry={() => void categories.refetch()}
              retrying={categories.isFetching}
            />
          ) : (
            <select
              ref={categoryRef}
              id={`${id}-category`}
              className="input"
              value={selected ? draft.category : ''}
              disabled={!categories.data}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? `${id}-category-error` : selected?.requireApproval ? `${id}-category-hint` : undefined}
              onChange={(e) => update({ category: e.target.value })}
            >
              <option value="">{categories.data ? t('forum.newTopic.categoryPlaceholder') : t('common.loading')}</option>
              {options.map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.isPremium ? t('forum.newTopic.premiumOption', { name: c.name }) : c.name}
                </option>
              ))}
            </select>
          )}
          {selected?.requireApproval && (
            <p id={`${id}-category-hint`} className={styles.note}>
              <Icon name="clock" size={14} />
              {t('forum.newTopic.approvalHint')}
            </p>
          )}
          {errors.category && (
            <p id={`${id}-category-error`} className="field-error" role="alert">
              {errors.category}
            </p>
          )}
        </div>

        <MarkdownEditor
          label={t('forum.newTopic.contentLabel')}
          mode="split"
          value={draft.content}
          onChange={(content) => update({ content })}
          placeholder={t('forum.newTopic.contentPlaceholder')}
          hint={t('forum.newTopic.contentHint')}
          error={errors.content}
          textareaRef={contentRef}
          maxLength={CONTENT_MAX}
          rows={14}
        />

        <FacetSelects value={draft} onChange={update} errors={errors} />

        <TagInput
          label={t('forum.newTopic.tagsLabel')}
          tags={draft.tags}
          onChange={(tags) => update({ tags })}
          text={draft.tagText}
          onTextChange={(tagText) => update({ tagText })}
          error={errors.tags}
          onError={(message) => setErrors((e) => withFieldError(e, 'tags', message))}
        />

        <FormError message={errors._form} />

        <div className={styles.actions}>
          <Link to="/forum" className="btn btn-ghost">
            {t('common.cancel')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            <Icon name="check" size={16} />
            {create.isPending ? t('forum.newTopic.submitting') : t('forum.newTopic.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

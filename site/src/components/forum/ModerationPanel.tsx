import '../../i18n-admin';
import { useState } from 'react';
import { useId } from '../../ids';
import { useQuery } from '@tanstack/react-query';
import toast from '../shell/toast';
import { categoryListQuery } from '../../api-client/categories';
import { useModerateTopic, type ModerationPatch } from '../../api-client/topics';
import type { Topic } from '../../api-client/types';
import { Icon, type IconName } from '../common/Icon';
import { t, type MessageKey } from '../../i18n';
import * as styles from './ModerationPanel.module.css';

type Flag = 'isPinned' | 'isClosed' | 'isResolved' | 'isFeatured';

const FLAGS: Array<{ flag: Flag; icon: IconName; on: MessageKey; off: MessageKey; done: MessageKey; undone: MessageKey }> = [
  {
    flag: 'isPinned',
    icon: 'pin',
    on: 'admin.content.pin',
    off: 'admin.content.unpin',
    done: 'admin.content.pinned',
    undone: 'admin.content.unpinned',
  },
  {
    flag: 'isClosed',
    icon: 'lock',
    on: 'forum.mod.close',
    off: 'forum.mod.reopen',
    done: 'forum.mod.closed',
    undone: 'forum.mod.reopened',
  },
  {
    flag: 'isResolved',
    icon: 'check',
    on: 'forum.mod.resolve',
    off: 'forum.mod.unresolve',
    done: 'forum.mod.resolved',
    undone: 'forum.mod.unresolved',
  },
  {
    flag: 'isFeatured',
    icon: 'star',
    on: 'admin.content.feature',
    off: 'admin.content.unfeature',
    done: 'admin.content.featured',
    undone: 'admin.content.unfeatured',
  },
];

/**
 * Moderators' and admins' tools on a topic (PATCH /api/forum/topics/:id/moderation): pin, close, resolve,
 * feature, move to another category, approve a pending topic. Each change is the server's answer, not a
 * guess.
 */
export function ModerationPanel({ topic }: { topic: Topic }) {
  const id = useId();
  const categories = useQuery(categoryListQuery());
  const [target, setTarget] = useState('');

  const moderation = useModerateTopic(topic.id, {
    onError: (error) => {
      toast.error(t('forum.mod.failed', { reason: error.message }));
    },
  });
  // Each button names its own success text.
  const moderate = {
    mutate: ({ patch, success }: { patch: ModerationPatch; success: string }) =>
      moderation.mutate(patch, {
        onSuccess: () => {
          toast.success(success);
          setTarget('');
        },
      }),
  };

  const busy = moderation.isPending;
  const others = (categories.data ?? []).filter((c) => c.slug !== topic.category?.slug);

  return (
    <section className={`card card-pad ${styles.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Icon name="shield" size={16} />
        {t('forum.mod.title')}
      </h2>
      {topic.pending && (
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={busy}
          onClick={() => moderate.mutate({ patch: { approve: true }, success: t('forum.mod.approved') })}
        >
          <Icon name="check" size={16} />
          {t('forum.mod.approve')}
        </button>
      )}
      <div className={styles.toggles}>
        {FLAGS.map(({ flag, icon, on, off, done, undone }) => {
          const active = topic[flag];
          return (
            <button
              key={flag}
              type="button"
              className={`btn btn-outline btn-sm ${styles.toggle}`}
              data-active={active || undefined}
              disabled={busy}
              onClick={() => moderate.mutate({ patch: { [flag]: !active }, success: t(active ? undone : done) })}
            >
              <Icon name={icon} size={15} />
              {t(active ? off : on)}
            </button>
          );
        })}
      </div>
      <form
        className={styles.move}
        onSubmit={(event) => {
          event.preventDefault();
          const category = others.find((c) => c.slug === target);
          if (!category || busy) return;
          moderate.mutate({ patch: { category: category.slug }, success: t('forum.mod.moved', { name: category.name }) });
        }}
      >
        <label htmlFor={`${id}-move`}>{t('forum.mod.moveLabel')}</label>
        <div className={styles.moveRow}>
          <select id={`${id}-move`} className="input" value={target} onChange={(e) => setTarget(e.target.value)} disabled={busy}>
            <option value="">{t('forum.newTopic.categoryPlaceholder')}</option>
            {others.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.isPremium ? t('forum.newTopic.premiumOption', { name: c.name }) : c.name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-outline" disabled={busy || !target}>
            <Icon name="folder" size={15} />
            {t('forum.mod.move')}
          </button>
        </div>
      </form>
    </section>
  );
}

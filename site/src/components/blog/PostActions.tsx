import toast from '../shell/toast';
import type { BlogPostState, ShareNetwork } from '@oyundev/domain';
import { formatScore } from '@oyundev/domain';
import { useAuth } from '../../auth/AuthProvider';
import { promptLogin } from '../../auth/promptLogin';
import { useBlogBookmark, useBlogLike, useBlogShare } from '../../api-client/blog-reader';
import { Icon } from '../common/Icon';
import { writeErrorMessage } from '../forum/writeErrorMessage';
import { t } from '../../i18n';
import * as styles from './PostActions.module.css';

interface PostActionsProps {
  slug: string;
  title: string;
  /** The live state; until it arrives the build's counts are shown and nothing is pressed. */
  state: BlogPostState;
  /**
   * Whether `state` is the viewer's own (or could not be had). Before that, like and bookmark are disabled: the
   * build's state says 'not liked' to everyone, and a press on it could undo the member's own like.
   */
  ready: boolean;
}

const shareUrls: Record<Exclude<ShareNetwork, 'copy'>, (url: string, title: string) => string> = {
  twitter: (url, title) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  linkedin: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
};

/** Like, bookmark and share on a blog post (members like and bookmark; anyone shares). */
export function PostActions({ slug, title, state, ready }: PostActionsProps) {
  const { isAuthenticated, isLoading, user } = useAuth();
  const viewer = user?.id ?? 0;
  const like = useBlogLike(slug, viewer, {
    onError: (error) => toast.error(writeErrorMessage(error, t('reader.like.failed'), t('reader.like.failed'))),
  });
  const bookmark = useBlogBookmark(slug, viewer, {
    onSuccess: (answer) => toast.success(answer.message, { id: 'bookmark' }),
    onError: (error) => toast.error(writeErrorMessage(error, t('reader.bookmark.failed'), t('reader.bookmark.failed'))),
  });
  const share = useBlogShare(slug, viewer);

  const pressLike = () => {
    if (!ready || isLoading || like.isPending) return;
    if (!isAuthenticated) return promptLogin(t('common.likeLoginRequired'), 'like-login');
    like.mutate(!state.liked);
  };
  const pressBookmark = () => {
    if (!ready || isLoading || bookmark.isPending) return;
    if (!isAuthenticated) return promptLogin(t('reader.bookmark.loginRequired'), 'bookmark-login');
    bookmark.mutate(!state.bookmarked);
  };
  const shareTo = (network: Exclude<ShareNetwork, 'copy'>) => {
    window.open(shareUrls[network](window.location.href, title), '_blank', 'noopener,noreferrer');
    share.mutate(network);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('blog.linkCopied'), { id: 'copy-link' });
      share.mutate('copy');
    } catch {
      toast.error(t('reader.share.copyFailed'), { id: 'copy-link' });
    }
  };

  return (
    <div className={styles.bar} role="group" aria-label={t('reader.tools')}>
      <button
        type="button"
        className={`${styles.action} ${state.liked ? styles.on : ''}`}
        aria-pressed={state.liked}
        aria-busy={like.isPending || undefined}
        disabled={!ready}
        onClick={pressLike}
        data-testid="post-like"
      >
        <Icon name="heart" size={16} />
        <span>{state.liked ? t('reader.liked') : t('reader.like')}</span>
        <span className={styles.count}>
          <span className="visually-hidden">{t('blog.counts.likes', { n: state.likeCount })}</span>
          <span aria-hidden="true">{formatScore(state.likeCount)}</span>
        </span>
      </button>
      <button
        type="button"
        className={`${styles.action} ${state.bookmarked ? styles.on : ''}`}
        aria-pressed={state.bookmarked}
        aria-busy={bookmark.isPending || undefined}
        disabled={!ready}
        onClick={pressBookmark}
        data-testid="post-bookmark"
      >
        <Icon name="bookmark" size={16} />
        <span>{state.bookmarked ? t('blog.bookmarked') : t('blog.bookmark')}</span>
      </button>
      <span className={styles.share}>
        <span className={styles.shareLabel}>
          {t('blog.share')}
          <span className={styles.count}>
            <span className="visually-hidden">{t('reader.counts.shares', { n: state.shareCount })}</span>
            <span aria-hidden="true">{formatScore(state.shareCount)}</span>
          </span>
        </span>
        <button type="button" className={styles.icon} onClick={() => shareTo('twitter')} aria-label={t('reader.share.twitter')}>
          <Icon name="twitter" size={16} />
        </button>
        <button type="button" className={styles.icon} onClick={() => shareTo('facebook')} aria-label={t('reader.share.facebook')}>
          <span aria-hidden="true" className={styles.letter} data-glyph="f" />
        </button>
        <button type="button" className={styles.icon} onClick={() => shareTo('linkedin')} aria-label={t('reader.share.linkedin')}>
          <span aria-hidden="true" className={styles.letter} data-glyph="in" />
        </button>
        <button type="button" className={styles.icon} onClick={() => void copyLink()} aria-label={t('blog.copyLink')}>
          <Icon name="link" size={16} />
        </button>
      </span>
    </div>
  );
}

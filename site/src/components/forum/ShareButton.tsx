import toast from '../shell/toast';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';
import * as styles from './ReplyActions.module.css';

/** Copies the address of the topic (or of one reply in it) to the clipboard. */
export function ShareButton({ path }: { path: string }) {
  const copy = async () => {
    const url = new URL(path, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('forum.share.copied'));
    } catch {
      toast.error(t('forum.share.failed'));
    }
  };
  return (
    <button type="button" className={styles.action} onClick={() => void copy()}>
      <Icon name="link" size={15} />
      <span>{t('forum.topic.share')}</span>
    </button>
  );
}

import { Icon } from '../common/Icon';
import type { TimedMessage } from './useTimedMessage';
import * as styles from './Settings.module.css';

/** The tab's success or error note; announced to screen readers as it appears. */
export function SettingsMessage({ id, message }: { id?: string; message: TimedMessage | null }) {
  return (
    <div id={id} aria-live="polite" className={styles.messageSlot}>
      {message && (
        <p
          className={`${styles.message} ${message.tone === 'success' ? styles.messageOk : styles.messageBad}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          <Icon name={message.tone === 'success' ? 'check' : 'alert'} size={16} />
          {message.text}
        </p>
      )}
    </div>
  );
}

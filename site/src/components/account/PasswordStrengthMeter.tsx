import { passwordStrength } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './Forms.module.css';

/**
 * The 0–6 strength score of the register form (spec accounts §5), or 0–5 on the reset form, which does
 * not count a symbol. One bar per point.
 */
export function PasswordStrengthMeter({ password, countSymbol = true }: { password: string; countSymbol?: boolean }) {
  if (!password) return null;
  const strength = passwordStrength(password, { countSymbol });
  return (
    <div className={`${styles.meter} ${styles[strength.label]}`} data-score={strength.score}>
      <div
        className={styles.bars}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={strength.maxScore}
        aria-valuenow={strength.score}
        aria-valuetext={strength.text}
        aria-label={t('password.strength.name')}
        style={{ gridTemplateColumns: `repeat(${strength.maxScore}, 1fr)` }}
      >
        {Array.from({ length: strength.maxScore }, (_, i) => (
          <span key={i} className={i < strength.score ? styles.on : undefined} />
        ))}
      </div>
      <p className={styles.meterText} aria-live="polite">
        {t('password.strength.label', { level: strength.text })}
      </p>
    </div>
  );
}

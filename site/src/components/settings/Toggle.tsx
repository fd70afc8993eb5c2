import { useId } from '../../ids';
import * as styles from './Settings.module.css';

interface ToggleProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange(next: boolean): void;
  disabled?: boolean;
}

/** An on/off setting: a switch (role="switch") with its label beside it. */
export function Toggle({ label, description, checked, onChange, disabled }: ToggleProps) {
  const id = useId();
  return (
    <div className={styles.toggleRow}>
      <span className={styles.toggleText}>
        <label htmlFor={id}>{label}</label>
        {description && (
          <span id={`${id}-desc`} className={styles.toggleDesc}>
            {description}
          </span>
        )}
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-desc` : undefined}
        className={`${styles.toggleSwitch} ${checked ? styles.toggleSwitchOn : ''}`}
        onClick={() => onChange(!checked)}
        disabled={disabled}
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
    </div>
  );
}

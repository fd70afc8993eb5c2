import type { Option } from '@oyundev/domain';
import * as styles from './Settings.module.css';

interface OptionChipsProps {
  /** Names the group for screen readers (the visible heading's id). */
  labelledBy: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange(next: string[]): void;
  disabled?: boolean;
}

/** A multi-select as toggle chips: each option is a button that is pressed or not. */
export function OptionChips({ labelledBy, options, selected, onChange, disabled }: OptionChipsProps) {
  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.chips}>
      {options.map((option) => {
        const on = selected.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            className={`${styles.chip} ${on ? styles.chipOn : ''}`}
            aria-pressed={on}
            onClick={() => toggle(option.value)}
            disabled={disabled}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

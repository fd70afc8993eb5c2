import { useState } from 'react';
import { useId } from '../../ids';
import { Icon } from '../common/Icon';
import { TAGS_MAX, addTag } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './TagInput.module.css';

interface TagInputProps {
  label: string;
  tags: string[];
  onChange(tags: string[]): void;
  /** What is typed but not yet added (kept by the form so the draft survives a reload). */
  text: string;
  onTextChange(text: string): void;
  error?: string;
  onError(message: string | undefined): void;
}

/**
 * Tags as chips (forum spec §5): Enter adds the typed tag — trimmed, lowercased, no duplicates, at most 5,
 * each at most 20 characters, all decided by the domain's `addTag`; Backspace in an empty field removes the
 * last one.
 */
export function TagInput({ label, tags, onChange, text, onTextChange, error, onError }: TagInputProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');

  const add = () => {
    if (!text.trim()) return;
    const result = addTag(tags, text);
    if (!result.ok) {
      onError(result.message);
      return;
    }
    onError(undefined);
    onChange(result.tags);
    onTextChange('');
    setAnnouncement(t('forum.newTopic.tagCount', { n: result.tags.length, max: TAGS_MAX }));
  };

  const remove = (tag: string) => {
    const next = tags.filter((item) => item !== tag);
    onChange(next);
    onError(undefined);
    setAnnouncement(t('forum.newTopic.tagCount', { n: next.length, max: TAGS_MAX }));
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        {tags.length > 0 && (
          <ul className={styles.chips} aria-label={label}>
            {tags.map((tag) => (
              <li key={tag} className={styles.chip}>
                <span>#{tag}</span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('forum.newTopic.removeTag', { tag })}
                  onClick={() => remove(tag)}
                >
                  <Icon name="x" size={12} strokeWidth={2.5} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          className={styles.input}
          value={text}
          placeholder={tags.length < TAGS_MAX ? t('forum.newTopic.tagsPlaceholder') : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          autoComplete="off"
          enterKeyHint="enter"
          onChange={(e) => {
            onTextChange(e.target.value);
            if (error) onError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter adds a tag; it never submits the topic.
              event.preventDefault();
              add();
            } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
              event.preventDefault();
              remove(tags[tags.length - 1]);
            }
          }}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('forum.newTopic.tagsHint')}{' '}
        <span className={styles.count}>{t('forum.newTopic.tagCount', { n: tags.length, max: TAGS_MAX })}</span>
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

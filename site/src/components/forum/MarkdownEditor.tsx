import React, { useRef, useState } from 'react';
import { useId } from '../../ids';
import { LiveMarkdown } from '../common/StaticMarkdown';
import { t } from '../../i18n';
import * as styles from './MarkdownEditor.module.css';

interface MarkdownEditorProps {
  label: string;
  /** Shown to screen readers only when the surrounding screen already says what is written here. */
  hideLabel?: boolean;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  rows?: number;
  error?: string;
  hint?: string;
  /** 'tabs': write or preview (replies); 'split': the preview follows the text as it is typed (new topic). */
  mode?: 'tabs' | 'split';
  textareaRef?: React.Ref<HTMLTextAreaElement>;
  maxLength?: number;
  disabled?: boolean;
  onKeyDown?(event: React.KeyboardEvent<HTMLTextAreaElement>): void;
}

/** Markdown text area with a preview rendered exactly as the published text will be (same renderer). */
export function MarkdownEditor({
  label,
  hideLabel = false,
  value,
  onChange,
  placeholder,
  rows = 6,
  error,
  hint,
  mode = 'tabs',
  textareaRef,
  maxLength,
  disabled,
  onKeyDown,
}: MarkdownEditorProps) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const writeTab = useRef<HTMLButtonElement>(null);
  const previewTab = useRef<HTMLButtonElement>(null);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  const textarea = (
    <textarea
      id={`${id}-text`}
      ref={textareaRef}
      className={`input ${styles.textarea}`}
      value={value}
      placeholder={placeholder}
      rows={rows}
      maxLength={maxLength}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  );
  const preview = (
    <div className={styles.preview}>
      {value.trim() ? <LiveMarkdown>{value}</LiveMarkdown> : <p className={styles.previewEmpty}>{t('forum.markdown.previewEmpty')}</p>}
    </div>
  );
  const messages = (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );

  if (mode === 'split') {
    return (
      <div className={`field ${styles.editor}`}>
        <label htmlFor={`${id}-text`} className={hideLabel ? 'visually-hidden' : undefined}>
          {label}
        </label>
        <div className={styles.split}>
          <div className={styles.splitWrite}>
            {textarea}
            {messages}
          </div>
          <section className={styles.splitPreview} aria-labelledby={`${id}-preview`}>
            {/* The split editor is the new-topic page's form, right under its h1. */}
            <h2 id={`${id}-preview`} className={styles.previewHeading}>
              {t('forum.markdown.preview')}
            </h2>
            {preview}
          </section>
        </div>
      </div>
    );
  }

  const select = (next: 'write' | 'preview') => {
    setTab(next);
    (next === 'write' ? writeTab : previewTab).current?.focus();
  };
  const onTabKey = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      select(tab === 'write' ? 'preview' : 'write');
    }
  };

  return (
    <div className={`field ${styles.editor}`}>
      <div className={styles.tabsRow}>
        <label htmlFor={`${id}-text`} className={hideLabel ? 'visually-hidden' : styles.label}>
          {label}
        </label>
        <div role="tablist" aria-label={label} className={styles.tabs}>
          <button
            ref={writeTab}
            type="button"
            role="tab"
            id={`${id}-tab-write`}
            aria-selected={tab === 'write'}
            aria-controls={`${id}-panel-write`}
            tabIndex={tab === 'write' ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab('write')}
            onKeyDown={onTabKey}
          >
            {t('forum.markdown.write')}
          </button>
          <button
            ref={previewTab}
            type="button"
            role="tab"
            id={`${id}-tab-preview`}
            aria-selected={tab === 'preview'}
            aria-controls={`${id}-panel-preview`}
            tabIndex={tab === 'preview' ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab('preview')}
            onKeyDown={onTabKey}
          >
            {t('forum.markdown.preview')}
          </button>
        </div>
      </div>
      <div role="tabpanel" id={`${id}-panel-write`} aria-labelledby={`${id}-tab-write`} hidden={tab !== 'write'}>
        {textarea}
      </div>
      <div role="tabpanel" id={`${id}-panel-preview`} aria-labelledby={`${id}-tab-preview`} hidden={tab !== 'preview'} tabIndex={0}>
        {preview}
      </div>
      {messages}
    </div>
  );
}

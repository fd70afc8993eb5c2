import { useEffect, useMemo, useState } from 'react';
import { t } from '../../../i18n';
import { codeLanguage } from './languages';
import { CODE_BLOCK_ATTRIBUTE, CODE_COPY_ATTRIBUTE, currentHighlighter, loadHighlighter, type Highlight } from './registry';
import { copyCode } from './copyCode';
import * as styles from './CodeBlock.module.css';

/**
 * A fenced code block: a header naming the language with a copy button, and the code highlighted once the
 * highlighter is there (at once in static HTML and after hydration; moments later for live content).
 */
export function CodeBlock({ code, language }: { code: string; language?: string }) {
  const known = codeLanguage(language);
  const [highlight, setHighlight] = useState<Highlight | null>(currentHighlighter);

  useEffect(() => {
    if (highlight || !known) return;
    let live = true;
    loadHighlighter()
      .then((loaded) => live && setHighlight(() => loaded))
      .catch(() => {
        /* plain code stays readable; the next code block tries again */
      });
    return () => {
      live = false;
    };
  }, [highlight, known]);

  const body = useMemo(() => (highlight && known ? highlight(code, known.id) : code), [highlight, known, code]);
  const label = known?.label ?? language?.trim() ?? '';

  return (
    <figure
      className={styles.block}
      {...{ [CODE_BLOCK_ATTRIBUTE]: '' }}
      aria-label={label ? t('code.blockLabel', { language: label }) : t('code.block')}
    >
      <figcaption className={styles.header}>
        <span className={styles.language}>{label || t('code.block')}</span>
        <button
          type="button"
          className={styles.copy}
          onClick={() => void copyCode(code)}
          {...{ [CODE_COPY_ATTRIBUTE]: '' }}
          aria-label={label ? t('code.copyLabel', { language: label }) : t('code.copy')}
        >
          {t('code.copy')}
        </button>
      </figcaption>
      <pre className={styles.pre} tabIndex={0}>
        <code className={known ? `language-${known.id}` : undefined}>{body}</code>
      </pre>
    </figure>
  );
}

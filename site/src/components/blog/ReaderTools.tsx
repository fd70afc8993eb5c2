import { useCallback, useEffect, useState } from 'react';
import { READER_FONT_SIZE, readerFontSize, type TocEntry } from '@oyundev/domain';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';
import * as styles from './ReaderTools.module.css';

const FONT_KEY = 'oyundev.blogFontSize';

/** The reader's font size, remembered in this browser; 16 px until hydration reads the stored one. */
export function useReaderFontSize() {
  const [size, setSize] = useState<number>(READER_FONT_SIZE.default);
  useEffect(() => {
    try {
      setSize(readerFontSize(window.localStorage.getItem(FONT_KEY)));
    } catch {
      /* storage refused: the default stays */
    }
  }, []);
  const change = useCallback((delta: number) => {
    setSize((current) => {
      const next = readerFontSize(current + delta);
      try {
        window.localStorage.setItem(FONT_KEY, String(next));
      } catch {
        /* not remembered, still applied */
      }
      return next;
    });
  }, []);
  return { size, smaller: () => change(-READER_FONT_SIZE.step), larger: () => change(READER_FONT_SIZE.step) };
}

export function FontSizeControls({ size, smaller, larger }: ReturnType<typeof useReaderFontSize>) {
  return (
    <span className={styles.font}>
      <button
        type="button"
        className={styles.tool}
        onClick={smaller}
        disabled={size <= READER_FONT_SIZE.min}
        aria-label={t('blog.fontSmaller')}
        data-testid="font-smaller"
      >
        <span aria-hidden="true" className={styles.glyph} data-glyph="A−" />
      </button>
      <span className={styles.size} aria-live="polite" data-testid="font-size">
        {t('reader.fontSize', { n: size })}
      </span>
      <button
        type="button"
        className={styles.tool}
        onClick={larger}
        disabled={size >= READER_FONT_SIZE.max}
        aria-label={t('blog.fontLarger')}
        data-testid="font-larger"
      >
        <span aria-hidden="true" className={styles.glyph} data-glyph="A+" />
      </button>
    </span>
  );
}

/** The heading whose section is being read. */
function useCurrentHeading(entries: TocEntry[]) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (!entries.length) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // The section being read: the last heading in the upper 40 % of the screen (below the sticky header).
      const line = Math.max(120, window.innerHeight * 0.4);
      let found: string | null = null;
      for (const entry of entries) {
        const el = document.getElementById(entry.id);
        if (el && el.getBoundingClientRect().top <= line) found = entry.id;
      }
      setCurrent(found ?? entries[0].id);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    // Capture: the page may scroll in an element rather than the window.
    document.addEventListener('scroll', onScroll, { passive: true, capture: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [entries]);
  return [current, setCurrent] as const;
}

/**
 * The table of contents (forum spec §2): a toggle, and links that jump to each heading (plain anchors, so
 * they work without JavaScript too); the section being read is marked.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const [open, setOpen] = useState(true);
  const [current, setCurrent] = useCurrentHeading(entries);
  if (!entries.length) return null;
  const jump = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    setCurrent(id);
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    window.history.replaceState(null, '', `#${encodeURIComponent(id)}`);
  };
  return (
    <nav className={`card ${styles.toc}`} aria-labelledby="toc-title">
      <div className={styles.tocHead}>
        <h2 id="toc-title" className={styles.tocTitle}>
          {t('blog.tableOfContents')}
        </h2>
        <button
          type="button"
          className={styles.tool}
          aria-expanded={open}
          aria-controls="toc-list"
          onClick={() => setOpen((o) => !o)}
          aria-label={t('reader.tocToggle')}
          data-testid="toc-toggle"
        >
          <Icon name={open ? 'chevronDown' : 'chevronRight'} size={16} />
        </button>
      </div>
      <ol id="toc-list" className={styles.tocList} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles[`level${entry.level}`]}>
            <a
              href={`#${entry.id}`}
              aria-current={current === entry.id ? 'location' : undefined}
              className={current === entry.id ? styles.current : undefined}
              onClick={(e) => jump(e, entry.id)}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The reading progress bar: how far down the article the reader has scrolled, in percent. */
export function ReadingProgress({ targetId }: { targetId: string }) {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = document.getElementById(targetId);
      if (!el) return;
      const rect = el.getBoundingClientRect();
      const total = rect.height - window.innerHeight;
      const read = total > 0 ? Math.min(Math.max(-rect.top / total, 0), 1) : 1;
      setPercent(Math.round(read * 100));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    document.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [targetId]);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('reader.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className={styles.progressFill} style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}

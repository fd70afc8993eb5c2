import { useEffect, useRef, useState, type ReactNode } from 'react';
import { WEEKDAY_SHORT_LABELS } from '@oyundev/domain';
import { useTheme } from '../../theme/ThemeProvider';
import * as styles from './TrendChart.module.css';

/** 'YYYY-MM-DD' → Pzt..Paz, the charts' day labels (read at noon UTC so no zone moves the calendar day). */
export const weekday = (day: string) => WEEKDAY_SHORT_LABELS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7];

/**
 * One series (and optionally a second, `extra`, in the muted text colour) as a chart.js line chart. chart.js is loaded here only, with a dynamic import(), so it is
 * in the admin screens' chunk and nowhere else. The canvas is decoration (aria-hidden): the table passed as
 * `children` stays the accessible version — visually hidden once the chart is drawn, shown as it is if the
 * chart cannot load.
 */
export function TrendChart({
  labels,
  values,
  extra,
  legend,
  children,
}: {
  labels: string[];
  values: number[];
  extra?: number[];
  /** The names of `values` and `extra`, shown under a two-line chart with each line's colour. */
  legend?: [string, string];
  children: ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  // The colours are read from the theme when drawing: a theme switch draws the chart again in the new ones.
  const { theme } = useTheme();

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    import('chart.js')
      .then(({ Chart, LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler }) => {
        if (cancelled || !canvas.current) return;
        Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler);
        const style = getComputedStyle(canvas.current);
        const accent = style.getPropertyValue('--accent').trim() || '#2563eb';
        const text = style.color;
        const muted = style.getPropertyValue('--text-muted').trim() || text;
        chart = new Chart(canvas.current, {
          type: 'line',
          data: {
            labels,
            datasets: [
              { data: values, borderColor: accent, backgroundColor: accent, pointRadius: 3, tension: 0.3, fill: false },
              ...(extra ? [{ data: extra, borderColor: muted, backgroundColor: muted, pointRadius: 2, tension: 0.3, fill: false }] : []),
            ],
          },
          options: {
            animation: false,
            maintainAspectRatio: false,
            plugins: { legend: { display: false }, tooltip: { enabled: false } },
            scales: {
              x: { ticks: { color: text }, grid: { display: false } },
              y: { beginAtZero: true, ticks: { color: text, precision: 0 } },
            },
          },
        });
        setDrawn(true);
      })
      .catch(() => setDrawn(false));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, values, extra, theme]);

  return (
    <>
      <div style={{ position: 'relative', width: '100%', height: drawn ? 160 : 0 }}>
        <canvas ref={canvas} aria-hidden="true" data-testid="trend-chart" />
      </div>
      {drawn && extra && legend && (
        <ul className={styles.legend} aria-hidden="true" data-testid="trend-legend">
          <li>
            <span className={styles.swatch} style={{ background: 'var(--accent)' }} />
            {legend[0]}
          </li>
          <li>
            <span className={styles.swatch} style={{ background: 'var(--text-muted)' }} />
            {legend[1]}
          </li>
        </ul>
      )}
      <div className={drawn ? 'visually-hidden' : undefined}>{children}</div>
    </>
  );
}

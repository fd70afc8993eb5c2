import React, { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { t } from '../../i18n';
import * as styles from './LoadingOverlay.module.css';

interface OverlayState {
  active: boolean;
  message?: string;
}

interface LoadingOverlayContextValue {
  show(message?: string): void;
  hide(): void;
}

const LoadingOverlayContext = createContext<LoadingOverlayContextValue | null>(null);

/** Full-screen busy indicator, on or off with an optional message (default 'Yükleniyor...'). */
export function LoadingOverlay({ message }: { message?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.box}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{message ?? t('common.loading')}</span>
      </div>
    </div>
  );
}

/** Inline spinner for a region that is loading (same text, no overlay). */
export function InlineLoading({ message }: { message?: string }) {
  return (
    <div className={styles.inline} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{message ?? t('common.loading')}</span>
    </div>
  );
}

export function LoadingOverlayProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<OverlayState>({ active: false });
  const show = useCallback((message?: string) => setState({ active: true, message }), []);
  const hide = useCallback(() => setState({ active: false }), []);
  const value = useMemo(() => ({ show, hide }), [show, hide]);
  return (
    <LoadingOverlayContext.Provider value={value}>
      {children}
      {state.active && <LoadingOverlay message={state.message} />}
    </LoadingOverlayContext.Provider>
  );
}

export function useLoadingOverlay(): LoadingOverlayContextValue {
  const ctx = useContext(LoadingOverlayContext);
  if (!ctx) throw new Error('useLoadingOverlay must be used inside <LoadingOverlayProvider>');
  return ctx;
}

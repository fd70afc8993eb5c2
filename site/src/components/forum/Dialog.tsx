import React, { useEffect, useLayoutEffect, useRef } from 'react';
import { useId } from '../../ids';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';
import * as styles from './Dialog.module.css';

interface DialogProps {
  title: string;
  onClose(): void;
  children: React.ReactNode;
  /** Buttons at the bottom (confirm / cancel). */
  actions?: React.ReactNode;
  /** A form dialog wraps body and actions in a <form> with this submit handler. */
  onSubmit?(event: React.FormEvent<HTMLFormElement>): void;
  size?: 'small' | 'medium';
  /** While an action is on its way Escape and the backdrop do not close the dialog. */
  busy?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: focus moves in and stays inside (the rest of the page is
 * inert), Escape and a backdrop press close it, and focus returns to where it was. Focus starts on the
 * element marked `data-autofocus`, if any. Render it only while it is open.
 */
export function Dialog({ title, onClose, children, actions, onSubmit, size = 'small', busy = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element (the close button); a dialog may name a better start.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // The element that opened the dialog may have been replaced meanwhile (a deleted reply).
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!busyRef.current) latestClose.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  const body = (
    <>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  );

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'medium' ? styles.medium : ''}`}
      aria-labelledby={titleId}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the <dialog> itself, outside its inner box.
        if (event.target === ref.current && !busy) onClose();
      }}
    >
      <div className={styles.box}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={`btn btn-ghost btn-icon ${styles.close}`}
            aria-label={t('common.close')}
            onClick={onClose}
            disabled={busy}
          >
            <Icon name="x" size={18} />
          </button>
        </header>
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate>
            {body}
          </form>
        ) : (
          body
        )}
      </div>
    </dialog>
  );
}

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  pending?: boolean;
  pendingLabel?: string;
  danger?: boolean;
}

/** A yes/no question; focus starts on the harmless answer. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
  pendingLabel,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      busy={pending}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending} data-autofocus>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${danger ? styles.danger : 'btn-primary'}`}
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </button>
        </>
      }
    >
      <p className={styles.message}>{message}</p>
    </Dialog>
  );
}

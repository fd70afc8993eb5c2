import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Icon } from '../common/Icon';
import type { MobileMenuPanelProps } from './MobileMenuPanel';
import { t } from '../../i18n';
import * as styles from './MobileMenu.module.css';

/*
 * The panel is in a chunk of its own (./MobileMenuPanel.tsx): every page's script carries only the toggle. The
 * chunk is asked for as soon as a pointer or focus reaches the toggle, so it is usually there by the click; a
 * click before that opens the panel when it arrives.
 */
let panelLoad: Promise<ComponentType<MobileMenuPanelProps>> | null = null;
const loadPanel = () => (panelLoad ??= import(/* webpackChunkName: "mobile-menu" */ './MobileMenuPanel').then((m) => m.default));

/** Slide-in menu for narrow screens: closes on route change, backdrop/outside click and Escape. */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<MobileMenuPanelProps> | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = (returnFocus = false) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  useEffect(() => setOpen(false), [pathname]);

  const prepare = () => {
    if (!Panel) void loadPanel().then((loaded) => setPanel(() => loaded));
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={`btn btn-ghost btn-icon ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={open && Panel ? 'mobile-menu' : undefined}
        aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
        onPointerEnter={prepare}
        onTouchStart={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpen((v) => !v);
        }}
      >
        <Icon name={open ? 'x' : 'menu'} size={20} />
      </button>

      {open && Panel && <Panel pathname={pathname} toggleRef={toggleRef} close={close} />}
    </>
  );
}

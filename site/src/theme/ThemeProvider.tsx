import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { THEME_COLORS, STORAGE_KEYS } from '@oyundev/domain';

export type Theme = 'dark' | 'light';

interface ThemeContextValue {
  theme: Theme;
  toggleTheme(): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readSavedTheme(): Theme | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.theme);
    return saved === 'dark' || saved === 'light' ? saved : null;
  } catch {
    return null;
  }
}

/** The default theme the admin set (Site ayarları → Görünüm), from theme.css's `--site-default-theme`. */
function adminDefault(): string {
  try {
    return getComputedStyle(document.documentElement).getPropertyValue('--site-default-theme').trim();
  } catch {
    return '';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/**
 * The inline script of gatsby-ssr already put the right theme on <html> before the first paint; this
 * provider picks it up after mount, follows the system preference while nothing is saved, and saves
 * explicit choices.
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const [theme, setTheme] = useState<Theme>('dark');

  useEffect(() => {
    const current = document.documentElement.dataset.theme;
    setTheme(current === 'light' ? 'light' : 'dark');

    const media = window.matchMedia('(prefers-color-scheme: light)');
    const onSystemChange = (event: MediaQueryListEvent) => {
      // A saved choice, or the admin's light default (which the boot script put before the system's), stands.
      if (readSavedTheme() || adminDefault() === 'light') return;
      const next: Theme = event.matches ? 'light' : 'dark';
      applyTheme(next);
      setTheme(next);
    };
    media.addEventListener('change', onSystemChange);
    return () => media.removeEventListener('change', onSystemChange);
  }, []);

  const toggleTheme = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      /* storage unavailable: the choice lasts for this page view */
    }
    applyTheme(next);
    setTheme(next);
  }, [theme]);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside <ThemeProvider>');
  return ctx;
}

/**
 * Runs inline in <head> before paint (see gatsby-ssr). Kept as a string builder here so the storage key
 * and colours have one source. Order: the visitor's saved choice; light when the admin made light the
 * default (Site ayarları → Görünüm, read from theme.css's `--site-default-theme`); else the system's, else dark.
 * It also marks `<html data-js>`: controls that need JavaScript (`.js-only`) are hidden without it.
 */
export function themeBootScript(): string {
  return `(function(){try{var k=${JSON.stringify(STORAGE_KEYS.theme)},c=${JSON.stringify(THEME_COLORS)};var s=null;try{s=localStorage.getItem(k)}catch(e){}var d=document.documentElement;d.setAttribute('data-js','');var a='';try{a=getComputedStyle(d).getPropertyValue('--site-default-theme').trim()}catch(e){}var t=(s==='light'||s==='dark')?s:a==='light'?'light':(window.matchMedia&&window.matchMedia('(prefers-color-scheme: light)').matches?'light':'dark');d.setAttribute('data-theme',t);d.style.colorScheme=t;var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute('content',c[t]);}catch(e){}})();`;
}

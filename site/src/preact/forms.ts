/*
 * Forms typed into before the page's script has run. The static HTML carries real forms (sign in, sign up, the
 * password pages, the search box), and a fast typist or a password manager fills them before preact has hydrated:
 * - a press of Enter or of the submit button then made the browser submit the form itself — a GET to the same
 *   address with every named field in it, the password too (`/login?identifier=…&password=…`: browser history, the
 *   server's access log);
 * - the first render after the hydration wrote the components' empty state back over what was typed.
 *
 * So: the boot script (`formsBootScript`, inlined in every page's head) keeps every form without an `action` from
 * being submitted by the browser — no form of the site works that way; the components handle the submit — and
 * remembers the one submitted before the hydration; `replaySubmitAfterHydration` (src/preact/client.ts, right after
 * preact's hydrate) submits it again once the components listen. Fields keep what was typed: `useBuiltFieldState`
 * starts their state from the built element's value. A form inside a <Deferred> part listens only at its turn: one
 * sent between the hydration and that turn is not submitted by the browser and not replayed either. A form meant for the browser to submit (the blog's search, `action="/arama"`) is left alone.
 * Without JavaScript at all the sign-in forms post (`method="post"`: nothing in the address) and the site server sends
 * the visitor back to the page (scripts/lib/site-server.mjs).
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import { isHydrating } from './hydration';

/** The window property the boot script keeps the form submitted before the hydration in. */
const PENDING = '__oyundevPendingSubmit';

export function formsBootScript(): string {
  return `(function(){document.addEventListener('submit',function(e){var f=e.target;if(!(f instanceof HTMLFormElement)||f.hasAttribute('action'))return;e.preventDefault();if(!document.documentElement.hasAttribute('data-hydrated'))window.${PENDING}=f;},true);})();`;
}

/** After the hydration: the page is marked, and a form submitted before it is submitted again, now to its handler. */
export function replaySubmitAfterHydration(): void {
  document.documentElement.setAttribute('data-hydrated', '');
  const w = window as unknown as Record<string, HTMLFormElement | undefined>;
  const form = w[PENDING];
  w[PENDING] = undefined;
  if (form?.isConnected) form.requestSubmit();
}

let renderingOverOwnPage = false;

/**
 * The page's first render over its own built HTML when it cannot be hydrated (the page data came from a newer publish
 * than the HTML, src/preact/client.ts): its fields start from what was typed too. Without it a search typed and sent
 * before the script ran was sent again empty (seen in a browser test while a publish landed).
 */
export function keepingTypedValues(render: () => void): void {
  renderingOverOwnPage = true;
  try {
    render();
  } finally {
    renderingOverOwnPage = false;
  }
}

/** What was typed into the built element `id` before the page's first render (null: nothing, or not that render). */
function builtValue(id: string): string | boolean | null {
  if (typeof document === 'undefined' || !(isHydrating() || renderingOverOwnPage)) return null;
  const el = document.getElementById(id);
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el.value || null;
  return null;
}

/** `initial` with what was typed into each field's built element (`idOf` names the element of a field). */
function withBuilt<T extends { [K in keyof T]: string | boolean }>(idOf: (field: keyof T & string) => string, initial: T): T {
  const values = { ...initial };
  for (const field of Object.keys(initial) as Array<keyof T & string>) {
    const built = builtValue(idOf(field));
    if (built !== null && typeof built === typeof initial[field]) values[field] = built as T[typeof field];
  }
  return values;
}

/** useState for a form's values, each starting from what was typed into its field before the hydration. */
export function useBuiltFormState<T extends { [K in keyof T]: string | boolean }>(idOf: (field: keyof T & string) => string, initial: T) {
  return useState<T>(() => withBuilt(idOf, initial));
}

/**
 * useState for the field whose element has id `id`, starting from what was typed into the static HTML before the
 * hydration (its value, or a checkbox's checked state), else from `initial`.
 */
export function useBuiltFieldState(id: string, initial: string): [string, Dispatch<SetStateAction<string>>];
export function useBuiltFieldState(id: string, initial: boolean): [boolean, Dispatch<SetStateAction<boolean>>];
export function useBuiltFieldState(id: string, initial: string | boolean): unknown {
  return useState(() => withBuilt(() => id, { value: initial }).value);
}

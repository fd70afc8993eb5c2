import type { Renderable, ToastOptions, ValueFunction, Toast } from 'react-hot-toast';

/*
 * The site's toasts, with react-hot-toast (and its CSS-in-JS, goober) out of the initial JavaScript: the library
 * and the Toaster load with the first toast, or once the page is idle. Same calls as react-hot-toast's `toast`
 * — `toast(msg)`, `.success`, `.error`, `.loading`, `.dismiss` — and the id is known at once (made here when the
 * caller gives none), so a later `{ id }` update or `dismiss(id)` reaches the same toast. Calls run in order.
 */
type Message = ValueFunction<Renderable, Toast> | Renderable;
type Area = typeof import('./ToastArea');

let area: Promise<Area> | null = null;
/** Listeners that came before the chunk was asked for. */
const waiting = new Set<() => void>();
let nextId = 0;

/** The Toaster and react-hot-toast, one chunk; RootProviders mounts the Toaster as soon as it is here. */
export function loadToasts(): Promise<Area> {
  if (!area) {
    area = import(/* webpackChunkName: "toast" */ './ToastArea');
    waiting.forEach((start) => start());
    waiting.clear();
  }
  return area;
}

/** Calls `listener` with the chunk once it is loaded; returns the unsubscribe. */
export function onToastsLoaded(listener: (loaded: Area) => void): () => void {
  let active = true;
  const start = () => void area!.then((loaded) => active && listener(loaded));
  if (area) start();
  else waiting.add(start);
  return () => {
    active = false;
    waiting.delete(start);
  };
}

function show(kind: 'blank' | 'success' | 'error' | 'loading', message: Message, options?: ToastOptions): string {
  const id = options?.id ?? `toast-${++nextId}`;
  void loadToasts().then(({ hot }) => (kind === 'blank' ? hot(message, { ...options, id }) : hot[kind](message, { ...options, id })));
  return id;
}

const toast = Object.assign((message: Message, options?: ToastOptions) => show('blank', message, options), {
  success: (message: Message, options?: ToastOptions) => show('success', message, options),
  error: (message: Message, options?: ToastOptions) => show('error', message, options),
  loading: (message: Message, options?: ToastOptions) => show('loading', message, options),
  dismiss: (id?: string) => void loadToasts().then(({ hot }) => hot.dismiss(id)),
});

export default toast;

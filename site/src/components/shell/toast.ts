import type { Renderable, ToastOptions, ValueFunction, Toast } from 'react-hot-toast';

/*
 * The site's toasts, with react-hot-toast (and its CSS-in-JS, goober) out of the initial JavaScript: the library
 * loads once the page is idle (or with the first toast, if that comes sooner) and the Toaster mounts with the first toast. Same calls as react-hot-toast's `toast`
 * — `toast(msg)`, `.success`, `.error`, `.loading`, `.dismiss` — and the id is known at once (made here when the
 * caller gives none), so a later `{ id }` update or `dismiss(id)` reaches the same toast. Calls run in order.
 */
type Message = ValueFunction<Renderable, Toast> | Renderable;
type Area = typeof import('./ToastArea');

let area: Promise<Area> | null = null;
/** Listeners that came before the chunk was asked for. */
const waiting = new Set<() => void>();
let nextId = 0;

const importArea = () => import(/* webpackChunkName: "toast" */ './ToastArea');

/**
 * The chunk fetched and run in idle time without mounting the Toaster: mounting it (its CSS-in-JS styles restyle the
 * whole page) was a long task of every page load. A first toast then finds the chunk here and shows at once.
 */
export function prefetchToasts(): void {
  void importArea();
}

/** The Toaster and react-hot-toast, one chunk; RootProviders mounts the Toaster with the first toast. */
export function loadToasts(): Promise<Area> {
  if (!area) {
    area = importArea();
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

/*
 * Whether preact is hydrating the static HTML right now (browser only; the static build never is). preact's hydrate
 * keeps every attribute the HTML was built with, so while it runs the components must render what the build
 * rendered: useHydrated (src/hooks/useHydrated.ts) answers false then, as React's server snapshot would — preact's
 * useSyncExternalStore has no server snapshot and answered true on the first render — and its users render their
 * built form again once the hydration is over.
 *
 * The parts of the page inside <Deferred> wait: each takes the page over in a task of its own afterwards, in page
 * order (components/common/Deferred.tsx).
 */

export interface Turn {
  done: boolean;
  promise: Promise<void>;
  open: () => void;
  /** Set by the suspended part: makes preact resume it by rendering over its element instead of hydrating it. */
  overBuiltDom?: () => void;
}

let hydrating = false;
const listeners = new Set<() => void>();
const queue: Turn[] = [];

export const isHydrating = (): boolean => hydrating;

/** useSyncExternalStore's subscribe: told when a hydration task ends. */
export function onHydrationEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setHydrating(value: boolean): void {
  hydrating = value;
  if (!value) listeners.forEach((listener) => listener());
}

/** A deferred part found while hydrating: it takes its element over when its turn opens. */
export function takeTurn(): Turn {
  const turn = { done: false } as Turn;
  turn.promise = new Promise<void>((resolve) => {
    turn.open = () => {
      turn.done = true;
      turn.overBuiltDom?.();
      resolve();
    };
  });
  queue.push(turn);
  return turn;
}

/**
 * One deferred part per task (a message posts a task without setTimeout's minimum delay): opening a turn renders its
 * part in that task's microtasks.
 */
function openTurns(): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const turn = queue.shift();
    if (!turn) return channel.port1.close();
    turn.open();
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
}

let hydrationTask: Promise<void> | null = null;

/**
 * While the hydration's task runs (the render and the effects and answers it sets off in its microtasks): a promise
 * that resolves in the next task; null otherwise. The API client waits for it before a request — a fetch costs the
 * main thread a few milliseconds, and the page's first requests were all sent inside that one long task.
 */
export const hydrationTaskRunning = (): Promise<void> | null => hydrationTask;

/** src/preact/client.ts: preact's hydrate of the static HTML, then the deferred parts. */
export function hydrateInTurns(hydrate: () => void): void {
  const channel = new MessageChannel();
  hydrationTask = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => {
      channel.port1.close();
      hydrationTask = null;
      resolve();
    };
  });
  hydrating = true;
  try {
    hydrate();
  } finally {
    setHydrating(false);
    // Posted before the first deferred part's turn: the requests go out before the parts take over.
    channel.port2.postMessage(null);
  }
  if (queue.length) openTurns();
}

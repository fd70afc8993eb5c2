import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import type { MarkdownProps } from './Markdown';
import { copyFromStaticBlock } from './code/copyCode';
// The code blocks' CSS with the page's own, not only in the renderer's lazy chunk: the built HTML shows them styled
// before (and without) that chunk.
import './code/CodeBlock.module.css';

/*
 * Markdown on the public pages without the Markdown renderer in their initial JavaScript. The static build
 * renders it (gatsby-ssr provides the renderer) inside a wrapper keyed by the text; in the browser the same
 * wrapper gets that built HTML back as its inner HTML, so react-markdown, remark and the highlighter are not
 * needed to show it. Only text the page was not built with (an edit, a live reply, a page reached by client-side
 * navigation) loads the renderer, on demand.
 */
let serverRenderer: ComponentType<MarkdownProps> | null = null;

/** The static build's renderer (gatsby-ssr only: the browser bundle never imports it from here). */
export function provideMarkdown(renderer: ComponentType<MarkdownProps>): void {
  serverRenderer = renderer;
}

const loadMarkdown = () => import(/* webpackChunkName: "markdown" */ './Markdown');

/** What a reader does before any navigation or edit: press, touch, type, or move the focus. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
let intentWatched = false;

/** Loads the renderer once, on the first press, touch, key or focus anywhere on the page. */
function loadOnFirstIntent(): void {
  if (intentWatched) return;
  intentWatched = true;
  const load = () => {
    INTENT_EVENTS.forEach((type) => document.removeEventListener(type, load, true));
    void loadMarkdown();
  };
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, load, { capture: true, passive: true }));
}
const LazyMarkdown = lazy(() => loadMarkdown().then((m) => ({ default: m.Markdown })));

/**
 * Keys already worked out, by text. A page renders the same text more than once (its first render, then again as
 * the session and its deferred parts come in), and hashing a long post in the browser's script takes milliseconds.
 */
const knownKeys = new Map<string, string>();

/** A short stable key of a text: which built HTML belongs to which Markdown (same text, same HTML). */
function keyOf(text: string): string {
  const known = knownKeys.get(text);
  if (known !== undefined) return known;
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  const key = `${(hash >>> 0).toString(36)}-${text.length}`;
  if (knownKeys.size >= 200) knownKeys.clear();
  knownKeys.set(text, key);
  return key;
}

const KEY_ATTRIBUTE = 'data-markdown';
let built: Map<string, string> | null = null;

/**
 * The HTML the build rendered for each Markdown of the page the browser opened, read once before React touches
 * it: whether React hydrates that HTML or (after a mismatch elsewhere) renders the page anew, the same HTML is
 * put back, never an empty box.
 */
function builtHtml(key: string): string | undefined {
  if (built === null) {
    built = new Map();
    document.querySelectorAll<HTMLElement>(`[${KEY_ATTRIBUTE}]`).forEach((el) => built!.set(el.getAttribute(KEY_ATTRIBUTE)!, el.innerHTML));
  }
  return built.get(key);
}

export function StaticMarkdown(props: MarkdownProps) {
  const key = keyOf(props.children);
  const html = serverRenderer ? undefined : builtHtml(key);

  // The renderer is needed only after the reader acts (a navigation, an edit): it is fetched on the first sign of
  // that, not in the page's idle time, where compiling it (~50 KB gzipped) was a long task of every page load.
  useEffect(() => {
    if (html !== undefined) loadOnFirstIntent();
  }, [html]);

  // display: contents — the wrapper only carries the key; the Markdown's own box lays out as before.
  if (serverRenderer) {
    const Server = serverRenderer;
    return (
      <div {...{ [KEY_ATTRIBUTE]: key }} style={{ display: 'contents' }}>
        <Server {...props} />
      </div>
    );
  }
  if (html !== undefined) {
    // The click handler serves the copy buttons of the code blocks inside (buttons: keyboard users reach them).
    return (
      <div
        {...{ [KEY_ATTRIBUTE]: key }}
        style={{ display: 'contents' }}
        onClick={copyFromStaticBlock}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <Suspense fallback={<div className={props.className ?? 'prose'} />}>
      <LazyMarkdown {...props} />
    </Suspense>
  );
}

/** Markdown that is never in static HTML (previews, edit history): the renderer loads when first shown. */
export function LiveMarkdown(props: MarkdownProps) {
  if (serverRenderer) {
    const Server = serverRenderer;
    return <Server {...props} />;
  }
  return (
    <Suspense fallback={<div className={props.className ?? 'prose'} />}>
      <LazyMarkdown {...props} />
    </Suspense>
  );
}

import { createContext, useContext, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigate } from 'gatsby';

/*
 * The site's link to one of its own pages: what Gatsby's Link does for us, with far less work per link. Gatsby's
 * wraps reach-router's — two forwardRefs, three context readers, a class component and an IntersectionObserver of
 * its own for every link — and a page's hydration ran all of that for each of its links (a forum list has dozens).
 * Here: the same <a> (href with gatsby-config's trailingSlash 'never', aria-current on the link to the page itself,
 * as Gatsby's renders it), a plain click that navigates in the page as Gatsby's does, a hover that tells Gatsby's
 * loader, and one observer for all links that prefetches a link's page once it is on screen. A `to` that is not a
 * path from the site's root (another origin, a relative path) is a plain link: the browser goes there itself.
 */

/** The address the page is at (Layout provides it from Gatsby's location, on the build and in the browser). */
const CurrentPath = createContext<string | null>(null);
export const CurrentPathProvider = CurrentPath.Provider;

interface GatsbyLoader {
  enqueue(path: string): { abort(): void } | undefined;
  hovering(path: string): unknown;
}
const loader = () => (window as { ___loader?: GatsbyLoader }).___loader;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: object;
}

/** `to` as Gatsby's Link writes it into href: '/forum/?a=1#b' → '/forum?a=1#b' (an empty '?' or '#' dropped). */
export function linkHref(to: string): string {
  const hashAt = to.indexOf('#');
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt < 0 ? '' : beforeHash.slice(searchAt);
  const path = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  // gatsby-page-utils' applyTrailingSlashOption(path, 'never').
  const pathname = path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
  return `${pathname}${search === '?' ? '' : search}${hash === '#' ? '' : hash}`;
}

const pathAndSearch = (href: string) => href.split('#')[0]!;
const currentPathAndSearch = () => window.location.pathname + window.location.search;

interface Watched {
  path: string;
  prefetch?: { abort(): void };
}
let observer: IntersectionObserver | null = null;
const watched = new WeakMap<Element, Watched>();

/**
 * One observer for every link on the page. As Gatsby's Link: a link that shows queues its page for Gatsby's loader
 * (which fetches its queue a few seconds later, in idle time); one that leaves the screen before that takes it back.
 */
function prefetchWhenShown(el: HTMLAnchorElement, path: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const link = watched.get(entry.target);
      if (!link) continue;
      if (entry.isIntersecting || entry.intersectionRatio > 0) {
        // Not the page itself: a prefetch of it could race the navigation that is showing it.
        if (link.path !== currentPathAndSearch()) link.prefetch = loader()?.enqueue(link.path);
      } else link.prefetch?.abort();
    }
  });
  watched.set(el, { path });
  observer.observe(el);
  return () => {
    watched.get(el)?.prefetch?.abort();
    watched.delete(el);
    observer?.unobserve(el);
  };
}

const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//');

export function Link(props: LinkProps) {
  const current = useContext(CurrentPath);
  const ref = useRef<HTMLAnchorElement>(null);
  const href = isSitePath(props.to) ? linkHref(props.to) : '';
  const target = pathAndSearch(href);
  useEffect(() => {
    if (!href || !ref.current) return;
    return prefetchWhenShown(ref.current, target);
  }, [href, target]);

  const { to, replace, state, onClick, onMouseEnter, ...rest } = props;
  if (!href) return <a {...rest} href={to} onClick={onClick} onMouseEnter={onMouseEnter} />;
  const isCurrent = current !== null && current === encodeURI(href);
  // As Gatsby's Link renders the link to the page itself (its default getProps).
  const currentProps = isCurrent ? { className: [rest.className].filter(Boolean).join(' '), style: { ...rest.style } } : {};

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.button !== 0 || rest.target || event.defaultPrevented || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate(href, { state, replace: typeof replace === 'boolean' ? replace : isCurrent || undefined });
  };
  const hover = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseEnter?.(event);
    loader()?.hovering(target);
  };
  return (
    <a
      ref={ref}
      aria-current={isCurrent ? 'page' : undefined}
      {...rest}
      {...currentProps}
      href={href}
      onClick={click}
      onMouseEnter={hover}
    />
  );
}

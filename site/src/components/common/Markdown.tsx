import { useMemo } from 'react';
import { isAllowedImageSrc } from '@oyundev/domain';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { t } from '../../i18n';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './code/CodeBlock';
import { remarkHeadingLevels } from './remarkHeadingLevels';
import { remarkMentions } from './remarkMentions';

/*
 * Markdown of members and editors is untrusted. What keeps it inert:
 * - raw HTML is never rendered (`skipHtml`): <script>, <iframe>, <img onerror=…> in the text are dropped,
 *   so no element can carry an event handler or a style;
 * - every URL (links and images) passes `safeUrl`: http(s), mailto, site-relative paths and in-page anchors
 *   survive; javascript:, data:, vbscript:, file: and anything unknown become empty (an inert link);
 * - links that leave the site get rel="nofollow ugc noopener noreferrer" and open in a new tab;
 * - @mentions become links to the member's profile (remarkMentions), never inside code or another link;
 * - fenced code is rendered by CodeBlock from its text only, highlighted as React elements (no HTML string).
 */

// A single '/' (not '//' or '/\', which browsers read as another host), '#', or an allowed scheme.
const SAFE_URL = /^(?:https?:|mailto:|#|\/(?![/\\]))/i;
const INTERNAL_URL = /^(?:#|\/(?![/\\]))/;

/** The URL when it is safe to put into an href or src; otherwise ''. */
export function safeUrl(url: string): string {
  // defaultUrlTransform already empties unknown schemes; the allow-list here is stricter still
  // (no protocol-relative URLs, no relative paths that could hide a scheme after decoding).
  const cleaned = defaultUrlTransform(url.trim());
  return SAFE_URL.test(cleaned) ? cleaned : '';
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

type HastNode = { type: string; value?: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] };

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** 'language-csharp' → 'csharp' (react-markdown puts the fence's info string there). */
function fenceLanguage(code: HastNode): string | undefined {
  const classes = code.properties?.className;
  const name = Array.isArray(classes) ? classes.map(String).find((c) => c.startsWith('language-')) : undefined;
  return name?.slice('language-'.length);
}

const components: Components = {
  // Member-written headings sit below the page's own h1.
  h1: 'h2',
  h2: 'h3',
  h3: 'h4',
  // `rest` holds only what remark itself generated (ids and aria of footnotes): with raw HTML skipped,
  // nothing a member typed becomes an attribute.
  a: ({ href, children, node: _node, ...rest }) => {
    if (!href) return <span>{children}</span>;
    if (INTERNAL_URL.test(href)) {
      return (
        <a {...rest} href={href}>
          {children}
        </a>
      );
    }
    return (
      <a {...rest} href={href} target="_blank" rel="nofollow ugc noopener noreferrer">
        {children}
      </a>
    );
  },
  // Images only from the site and the hosts in domain's IMAGE_HOSTS (which the CSP allows too); any other host
  // would see every reader's address, so such an image becomes a link the reader may choose to open.
  img: ({ src, alt, node: _node, ...rest }) => {
    if (!src) return null;
    if (isAllowedImageSrc(src)) return <img {...rest} src={src} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />;
    return (
      <a href={src} target="_blank" rel="nofollow ugc noopener noreferrer">
        {alt || t('markdown.externalImage', { host: hostOf(src) })}
      </a>
    );
  },
  pre: ({ node, children }) => {
    const code = (node as HastNode | undefined)?.children?.find((c) => c.type === 'element' && c.tagName === 'code');
    if (!code) return <pre>{children}</pre>;
    return <CodeBlock code={textOf(code).replace(/\n$/, '')} language={fenceLanguage(code)} />;
  },
};

type HeadingTag = 'h2' | 'h3' | 'h4';

/** Headings with the anchors of a table of contents, found by the markdown line they stand on. */
function withHeadingIds(ids: ReadonlyMap<number, string>): Components {
  const heading =
    (Tag: HeadingTag) =>
    ({ node, children }: { node?: { position?: { start: { line: number } } }; children?: React.ReactNode }) => {
      const id = node?.position ? ids.get(node.position.start.line) : undefined;
      return (
        <Tag id={id} tabIndex={id ? -1 : undefined}>
          {children}
        </Tag>
      );
    };
  return { ...components, h1: heading('h2'), h2: heading('h3'), h3: heading('h4') };
}

/**
 * Markdown of members and editors: GitHub-flavoured, raw HTML dropped (never rendered), links and images
 * limited to safe addresses. `headingIds` (markdown line → anchor, from domain's tableOfContents) gives the
 * headings the anchors a table of contents links to.
 */
export interface MarkdownProps {
  children: string;
  className?: string;
  headingIds?: ReadonlyMap<number, string>;
}

export function Markdown({ children, className = 'prose', headingIds }: MarkdownProps) {
  const rendered = useMemo(() => (headingIds ? withHeadingIds(headingIds) : components), [headingIds]);
  return (
    <div className={className}>
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkHeadingLevels, remarkMentions]} skipHtml urlTransform={safeUrl} components={rendered}>
        {children}
      </ReactMarkdown>
    </div>
  );
}

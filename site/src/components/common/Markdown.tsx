import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const SAFE_PROTOCOL = /^(https?:|mailto:|\/|#)/i;

/** Only http(s), mailto, site-relative and in-page links survive; anything else becomes inert. */
function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return SAFE_PROTOCOL.test(cleaned) ? cleaned : '';
}

function isExternal(href: string | undefined): boolean {
  return !!href && /^https?:\/\//i.test(href);
}

const components: Components = {
  // Member-written headings sit below the page's own h1.
  h1: 'h2',
  h2: 'h3',
  h3: 'h4',
  a: ({ href, children, node: _node, ...rest }) =>
    href ? (
      <a href={href} {...rest} {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : {})}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt, node: _node, ...rest }) => (src ? <img src={src} alt={alt ?? ''} loading="lazy" {...rest} /> : null),
};

/**
 * Markdown of members and editors: GitHub-flavoured, raw HTML dropped (never rendered), links limited to
 * safe protocols.
 */
export function Markdown({ children, className = 'prose' }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}

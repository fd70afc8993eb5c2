import { expect, type Page } from '@playwright/test';

/*
 * Markdown and HTML XSS payloads, and a page guard that notices when one fires. A payload that runs does one of:
 * sets `window.__xss`, calls alert/confirm/prompt (hooked), logs XSS-FIRED, or loads something from the sentinel
 * host (every request to it is recorded and aborted). The guard also collects `securitypolicyviolation` events:
 * an injected element the CSP had to block still got into the page, which counts as a failure too.
 */
export const SENTINEL_HOST = 'xss-sentinel.example';
const S = `https://${SENTINEL_HOST}`;

/** Markdown bodies (topic, reply, comment, bio): every vector at least once. */
export const MARKDOWN_PAYLOADS = [
  '[düz js](javascript:window.__xss=1)',
  '[karışık harf](JaVaScRiPt:alert(1))',
  '[boşluklu]( javascript:alert(1))',
  '[varlık](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[onaltılık varlık](&#x6A;avascript&#x3A;alert(1))',
  '[sekmeli](java&#x09;script:alert(1))',
  '[yüzdeli](javascript%3Aalert(1))',
  '[veri](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[vbs](vbscript:msgbox(1))',
  '<javascript:alert(1)>',
  '![resim js](javascript:alert(1))',
  '![resim veri](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
  `![dış resim](${S}/pixel.png)`,
  `[tırnak kaçışı](${S}/"onmouseover="window.__xss=1)`,
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  `<img src="${S}/raw.png">`,
  '<svg onload="window.__xss=1"><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">svg bağlantı</text></a></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1));width:expression(alert(1))">stil</div>',
  `<style>@import '${S}/x.css'; body{background:url(${S}/bg.png)}</style>`,
  `<link rel="stylesheet" href="${S}/y.css">`,
  '<a href="javascript:alert(1)" onclick="window.__xss=1">ham bağlantı</a>',
  '<details open ontoggle="window.__xss=1">ayrıntı</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">gönder</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '"><script>console.log("XSS-FIRED")</script>',
  "'-alert(1)-'",
  '`${alert(1)}`',
  '{{constructor.constructor("window.__xss=1")()}}',
].join('\n\n');

/** One-line texts (titles, profile fields, report reasons, search terms). */
export const LINE_PAYLOADS = [
  '<img src=x onerror=window.__xss=1>',
  '<script>window.__xss=1</script>',
  '<svg onload=alert(1)>',
  '"><iframe srcdoc="<script>parent.__xss=1</script>">',
  'javascript:alert(1)',
];

export interface Guard {
  /** Everything that fired or was blocked so far (empty when the page is clean). */
  findings(): Promise<string[]>;
}

/** Arms `page` before it opens anything: hooks, listeners, and the sentinel host aborted. */
export async function armGuard(page: Page): Promise<Guard> {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('XSS-FIRED')) seen.push(`console: ${text}`);
    if (/Content Security Policy/i.test(text)) seen.push(`csp console: ${text}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes(SENTINEL_HOST) || /^(javascript|data:text\/html)/i.test(url)) seen.push(`request: ${url}`);
  });
  await page.route(
    (url) => url.hostname.endsWith(SENTINEL_HOST),
    (route) => route.abort(),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: unknown; __fired: string[] };
    w.__xss = 0;
    w.__fired = [];
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        w.__fired.push(`${name}(${args.map(String).join(',')})`);
        return null;
      };
    }
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__fired.push(`csp: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return {
    async findings() {
      const inPage = await page.evaluate(() => {
        const w = window as unknown as { __xss: unknown; __fired: string[] };
        return [...w.__fired, ...(w.__xss ? [`window.__xss = ${String(w.__xss)}`] : [])];
      });
      return [...seen, ...inPage];
    },
  };
}

/**
 * What member text may never become in the DOM of `root` (the page's main content by default): an element
 * carrying an event handler, a script/iframe/object/embed/base/meta/link/style element, a srcdoc or formaction, or
 * a URL attribute with a javascript:, data: or vbscript: scheme.
 */
export async function dangerousMarkup(page: Page, root = 'main'): Promise<string[]> {
  return page.locator(root).evaluateAll((roots) => {
    const found: string[] = [];
    for (const el of roots.flatMap((r) => [r, ...Array.from(r.querySelectorAll('*'))])) {
      const tag = el.tagName.toLowerCase();
      // The site's own scripts sit directly in <body>, after the app's root; anything deeper came from the page.
      const own = el.parentElement === document.body && !el.matches('#___gatsby');
      // Structured data the page writes itself (JSON-LD) is inert while no '<' of member text survives in it.
      const jsonLd = tag === 'script' && el.getAttribute('type') === 'application/ld+json' && !(el.textContent ?? '').includes('<');
      if (!own && !jsonLd && ['script', 'iframe', 'object', 'embed', 'base', 'meta', 'style', 'link', 'frame'].includes(tag))
        found.push(`<${tag}>`);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
        if (name === 'srcdoc' || name === 'formaction') found.push(`<${tag} ${name}>`);
        if (
          ['href', 'src', 'xlink:href', 'action', 'data', 'poster', 'background'].includes(name) &&
          /^\s*(javascript|data|vbscript):/i.test(attr.value)
        )
          found.push(`<${tag} ${name}="${attr.value.slice(0, 40)}">`);
      }
    }
    return found;
  });
}

/** Waits until the app has hydrated (Gatsby's loader is up), so React's render of the text is the one checked. */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { ___loader?: unknown }).___loader))).toBe(true);
}

/** Hovers and focuses every link and button under `root` (by events, no pointer moves): a smuggled handler would run. */
export async function poke(page: Page, root: string): Promise<void> {
  await page.locator(root).evaluateAll((roots) => {
    for (const el of roots.flatMap((r) => Array.from(r.querySelectorAll<HTMLElement>('a, button, img, svg, details, div')))) {
      for (const type of ['mouseover', 'mouseenter', 'focus']) el.dispatchEvent(new Event(type, { bubbles: true }));
    }
  });
}

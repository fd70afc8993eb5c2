import React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { RootProviders } from './src/components/shell/RootProviders';
import { Layout } from './src/components/shell/Layout';
import { themeBootScript } from './src/theme/ThemeProvider';
import { adsBootScript } from './src/components/shell/AdSlot';
import { announcementsBootScript } from './src/components/shell/AnnouncementBanner';
import { formsBootScript } from './src/preact/forms';
import { THEME_COLORS } from '@oyundev/domain';
import { provideHighlighter } from './src/components/common/code/registry';
import { highlight } from './src/components/common/code/highlighter';
import { provideMarkdown } from './src/components/common/StaticMarkdown';
import { Markdown } from './src/components/common/Markdown';
import { resetIds } from './src/ids';

// The static HTML carries rendered Markdown with highlighted code; this file is bundled for the build only,
// never for the browser, which keeps that HTML as built (StaticMarkdown).
provideHighlighter(highlight);
provideMarkdown(Markdown);

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname} built={(props.pageContext as { built?: string }).built}>
    {element}
  </Layout>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'tr', 'data-theme': 'dark' } as React.HtmlHTMLAttributes<HTMLHtmlElement>);
  setHeadComponents([
    <meta key="theme-color" name="theme-color" content={THEME_COLORS.dark} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The admin's colours, default theme and custom CSS (Site ayarları → Görünüm), live from the cms: a
    // blocking stylesheet, so the theme boot script below can read the default theme from it.
    <link key="site-theme" rel="stylesheet" href="/api/site-settings/theme.css" />,
    // Runs before first paint: the saved theme (or the system's while nothing is saved) without a flash.
    <script key="theme-boot" dangerouslySetInnerHTML={{ __html: themeBootScript() }} />,
    // Also before first paint: a stored premium session hides the house ads, so its page never jumps.
    <script key="ads-boot" dangerouslySetInnerHTML={{ __html: adsBootScript() }} />,
    // And the announcements this browser closed stay hidden from the first paint.
    <script key="announcements-boot" dangerouslySetInnerHTML={{ __html: announcementsBootScript() }} />,
    // No form is submitted by the browser itself (a password in the address); one sent before the hydration is sent
    // again after it (src/preact/forms.ts).
    <script key="forms-boot" dangerouslySetInnerHTML={{ __html: formsBootScript() }} />,
  ]);
};

/**
 * Each page inlines the stylesheets of its chunks (src/bundling-webpack.ts, cssWithItsChunk): `app`'s (the global
 * CSS and the shell's) and its page type's. Gatsby writes them in the reverse of webpack's order, the page's before
 * `app`'s, where a component's CSS Module could no longer refine the global primitives it builds on: they are put
 * back in webpack's order, `app`'s first, as the browser's CSS runtime appends a later page's sheets after them.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents() as React.ReactNode[];
  const isPageCss = (node: React.ReactNode) =>
    React.isValidElement<{ 'data-identity'?: string }>(node) &&
    node.type === 'style' &&
    node.props['data-identity'] === 'gatsby-global-css';
  const sheets = head.filter(isPageCss).reverse();
  replaceHeadComponents(head.map((node) => (isPageCss(node) ? sheets.shift() : node)));
};

/**
 * React 18.3's streaming renderer (which Gatsby uses by default) can leave NUL bytes in the HTML where a
 * multi-byte UTF-8 character meets its 2 KB buffer edge (facebook/react#31134) — and Turkish text is full
 * of them. We have no Suspense boundaries to stream, so plain renderToString is the same HTML without
 * the corruption. onPostBuild (gatsby-node) still checks every page for NUL bytes. Each page's element ids count
 * from 1, as the browser's first render does (src/ids.ts).
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  resetIds();
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
};

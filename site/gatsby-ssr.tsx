import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { RootProviders } from './src/components/shell/RootProviders';
import { Layout } from './src/components/shell/Layout';
import { themeBootScript } from './src/theme/ThemeProvider';
import { THEME_COLORS } from '@oyundev/domain';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'tr', 'data-theme': 'dark' } as React.HtmlHTMLAttributes<HTMLHtmlElement>);
  setHeadComponents([
    <meta key="theme-color" name="theme-color" content={THEME_COLORS.dark} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // Runs before first paint: the saved theme (or the system's while nothing is saved) without a flash.
    <script key="theme-boot" dangerouslySetInnerHTML={{ __html: themeBootScript() }} />,
  ]);
};

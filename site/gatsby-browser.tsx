// Global tokens and primitives first, so every component's CSS Module can refine them.
import './src/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import { RootProviders } from './src/components/shell/RootProviders';
import { Layout } from './src/components/shell/Layout';
import { CODE_BLOCK_ATTRIBUTE, loadHighlighter } from './src/components/common/code/registry';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);

/** Every route change starts at the top of the page (spec §2), except jumps to an in-page anchor. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  if (routerProps.location.hash) return true;
  window.scrollTo(0, 0);
  return false;
};

/**
 * Pages whose HTML has a code block load the highlighter before hydration, so the first render matches the
 * highlighted static HTML; every other page never downloads it (components/common/code/registry.ts).
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  if (document.querySelector(`[${CODE_BLOCK_ATTRIBUTE}]`)) return loadHighlighter().then(() => undefined);
  return undefined;
};

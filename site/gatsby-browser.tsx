// Global tokens and primitives first, so every component's CSS Module can refine them.
import './src/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import { RootProviders } from './src/components/shell/RootProviders';
import { Layout } from './src/components/shell/Layout';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootProviders>{element}</RootProviders>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname} built={(props.pageContext as { built?: string }).built}>
    {element}
  </Layout>
);

/** Every route change starts at the top of the page (spec §2), except jumps to an in-page anchor. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  if (routerProps.location.hash) return true;
  window.scrollTo(0, 0);
  return false;
};

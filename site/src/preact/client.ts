/*
 * What `react-dom/client` is in the browser bundle (gatsby-node aliases it here; `react` and `react-dom` are
 * preact/compat there). Gatsby calls hydrateRoot on the static HTML, which React rendered at build time.
 *
 * preact's own hydrate keeps every attribute of that HTML as it is, and React's useId values (`:R8l:`) differ
 * from preact's (`P0-1`): a label, an aria-describedby or an error text added after the first paint would then
 * point at an id no element has. So the first render goes over the built DOM with preact's render instead: it
 * reuses every element and text node (nothing is re-created, the painted page stays), and sets the attributes
 * that differ, so the DOM carries exactly what the components render from then on. preact/compat's render is
 * not used for this: it empties the container first, like React's.
 */
import { render, type ComponentChild } from 'preact';
import { createRoot } from 'preact/compat/client';

export { createRoot };

export function hydrateRoot(container: Element, children: ComponentChild) {
  render(children, container);
  return createRoot(container);
}

export default { createRoot, hydrateRoot };

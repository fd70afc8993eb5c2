import { Component, Suspense, useState, type ReactNode } from 'react';
import { isHydrating, takeTurn, type Turn } from '../../preact/hydration';

/*
 * Lazy hydration. preact took the static HTML over in one task: on a forum list or a topic with its replies that
 * task was 600–700 ms on a 4× slower CPU, most of the page's total blocking time. A part of the page inside
 * <Deferred> is not rendered in that task: it suspends, and preact keeps its built DOM as it is while hydrating (a
 * suspended component keeps the one element it stands on). The deferred parts then take over one per task, in page
 * order (src/preact/hydration.ts), each rendering over its kept element (reusing it, setting the attributes that
 * differ), so no single task holds the whole page and a press between two tasks is answered.
 *
 * The child must render exactly one element (a card, a reply): that element is what preact keeps. Until its turn it
 * shows what the build rendered and does not react, as the whole page did before its script ran. Whatever renders
 * after the hydration (a client-side navigation, a new reply, a page the browser had to render anew) is not
 * deferred. The static build renders the child plainly (no Suspense: no boundary comments in the HTML). Nothing inside
 * may call useId on its first render: the build counted those ids in page order, the browser counts them at the
 * part's turn, and the ids of everything hydrated after it would shift (src/ids.ts).
 */

/** preact's own names (its mangle.json, the same across preact 10) for a component's vnode and a vnode's flags. */
interface Internal {
  __v?: { __u: number };
}
const MODE_HYDRATE = 1 << 5;

class Gate extends Component<{ turn: Turn | null; children: ReactNode }> {
  override render() {
    const { turn, children } = this.props;
    if (turn && !turn.done) {
      // By its turn the page's state has moved on (the session was read, answers came back): hydrating would keep
      // the built attributes under the new props. Rendering over the kept element sets every attribute that differs.
      turn.overBuiltDom = () => {
        const vnode = (this as Internal).__v;
        if (vnode) vnode.__u &= ~MODE_HYDRATE;
      };
      throw turn.promise;
    }
    return children;
  }
}

export function Deferred({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (isHydrating() ? takeTurn() : null));
  if (typeof window === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
    </Suspense>
  );
}

import { Suspense, useState, type ReactNode } from 'react';
import { isHydrating, takeTurn, type Turn } from '../../preact/hydration';

/*
 * Lazy hydration. preact took the static HTML over in one task: on a forum list or a topic with its replies that
 * task was 600–700 ms on a 4× slower CPU, most of the page's total blocking time. A part of the page inside
 * <Deferred> is not rendered in that task: it suspends, and preact keeps its built DOM as it is while hydrating (a
 * suspended component keeps the one element it stands on). The deferred parts then hydrate one per task, in page
 * order (src/preact/hydration.ts), so no single task holds the whole page and a press between two tasks is answered.
 *
 * The child must render exactly one element (a card, a reply): that element is what preact keeps. Until its turn it
 * shows what the build rendered and does not react, as the whole page did before its script ran. Whatever renders
 * after the hydration (a client-side navigation, a new reply, a page the browser had to render anew) is not
 * deferred. The static build renders the child plainly (no Suspense: no boundary comments in the HTML).
 */

function Gate({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
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

import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * Calls `onDismiss` on a pointer press outside every given element and on Escape, while `active`.
 * The reason lets a caller return focus on Escape but not steal it from whatever was clicked.
 */
export function useDismiss(active: boolean, refs: ReadonlyArray<RefObject<HTMLElement>>, onDismiss: (reason: DismissReason) => void): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;
  const refsRef = useRef(refs);
  refsRef.current = refs;

  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (refsRef.current.every((ref) => !ref.current?.contains(target))) latest.current('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [active]);
}

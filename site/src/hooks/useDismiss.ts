import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onDismiss` on a pointer press outside every given element and on Escape, while `active`.
 */
export function useDismiss(active: boolean, refs: ReadonlyArray<RefObject<HTMLElement>>, onDismiss: () => void): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;
  const refsRef = useRef(refs);
  refsRef.current = refs;

  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (refsRef.current.every((ref) => !ref.current?.contains(target))) latest.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [active]);
}

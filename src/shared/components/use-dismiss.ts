import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, a press outside every given element, or Escape, calls onDismiss
 * (menus and dropdowns of the header).
 */
export function useDismiss(
  open: boolean,
  inside: RefObject<HTMLElement | null>[],
  onDismiss: (reason: 'outside' | 'escape') => void,
): void {
  const latest = useRef({ inside, onDismiss });
  useEffect(() => {
    latest.current = { inside, onDismiss };
  });

  useEffect(() => {
    if (!open) return;
    const onPress = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (latest.current.inside.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './close-button';
import styles from './drawer.module.css';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (container: HTMLElement): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('hidden'));

let scrollLocks = 0;

/**
 * Locks body scrolling (class 'scroll-locked') and compensates the scrollbar width through
 * --scrollbar-compensation; returns the unlock. Nested locks are counted.
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (scrollLocks === 0) {
    const clientWidth = document.documentElement.clientWidth;
    const scrollbar = clientWidth > 0 ? Math.max(0, window.innerWidth - clientWidth) : 0;
    body.style.setProperty('--scrollbar-compensation', `${scrollbar}px`);
    body.classList.add('scroll-locked');
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      body.classList.remove('scroll-locked');
      body.style.removeProperty('--scrollbar-compensation');
    }
  };
}

/** Locks body scrolling while `active` is true. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}

/**
 * While `active`: moves focus into the container, keeps Tab inside it, calls onEscape on
 * Escape, and on deactivation returns focus to the element that had it before.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    if (container) (focusablesIn(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const items = focusablesIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [active, containerRef]);
}

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side?: 'left' | 'right';
  /** Visible heading of the drawer; or pass labelledBy with the id of a heading inside children. */
  title?: ReactNode;
  labelledBy?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal side panel (off-canvas menu, mini cart): traps focus, closes on Escape and on an
 * overlay click, locks body scrolling, and returns focus to the control that opened it.
 */
export function Drawer({ open, onClose, side = 'left', title, labelledBy, children, className }: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useBodyScrollLock(open);
  useFocusTrap(panelRef, open, () => onCloseRef.current());

  if (!open) return null;
  const labelId = labelledBy ?? (title !== undefined ? titleId : undefined);
  return createPortal(
    <div className={styles.root}>
      <div className={styles.overlay} aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelId}
        tabIndex={-1}
        className={[styles.panel, side === 'right' ? styles.right : styles.left, className].filter(Boolean).join(' ')}
      >
        <div className={styles.head}>
          {title !== undefined && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          <CloseButton className={styles.close} onClick={() => onCloseRef.current()} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableElements, isTopDialog, nextTrapTarget, popDialog, pushDialog } from './focus-trap';

export interface UseModalOptions {
  /** The element that holds the modal's content (role="dialog"). */
  containerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Focus on open; falls back to the first focusable element inside `fallbackRef`, then inside the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  fallbackRef?: RefObject<HTMLElement | null>;
}

/**
 * What makes a modal modal, shared by Dialog and the fullscreen player: Escape closes (only the top one
 * when stacked), Tab wraps inside, focus that escapes is brought back, the page behind does not scroll,
 * and focus returns to the opener on close. Mount it only while open.
 */
export function useModal({ containerRef, onClose, initialFocusRef, fallbackRef }: UseModalOptions) {
  const tokenRef = useRef<symbol>(Symbol('modal'));
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const token = tokenRef.current;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    pushDialog(token);

    const container = containerRef.current;
    const target =
      initialFocusRef?.current ??
      (fallbackRef?.current ? focusableElements(fallbackRef.current)[0] : undefined) ??
      (container ? focusableElements(container)[0] : undefined) ??
      container;
    target?.focus();

    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isTopDialog(token)) {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopDialog(token) || !container || container.contains(event.target as Node)) return;
      (focusableElements(container)[0] ?? container).focus();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      popDialog(token);
      document.body.style.overflow = overflow;
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
    // Runs once per opening; the refs are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Put on the container: keeps Tab inside. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const container = containerRef.current;
    if (event.key !== 'Tab' || !container || !isTopDialog(tokenRef.current)) return;
    const target = nextTrapTarget(focusableElements(container), document.activeElement, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return { onKeyDown };
}

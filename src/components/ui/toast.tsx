import { useEffect, useRef, useState } from 'react';
import { dismissToast, useToast } from '../../hooks/use-toast';
import { useI18n } from '../../lib/i18n/i18n';
import { IconButton } from './button';
import { CloseIcon, Icon, SuccessIcon, WarningIcon } from './icon';

/** How long a confirmation stays: at least 6 seconds, longer for longer words. */
// Assumption A-166 (docs/assumptions.md): which confirmations are a toast, and for how long.
export function toastDuration(message: string): number {
  return Math.max(6000, 3000 + message.length * 60);
}

/**
 * Where the app's toast (raised with `showToast`, src/hooks/use-toast.ts) appears: fixed near
 * the bottom of the screen, so nothing moves. Rendered once, in the signed-in shell. Its status
 * region is always there, so a screen reader announces each message politely. A confirmation
 * goes away by itself after `toastDuration`, but never while the pointer is over it or focus is
 * in it; a problem stays until closed. The close button (or Escape on it) takes it away and
 * gives focus back to where it came from.
 */
export function ToastViewport() {
  const { t } = useI18n();
  const toast = useToast();
  const box = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  // Held for one toast (by its id), so a replaced or closed toast never holds the next one.
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const id = toast?.id;
  const held = id !== undefined && (hoveredId === id || focusedId === id);
  const duration = toast?.tone === 'success' ? toastDuration(toast.message) : null;

  useEffect(() => {
    if (id === undefined || duration === null || held) return undefined;
    const timer = window.setTimeout(() => {
      // A toast that replaced another under the pointer or the focus is held from now on.
      const node = box.current;
      if (node?.contains(document.activeElement)) setFocusedId(id);
      else if (node?.matches(':hover')) setHoveredId(id);
      else dismissToast(id);
    }, duration);
    return () => window.clearTimeout(timer);
  }, [id, duration, held]);

  const close = () => {
    const back = cameFrom.current;
    cameFrom.current = null;
    dismissToast();
    if (back?.isConnected) back.focus();
  };

  // Whether the pointer is over it or focus is in it, for this toast.
  useEffect(() => {
    const node = box.current;
    if (!node || id === undefined) return undefined;
    const hover = () => setHoveredId(id);
    const leave = () => setHoveredId(null);
    const focusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !node.contains(from)) cameFrom.current = from;
      setFocusedId(id);
    };
    const focusOut = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) setFocusedId(null);
    };
    node.addEventListener('pointerenter', hover);
    node.addEventListener('pointermove', hover);
    node.addEventListener('pointerleave', leave);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    return () => {
      node.removeEventListener('pointerenter', hover);
      node.removeEventListener('pointermove', hover);
      node.removeEventListener('pointerleave', leave);
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
    };
  }, [id]);

  return (
    <div className="toast-viewport">
      <div ref={box} className={toast ? `toast toast--${toast.tone}` : 'toast'}>
        {toast ? (
          <Icon
            icon={toast.tone === 'success' ? SuccessIcon : WarningIcon}
            className="toast__icon"
          />
        ) : null}
        <p className="toast__message" role="status" aria-live="polite">
          {toast ? <span key={toast.id}>{toast.message}</span> : null}
        </p>
        {toast ? (
          <IconButton
            icon={CloseIcon}
            label={t('toast.close')}
            className="toast__close"
            onClick={close}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              close();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  '[autofocus], button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (the browser's `<dialog>` shown with showModal: the rest of the page is inert
 * and focus stays inside), named by its title and described by its body. It is open while
 * `open` is true. On opening, focus goes to `initialFocus`, else to the first thing that takes
 * focus (usually the first action); when it closes, focus goes back to what had it before.
 * Escape does not close it by itself: it calls `onCancel`, and the owner decides (closing it
 * by setting `open` to false, or not).
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  onCancel,
  initialFocus,
}: {
  open: boolean;
  title: ReactNode;
  /** What the dialog says: its description for screen readers. */
  children: ReactNode;
  /** The buttons, the one most people want first. */
  actions: ReactNode;
  /** Escape was pressed. */
  onCancel: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      const first = initialFocus?.current ?? element.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    }
    if (!open && element.open) {
      const hadFocus = element.contains(document.activeElement);
      element.close();
      const back = opener.current;
      opener.current = null;
      const focused = document.activeElement;
      const lost = hadFocus || !focused || focused === document.body;
      if (lost && back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">{actions}</div>
    </dialog>
  );
}

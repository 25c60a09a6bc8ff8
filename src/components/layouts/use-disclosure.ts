import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * A disclosure (a button and the panel it shows) that is open only at the address where it
 * was opened, so any navigation closes it. While open it closes on Escape with focus inside
 * (unless a disclosure within it used that Escape first), on a press outside and when focus
 * leaves it. When it closes with focus lost (its panel's content gone), focus goes back to
 * the button; a new page then moves it on to its heading.
 */
export function useDisclosure({
  container,
  toggle,
}: {
  container: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLElement | null>;
}): { open: boolean; flip: () => void } {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === address;
  const close = useEffectEvent(() => setOpenAt(null));
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) {
      const focused = document.activeElement;
      if (!focused || focused === document.body) toggle.current?.focus();
    }
    wasOpen.current = open;
  }, [open, toggle]);

  useEffect(() => {
    const node = container.current;
    if (!open || !node) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!node.contains(event.target as Node)) close();
    };
    // On the container, so that a disclosure inside this one (the party switcher in "More")
    // meets the key first, closes itself and leaves this one open.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
      toggle.current?.focus();
    };
    const closeOnFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !node.contains(next)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    node.addEventListener('keydown', closeOnEscape);
    node.addEventListener('focusout', closeOnFocusOut);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      node.removeEventListener('keydown', closeOnEscape);
      node.removeEventListener('focusout', closeOnFocusOut);
    };
  }, [open, container, toggle]);

  return { open, flip: () => setOpenAt(open ? null : address) };
}

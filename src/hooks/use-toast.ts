import { useSyncExternalStore } from 'react';

/** success: something worked (copied, saved); problem: it did not, and the person may act. */
export type ToastTone = 'success' | 'problem';

export interface Toast {
  /** New for every toast, so the same words shown twice are announced twice. */
  id: number;
  message: string;
  tone: ToastTone;
}

/*
 * The one toast of the app, kept outside React so that any screen, hook or mutation callback
 * can raise it with `showToast` and the one viewport in the shell (src/components/ui/toast.tsx)
 * shows it. One at a time: a new toast replaces the one shown.
 */
let current: Toast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // With no viewport left (signed out, a test unmounted) nothing is kept for the next one.
    if (listeners.size === 0) current = null;
  };
}

/**
 * Shows a short confirmation (or a problem that is not a form field's) near the bottom of the
 * screen and announces it politely. One raised before the viewport is there (the shell loads it
 * after the first screen, so a copy pressed at once came before it) is shown when it arrives;
 * when the last viewport goes (signing out), nothing is kept.
 */
export function showToast(message: string, tone: ToastTone = 'success'): void {
  lastId += 1;
  current = { id: lastId, message, tone };
  emit();
}

/** Takes the toast away; with an id, only if that toast is still the one shown. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

/** The toast shown now, if any (for the viewport). */
export function useToast(): Toast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

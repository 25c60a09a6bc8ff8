/**
 * The customer's colour scheme: "light" or "dark" when they chose one in the profile, none to
 * follow the device. A preference, so it may be kept in localStorage (tokens never are). Shown
 * as `data-scheme` on <html>, which the design tokens read.
 */
export type ColorScheme = 'light' | 'dark';

export const SCHEME_STORAGE_KEY = 'pref.colorScheme';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    // eslint-disable-next-line no-restricted-syntax -- a preference (light/dark), never a token
    return window.localStorage;
  } catch {
    return null; // Storage may be disabled; the choice then lasts for this page only.
  }
}

function asScheme(value: string | null | undefined): ColorScheme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function readSchemePreference(): ColorScheme | null {
  try {
    return asScheme(storage()?.getItem(SCHEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Sets or removes `data-scheme`, and tells the browser which schemes the page supports. */
export function applyScheme(scheme: ColorScheme | null, doc: Document = document): void {
  const root = doc.documentElement;
  if (scheme) root.dataset['scheme'] = scheme;
  else delete root.dataset['scheme'];
  doc.querySelector('meta[name="color-scheme"]')?.setAttribute('content', scheme ?? 'light dark');
}

/** Keeps the choice (null: follow the device) and shows it at once. */
export function setSchemePreference(scheme: ColorScheme | null): void {
  try {
    if (scheme) storage()?.setItem(SCHEME_STORAGE_KEY, scheme);
    else storage()?.removeItem(SCHEME_STORAGE_KEY);
  } catch {
    // Not kept (storage full or disabled): still shown on this page.
  }
  applyScheme(scheme);
  for (const listener of listeners) listener();
}

/**
 * Applies the stored choice before the first render, and follows a choice made in another tab.
 * Returns a function that stops following (for tests).
 */
export function startColorScheme(): () => void {
  applyScheme(readSchemePreference());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SCHEME_STORAGE_KEY && event.key !== null) return;
    applyScheme(readSchemePreference());
    for (const listener of listeners) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function subscribeSchemePreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen scheme as the page shows it (null: following the device). */
export function shownSchemePreference(): ColorScheme | null {
  return asScheme(document.documentElement.dataset['scheme']);
}

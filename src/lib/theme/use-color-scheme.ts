import { useSyncExternalStore } from 'react';
import {
  setSchemePreference,
  shownSchemePreference,
  subscribeSchemePreference,
  type ColorScheme,
} from './scheme-preference';

/** The customer's choice (null: same as the device) and the way to change it. */
export function useSchemePreference(): [ColorScheme | null, (scheme: ColorScheme | null) => void] {
  const scheme = useSyncExternalStore(subscribeSchemePreference, shownSchemePreference, () => null);
  return [scheme, setSchemePreference];
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkMedia(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function subscribeDevice(onChange: () => void): () => void {
  const media = darkMedia();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const deviceIsDark = () => darkMedia()?.matches ?? false;

/** The scheme on screen: the customer's choice, else the device's. */
export function useShownScheme(): ColorScheme {
  const [chosen] = useSchemePreference();
  const dark = useSyncExternalStore(subscribeDevice, deviceIsDark, () => false);
  return chosen ?? (dark ? 'dark' : 'light');
}

import { useEffect, useState } from 'react';

type FormatPhone = (phone: string) => string;

let loaded: FormatPhone | undefined;

/**
 * `formatPhone` for screens that must not carry libphonenumber in their own chunk (the shell,
 * the transfers form): the number shows as given (E.164) until the tables have loaded, then
 * in its international format. Offline, it stays as given. `load` false holds the tables back
 * (the number shows as given meanwhile); once loaded, every number is formatted.
 */
export function useFormattedPhone(phone: string, options?: { load?: boolean }): string;
export function useFormattedPhone(
  phone: string | undefined,
  options?: { load?: boolean },
): string | undefined;
export function useFormattedPhone(
  phone: string | undefined,
  { load = true }: { load?: boolean } = {},
): string | undefined {
  const [format, setFormat] = useState<FormatPhone | undefined>(() => loaded);
  useEffect(() => {
    if (format || !phone || !load) return;
    let current = true;
    import('./format-phone')
      .then(({ formatPhone }) => {
        loaded = formatPhone;
        if (current) setFormat(() => formatPhone);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [format, phone, load]);
  return phone && format ? format(phone) : phone;
}

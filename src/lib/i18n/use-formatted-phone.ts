import { useEffect, useState } from 'react';

type FormatPhone = (phone: string) => string;

let loaded: FormatPhone | undefined;

/**
 * `formatPhone` for screens that must not carry libphonenumber in their own chunk (the shell,
 * the transfers form): the number shows as given (E.164) until the tables have loaded, then
 * in its international format. Offline, it stays as given.
 */
export function useFormattedPhone(phone: string): string;
export function useFormattedPhone(phone: string | undefined): string | undefined;
export function useFormattedPhone(phone: string | undefined): string | undefined {
  const [format, setFormat] = useState<FormatPhone | undefined>(() => loaded);
  useEffect(() => {
    if (format || !phone) return;
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
  }, [format, phone]);
  return phone && format ? format(phone) : phone;
}

import { useCallback, useState } from 'react';

export interface CopyAnnouncement {
  /** What the live region says; empty before the first copy. */
  message: string;
  /** Changes with every copy, so the same message is announced again. */
  count: number;
}

/**
 * Copies text with the asynchronous Clipboard API and keeps the message to announce:
 * `success` when the browser took the text, `failure` when it refused (no permission,
 * insecure context, no Clipboard API).
 */
export function useCopy() {
  const [announcement, setAnnouncement] = useState<CopyAnnouncement>({ message: '', count: 0 });

  const copy = useCallback(async (text: string, success: string, failure: string) => {
    let message = failure;
    try {
      // `navigator.clipboard` is missing outside secure contexts, whatever the types say.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (clipboard) {
        await clipboard.writeText(text);
        message = success;
      }
    } catch {
      message = failure;
    }
    setAnnouncement((previous) => ({ message, count: previous.count + 1 }));
  }, []);

  return { announcement, copy };
}

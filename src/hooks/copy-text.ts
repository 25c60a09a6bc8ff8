import { showToast } from './use-toast';

/**
 * Copies text with the asynchronous Clipboard API and says so in the app's toast: `success`
 * when the browser took the text, `failure` (a problem, shown until closed) when it refused
 * (no permission, insecure context, no Clipboard API). Resolves to whether it was copied.
 */
export async function copyText(text: string, success: string, failure: string): Promise<boolean> {
  try {
    // `navigator.clipboard` is missing outside secure contexts, whatever the types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard) {
      await clipboard.writeText(text);
      showToast(success);
      return true;
    }
  } catch {
    // Refused: said below.
  }
  showToast(failure, 'problem');
  return false;
}

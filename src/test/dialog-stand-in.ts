import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no modal dialogs: a stand-in for what the browser does, for the tests of one file.
 * showModal opens, close closes (and sends `close`), and Escape sends a cancelable `cancel` to
 * the open dialog, closing it unless a listener prevents that.
 */
export function installDialogStandIn(): void {
  const { showModal, close } = HTMLDialogElement.prototype;
  function escapeLikeABrowser(event: KeyboardEvent) {
    const open = document.querySelector('dialog[open]');
    if (event.key !== 'Escape' || !(open instanceof HTMLDialogElement)) return;
    if (open.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  }
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModalStandIn(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function closeStandIn(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    document.addEventListener('keydown', escapeLikeABrowser);
  });
  afterAll(() => {
    HTMLDialogElement.prototype.showModal = showModal;
    HTMLDialogElement.prototype.close = close;
    document.removeEventListener('keydown', escapeLikeABrowser);
  });
}

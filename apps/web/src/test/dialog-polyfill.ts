// jsdom has <dialog> but neither showModal() nor close() (jsdom/jsdom#3294). This stand-in does what the
// components rely on a browser for: the `open` attribute, the `close` event, and Escape firing a cancelable
// `cancel` on the topmost modal dialog, which closes it unless cancelled. The inert page behind and Tab
// kept inside are the browser's and are checked in the journeys, not here.
if (!('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      queueMicrotask(() => this.dispatchEvent(new Event('close')));
    },
  });
  document.addEventListener('keydown', (event) => {
    const top = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

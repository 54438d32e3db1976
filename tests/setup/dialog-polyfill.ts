// jsdom has <dialog> but not showModal() and close(): enough of them for tests to open and close one.
// Import it in the tests that need it.
const proto = HTMLDialogElement.prototype;
proto.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
proto.show ??= proto.showModal;
proto.close ??= function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

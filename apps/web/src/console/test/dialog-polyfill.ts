// jsdom has <dialog> without showModal and close: open and close it as the browser does (close fires
// "close"), minus the focus moves and the inert page a real modal brings.
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}

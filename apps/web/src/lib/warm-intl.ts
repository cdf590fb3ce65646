// The first Intl number formatter of a page costs 25-40 ms of main thread (ICU loads its data; measured in
// Chromium on a fresh page); every later one, of any language, about 0.1 ms. main.tsx builds one while
// the app's code is still downloading, when a phone's main thread has nothing else to do, so that cost
// leaves the tasks that render prices (blocking time on the 500-product menu). Zoned wall clocks
// need no such warm-up: the domain reads them with Temporal where the browser has it
// (contract/time-zone.ts).
export function warmIntl(): void {
  new Intl.NumberFormat().format(1.5);
}

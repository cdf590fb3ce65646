import { zoneFormatter } from "@tablewise/domain/contract/time-zone";
import { formatMoney } from "./format-money";

// The first date formatter with a time zone and the first number formatter of a language each cost tens
// of milliseconds on a phone (ICU loads its zone and locale data). Built while the page loader waits on
// the network, in a task of their own, so that cost leaves the task that parses and shows the venue (an
// idle callback came too late on the 500-product menu: its parse ran first and paid for it).
export function warmIntl(locale: string): void {
  const run = () => {
    zoneFormatter("UTC").format(0);
    formatMoney(1.5, "", locale);
    formatMoney(1, "", locale);
  };
  window.setTimeout(run, 0);
}

import { readString, writeString } from "../../lib/storage";

// SPEC §2 "opens automatically the first time": remembered per venue on this device, not
// per tab, so a reload, a new tab or the SMS app's browser never bounces a guest who went Back to the
// lobby into the menu again. Any visit to a menu page counts as that first time.
const key = (venueId: string) => `lobby_auto_opened:${venueId}`;

export const wasMenuOpened = (venueId: string): boolean => readString(key(venueId)) !== null;
export const markMenuOpened = (venueId: string): void => writeString(key(venueId), "1");

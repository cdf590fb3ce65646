import type en from "./locales/en.json";
import type cart from "./locales/cart/en.json";
import type menu from "./locales/menu/en.json";
import type order from "./locales/order/en.json";
import type legal from "./locales/legal/en.json";
import type phone from "./locales/phone/en.json";
import type preorder from "./locales/preorder/en.json";
import type product from "./locales/product/en.json";
import type reserve from "./locales/reserve/en.json";
import type scan from "./locales/scan/en.json";
import type dietary from "./locales/dietary/en.json";
import type offline from "./locales/offline/en.json";
import type consoleStrings from "../console/i18n/locales/en.json";
import type setupMenu from "../console/i18n/locales/setup-menu/en.json";
import type setupVenue from "../console/i18n/locales/setup-venue/en.json";
import type staffStrings from "../console/i18n/locales/staff/en.json";
import type historyStrings from "../console/i18n/locales/history/en.json";
import type reservationsStrings from "../console/i18n/locales/reservations/en.json";
import type dayStrings from "../console/i18n/locales/day/en.json";
import type kitchenStrings from "../console/i18n/locales/kitchen/en.json";
import type floorStrings from "../console/i18n/locales/floor/en.json";
import type webhooksStrings from "../console/i18n/locales/webhooks/en.json";

// Typed translation keys: a misspelt key fails the type check. Module augmentation needs an interface.
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: {
      translation: typeof en;
      menu: typeof menu;
      product: typeof product;
      cart: typeof cart;
      scan: typeof scan;
      order: typeof order;
      reserve: typeof reserve;
      phone: typeof phone;
      preorder: typeof preorder;
      legal: typeof legal;
      // Allergens, diets and the menu filter: the guest's menu and product screens, and the console's product editor.
      dietary: typeof dietary;
      // The offline banner and the reasons ordering waits for a connection (features/offline).
      offline: typeof offline;
      // The venue console's own namespace (src/console), never loaded by the guest app.
      console: typeof consoleStrings;
      // The console's setup screens, loaded when a manager opens them.
      "setup-menu": typeof setupMenu;
      "setup-venue": typeof setupVenue;
      // The Staff screen (managers only).
      staff: typeof staffStrings;
      // The order history (managers and waiters).
      history: typeof historyStrings;
      // The Reservations screen (managers and waiters).
      reservations: typeof reservationsStrings;
      // The day view's money table, close-out and deposits (managers).
      day: typeof dayStrings;
      // The kitchen's screens and setup.
      kitchen: typeof kitchenStrings;
      // "My tables", the waiter's phone view, and the venue's floor alert timings.
      floor: typeof floorStrings;
      // Settings → Webhooks (managers).
      webhooks: typeof webhooksStrings;
    };
  }
}

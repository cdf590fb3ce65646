// The files of each guest feature that other guest features may import (ARCHITECTURE.md): everything
// else in features/<area>/, its sub-rooms included, is that feature's own. The app layer composes
// features and may import any of their files; the console has its own rule (for-console files).
// A file listed here is a promise to the other features: change its exports with them in mind.
export const featurePublicFiles = {
  cart: ["cart-page", "unavailable-refusal", "use-cart-note"],
  // Allergens and diets: the menu card's marks, the product page's details and the menu filter.
  dietary: ["allergen-details", "dish-filter-bar", "dish-marks", "use-dish-filter"],
  inside: ["table-label-store"],
  language: ["language-button"],
  legal: ["legal-sheet"],
  map: ["venue-map"],
  menu: ["category-tabs", "lobby-page", "menu-page", "status-carousel", "use-active-section"],
  offert: ["get-offert"],
  orders: ["cancelled-order-sheet", "forget-details", "order-archive"],
  // What eat-in and delivery/takeaway share to take and show a payment.
  // lazy-rating: the word after paying on both receipts (its card loads lazily). share/: paying a
  // share of the bill (an eat-in bill, a takeaway order).
  payment: [
    "countdown",
    "share/bill-share",
    "share/covered-share",
    "share/receipt-shares",
    "share/share-choice",
    "lazy-rating",
    "pay-method-picker",
    "receipt-parts",
    "receipt.css",
    "slide-to-pay",
    "receipt-mail/receipt-mail",
  ],
  "phone-verification": ["phone-verification-sheet", "use-phone-verification"],
  // The reservation's service page is laid out as a product page.
  product: [
    "price-group-fieldset",
    "product-description",
    "product-media",
    "product-page.css",
    "weight-label",
  ],
  reserve: ["reserve-store"],
  "scan-code": ["scan-code-block", "scan-code-sheet"],
  // The seam between a shell and its screens (ARCHITECTURE.md).
  session: [
    "cart-api",
    "cart-id-store",
    "localize",
    "menu-status",
    "order-badges",
    "preload-menu-images",
    "prepare-inside",
    "session-context",
    "session-navbar",
    "session-paths",
    "session-provider",
    "use-cart-actions",
  ],
  telemetry: ["guest-events", "telemetry", "use-telemetry"],
};

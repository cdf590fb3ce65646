// The port a POS adapter satisfies (docs/pos.md). Prices are minor units (kopecks); counts whole units.
export type PosProduct = { posProductId: string; count: number; price: number };

// SPEC §4 order types as a POS names its service: at a table, taken away, delivered.
export type PosServiceMode = "table" | "takeaway" | "delivery";

export type PosOrderRequest = {
  // Our key for this order or addition. The POS has no idempotency header, so the key is written into
  // the order's comment and looked up (findOrder) before a send that may already have reached it.
  key: string;
  spotId: string;
  serviceMode: PosServiceMode;
  // The POS's table (eat-in), or null when the venue mapped none for our table.
  posTableId: string | null;
  comment: string;
  phone: string | null;
  clientName: string | null;
  address: string | null;
  products: PosProduct[];
};

// `retry: true`: the POS was down, slow or busy (5xx, a timeout, a malformed answer); the same request
// may work later. `retry: false`: the POS refused the order itself (an unknown product, a closed shift):
// sending it again would be refused again, so the order is cancelled and the guest told (SPEC §8).
// `refusal: false` with no retry: the venue's setup is wrong (a refused token): the send waits for a
// person and the order stands.
export class PosError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly refusal = !retry,
  ) {
    super(message);
  }
}

// The POS's menu for one spot, as the adapter read it (bounded and validated). Prices in minor units.
export type PosMenuItem = { posId: string; name: string; price: number; outOfStock: boolean };
export type PosMenuGroup = {
  posId: string;
  name: string;
  single: boolean;
  min: number;
  max: number | null;
  items: PosMenuItem[];
};
export type PosMenuProduct = {
  posId: string;
  name: string;
  categoryPosId: string | null;
  price: number;
  outOfStock: boolean;
  // The product's variants (one to choose), then its modifier groups.
  variants: PosMenuItem[];
  groups: PosMenuGroup[];
};
export type PosMenu = {
  categories: { posId: string; name: string }[];
  products: PosMenuProduct[];
};

export type PosClient = {
  // The order the POS already holds under our key, made since `since`; null when none.
  findOrder(key: string, since: Date): Promise<{ posOrderId: string } | null>;
  createOrder(request: PosOrderRequest): Promise<{ posOrderId: string }>;
  // What the spot sells now: products hidden for it are left out, stock is read per product.
  fetchMenu(spotId: string): Promise<PosMenu>;
};

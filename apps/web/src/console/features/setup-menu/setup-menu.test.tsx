import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import axe from "axe-core";
import {
  saveProductCall,
  saveTranslationsBodySchema,
  setupDocumentSchema,
  reorderMenusBodySchema,
  type SetupDocument,
} from "@tablewise/domain/contract/setup";
import { initConsoleI18n } from "../../i18n/console-i18n";
import { me } from "../../test/fixtures";
import { consoleRoutes } from "../../app/router";
import demo from "../../../../../server/src/seed/venues/demo.json";

// The menu setup screens against a server mocked from the contract's schemas (contract/setup.ts):
// what a manager sees, and what each screen sends.
// The screens load lazily with their route (router.tsx): the first look waits for that chunk.
configure({ asyncUtilTimeout: 5000 });
vi.mock("socket.io-client", () => ({ io: () => ({ on() {}, disconnect() {} }) }));

const menu = (id: string, title: string, products: unknown[], categories: unknown[]) => ({
  _id: id,
  title,
  kind: "food",
  tag_i18n: [],
  title_i18n: [],
  original_locale: "en",
  locales: ["en", "uk"],
  pay_receiver_id: "r1",
  categories,
  products,
});
const latte = {
  _id: "p-latte",
  name: "Latte",
  category: "Coffee",
  category_id: "c-coffee",
  description: "Milk coffee",
  base_price: 85,
  is_excise: false,
  is_spicy: false,
  menu_id: "m-bar",
  i18n: [{ locale: "uk", name: "Лате" }],
  price_groups: [
    {
      _id: "g-size",
      name: "Size",
      single_select: true,
      min_count: 1,
      max_count: 1,
      items: [
        { _id: "i-s", name: "Small", price: 0 },
        { _id: "i-l", name: "Large", price: 20 },
      ],
    },
  ],
};
// Parsed by the contract, so a fixture that drifts from it fails here, not in the screens.
const document = (): SetupDocument =>
  setupDocumentSchema.parse({
    venue: venueFixture,
    venue_version: "v-venue",
    menus: [
      {
        menu: menu(
          "m-bar",
          "Bar",
          [latte],
          [
            { _id: "c-coffee", name: "Coffee", i18n: [], products: ["p-latte"] },
            { _id: "c-tea", name: "Tea", i18n: [], products: [] },
          ],
        ),
        version: "v-bar-1",
        product_versions: { "p-latte": "v-latte-1" },
      },
      { menu: menu("m-kitchen", "Kitchen", [], []), version: "v-kitchen-1", product_versions: {} },
    ],
    pay_receivers: [
      {
        _id: "r1",
        company_type: "LLC",
        company_name: "Demo LLC",
        company_code: "1",
        company_address: "Kyiv",
        company_phone: "+380000000000",
      },
    ],
    tables: [],
    payment_gateway: "sandbox",
    image_max_bytes: 5_000_000,
  });

const venueFixture: unknown = demo.venue;
type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let menuOrder = ["m-bar", "m-kitchen"];
let answers: Record<string, () => Response> = {};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const ok = (data: unknown) => json(200, { success: true, data });

function serve(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = String(input);
  const method = init.method ?? "GET";
  calls.push({ url, method, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
  if (url === "/api/staff/session") return Promise.resolve(ok(me("manager")));
  const key = `${method} ${url}`;
  if (answers[key]) return Promise.resolve(answers[key]());
  if (key === "GET /api/staff/venues/venue-1/setup") {
    const doc = document();
    doc.menus.sort((a, b) => menuOrder.indexOf(a.menu._id) - menuOrder.indexOf(b.menu._id));
    return Promise.resolve(ok(doc));
  }
  return Promise.resolve(json(404, { success: false, error: { code: "not_found", message: "nope" } }));
}

beforeAll(async () => {
  await initConsoleI18n();
});
beforeEach(() => {
  calls = [];
  answers = {};
  menuOrder = ["m-bar", "m-kitchen"];
  vi.stubGlobal("fetch", vi.fn(serve));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function noAxeViolations() {
  // jsdom has no layout: colour contrast is the e2e's (@axe-core/playwright) to check.
  const result = await axe.run(document_(), { rules: { "color-contrast": { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" ")}`)).toEqual([]);
}
const document_ = () => globalThis.document.body;
const posts = (suffix: string) => calls.filter((c) => c.method === "POST" && c.url.endsWith(suffix));

describe("menu editor", () => {
  it("moves a menu down by keyboard: one POST of the new order, focus stays on the button", async () => {
    answers["POST /api/staff/venues/venue-1/setup/menu-order"] = () => {
      menuOrder = ["m-kitchen", "m-bar"];
      return ok({ menu_ids: menuOrder });
    };
    open("/console/setup/menu");
    const down = await screen.findByRole("button", { name: "Move Bar down" });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(posts("/menu-order")).toHaveLength(1));
    expect(reorderMenusBodySchema.parse(posts("/menu-order")[0]!.body)).toEqual({
      menu_ids: ["m-kitchen", "m-bar"],
    });
    await waitFor(() => {
      const list = screen.getByRole("heading", { name: "Menus" }).parentElement!;
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining("Kitchen"), expect.stringContaining("Bar")]);
    });
    expect(await screen.findByText("Bar moved to position 2 of 2")).toBeTruthy();
    // The button follows its row: a keyboard user presses again without hunting for it.
    await waitFor(() =>
      expect(globalThis.document.activeElement?.getAttribute("aria-label")).toBe("Move Bar up"),
    );
  });

  it("reorders categories by keyboard and a 409 says someone else changed it, with a reload", async () => {
    answers["POST /api/staff/venues/venue-1/setup/menus/m-bar"] = () =>
      json(409, {
        success: false,
        error: {
          code: "conflict",
          message: "stale",
          details: { reason: "version_conflict", current_version: "v-bar-2" },
        },
      });
    open("/console/setup/menu");
    fireEvent.click(await screen.findByRole("button", { name: "Move Tea up" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByText("Someone else changed this; reload to see their version");
    const sent = posts("/menus/m-bar")[0]!.body as {
      version: string;
      menu: { categories: { name: string }[] };
    };
    expect(sent.version).toBe("v-bar-1");
    expect(sent.menu.categories.map((c) => c.name)).toEqual(["Tea", "Coffee"]);
    const gets = calls.filter((c) => c.url.endsWith("/setup")).length;
    fireEvent.click(within(alert.parentElement!).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith("/setup")).length).toBe(gets + 1));
    await waitFor(() => expect(screen.queryByText(/Someone else changed this/)).toBeNull());
  });

  it("has no axe violations", async () => {
    open("/console/setup/menu");
    await screen.findByRole("button", { name: "Move Bar down" });
    await noAxeViolations();
  });
});

describe("product form", () => {
  it("refuses a group whose minimum exceeds its items at the field, without sending", async () => {
    open("/console/setup/menu/products/p-latte");
    const min = await screen.findByRole("textbox", { name: "Guests must pick at least" });
    fireEvent.change(min, { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(min.getAttribute("aria-invalid")).toBe("true"));
    const message = globalThis.document.getElementById(min.getAttribute("aria-describedby")!);
    // The group is single select with max 1: the first of the SPEC §5 issues at that field is shown.
    expect(message?.textContent).toBe("The minimum is above the maximum.");
    expect(posts("/products/p-latte")).toHaveLength(0);
  });

  it("sends the draft with its version and maps the server's 400 details back to the field", async () => {
    answers["POST /api/staff/venues/venue-1/setup/products/p-latte"] = () =>
      json(400, {
        success: false,
        error: {
          code: "validation_failed",
          message: "bad",
          details: {
            issues: [{ path: ["product", "price_groups", 0, "items", 1, "price"], code: "negative" }],
          },
        },
      });
    open("/console/setup/menu/products/p-latte");
    const price = await screen.findByRole("textbox", { name: "Price, ₴" });
    fireEvent.change(price, { target: { value: "95" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts("/products/p-latte")).toHaveLength(1));
    const body = saveProductCall.body.parse(posts("/products/p-latte")[0]!.body);
    expect(body.version).toBe("v-latte-1");
    expect(body.product.base_price).toBe(95);
    expect(body.product.price_groups[0]!.items.map((i) => i._id)).toEqual(["i-s", "i-l"]);
    const large = await screen.findByRole("textbox", { name: "Extra price of Large" });
    await waitFor(() => expect(large.getAttribute("aria-invalid")).toBe("true"));
    expect(globalThis.document.getElementById(large.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Must be zero or more.",
    );
  });

  it("refuses a photo over image_max_bytes before uploading", async () => {
    open("/console/setup/menu/products/p-latte");
    const input = await screen.findByLabelText("Take or choose a photo");
    const big = new File([new Uint8Array(5_000_001)], "big.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(/larger than 4.8 MB/)).toBeTruthy();
    expect(posts("/images")).toHaveLength(0);
  });

  it("has no axe violations", async () => {
    open("/console/setup/menu/products/p-latte");
    await screen.findByRole("textbox", { name: "Guests must pick at least" });
    await noAxeViolations();
  });
});

describe("translations", () => {
  it("marks what is missing and saves the changed text with the product's version", async () => {
    answers["POST /api/staff/venues/venue-1/setup/menus/m-bar/translations"] = () => ok(document().menus[0]);
    open("/console/setup/menu/translations?menu=m-bar&locale=uk");
    // Bar, Coffee, Tea, Milk coffee, Size, Small, Large: 7 of 8 texts lack Ukrainian (Латте has it).
    expect(await screen.findByText("7 texts not translated")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Milk coffee in uk" }), {
      target: { value: "Кава з молоком" },
    });
    expect(screen.getByText("6 texts not translated")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save 1 change" }));
    await waitFor(() => expect(posts("/translations")).toHaveLength(1));
    expect(saveTranslationsBodySchema.parse(posts("/translations")[0]!.body)).toEqual({
      locale: "uk",
      texts: [{ target: { kind: "product", id: "p-latte", field: "description" }, text: "Кава з молоком" }],
      product_versions: { "p-latte": "v-latte-1" },
    });
  });

  it("has no axe violations", async () => {
    open("/console/setup/menu/translations?menu=m-bar&locale=uk");
    await screen.findByText("7 texts not translated");
    await noAxeViolations();
  });
});

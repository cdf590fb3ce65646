import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { venueSchema } from "@tablewise/domain/contract/venue";
import { initI18n } from "../../../i18n/setup";
import { ToastProvider } from "../../../ui/toast";
import { HomePage } from "./home-page";

const day = { workday: true, startHour: 9, startMinute: 0, endHour: 22, endMinute: 0 };
const pay = { cash: true, card: true, online: true };
const cafe = venueSchema.parse({
  _id: "v1",
  link: "demo",
  name: "Kashtan Bistro",
  description: "A bright all-day bistro near the Golden Gate with a terrace",
  price_level: "$$",
  address: "14 Yaroslaviv Val St, Kyiv",
  address_location: { lat: 50.45, lon: 30.51 },
  contact_phone: "+380 44 228 15 37",
  contact_email: "hello@example.com",
  social: { instagram: "https://instagram.com/x", facebook: "https://facebook.com/x" },
  timezone: "Europe/Kyiv",
  currency: "₴",
  schedule: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: { ...day, workday: false } },
  modes: { delivery: false, preorder: true, preview: true, inside: false },
  has_real_inside: false,
  sections: [],
  geolocation_mode: "disabled",
  pay_methods: pay,
  client_app: { verify_client_phone: false },
  ui_settings: {},
  reserve: {
    enabled: false,
    allow_same_day: true,
    use_phone_verification: false,
    deposit_enabled: false,
    deposit_type: "full",
    deposit_value: 0,
    deposit_percent: 0,
  },
  delivery: {
    min_order_time: 0,
    shipping_time: 0,
    min_check: 0,
    pay_methods: pay,
    cost_type: "free",
    cost: 0,
    cost_min_check: 0,
    tariffication_mode: "own",
    tariffs: [],
  },
  preorder: { min_check: 0, pay_methods: pay },
  tips: { enabled: false, mode: "personal", waiters: [] },
});
const menus = [
  { _id: "m1", title: "Kitchen", pay_receiver_id: "r1" },
  { _id: "m2", title: "Bar", pay_receiver_id: "r2" },
  { _id: "m3", title: "Desserts", pay_receiver_id: "r1" },
];

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "/:cafe_link", Component: HomePage }], {
    initialEntries: [path],
  });
  return render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

describe("venue home page (SPEC §2)", () => {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(() => {
    localStorage.clear();
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z")); // Monday 12:00 in Kyiv
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("loads the venue behind the page loader, then shows header, schedule, sections and offers", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ success: true, data: { cafe, menus } })),
    );
    renderAt("/demo");
    expect(screen.getByTestId("page-loader")).toBeTruthy();
    const heading = await screen.findByRole(
      "heading",
      { level: 1, name: "Kashtan Bistro" },
      { timeout: 8000 },
    );
    expect(screen.getByRole("main").contains(heading)).toBe(true);
    expect(screen.getByText("A bright all-day bistro near…")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Open · closes in 10 hours/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Call/ }).getAttribute("href")).toBe("tel:+380442281537");
    const offers = screen.getAllByRole("link", { name: /Public offer/ });
    expect(offers.map((a) => a.getAttribute("href"))).toEqual(["/offert/v1/m1", "/offert/v1/m2"]);
    expect(offers[1]?.textContent).toContain("(2)");
    // SPEC §2 automatic mode: takeaway (preorder on, no delivery) is stored; Menu opens its lobby.
    // Stored after the commit (an effect), so a loaded machine may need a moment.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem("venue_mode:demo") ?? "null")).toEqual({ mode: "takeaway" }),
    );
    const nav = screen.getByRole("navigation");
    expect(within(nav).getByRole("link", { name: "Menu" }).getAttribute("href")).toBe("/demo/takeaway");
    expect(window.location.pathname).not.toBe("/demo/takeaway");
  });

  it("shows a cached venue at once (SPEC §4)", async () => {
    localStorage.setItem(
      "venue_cache:demo",
      JSON.stringify({ id: "v1", saved_at: 1, data: { cafe, menus } }),
    );
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    renderAt("/demo");
    expect(screen.getByRole("heading", { level: 1, name: "Kashtan Bistro" })).toBeTruthy();
  });

  it("shows the Call and Reserve row only for a venue that turns reservations on", async () => {
    const withReserve = { ...cafe, reserve: { ...cafe.reserve, enabled: true } };
    localStorage.setItem(
      "venue_cache:demo",
      JSON.stringify({ id: "v1", saved_at: 1, data: { cafe: withReserve, menus } }),
    );
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    renderAt("/demo");
    const row = screen.getByTestId("call-reserve");
    expect(
      within(row)
        .getByRole("link", { name: /Reserve/ })
        .getAttribute("href"),
    ).toBe("/demo/reserve/menu");
    expect(within(row).getByRole("link", { name: /Call/ }).getAttribute("href")).toBe("tel:+380442281537");
    cleanup();
    localStorage.setItem(
      "venue_cache:demo",
      JSON.stringify({ id: "v1", saved_at: 1, data: { cafe, menus } }),
    );
    renderAt("/demo");
    expect(screen.queryByTestId("call-reserve")).toBeNull();
  });

  it("links only https social pages, whatever the stored venue says", async () => {
    const social = {
      instagram: "javascript:alert(document.cookie)",
      facebook: "https://facebook.com/x",
      website: "data:text/html,<script>alert(1)</script>",
    };
    localStorage.setItem(
      "venue_cache:demo",
      JSON.stringify({ id: "v1", saved_at: 1, data: { cafe: { ...cafe, social }, menus } }),
    );
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    const { container } = renderAt("/demo");
    expect(screen.getByRole("link", { name: /Facebook/ }).getAttribute("href")).toBe(
      "https://facebook.com/x",
    );
    expect(screen.queryByRole("link", { name: /Instagram/ })).toBeNull();
    const hrefs = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? "");
    expect(hrefs.filter((h) => /^(javascript|data):/i.test(h))).toEqual([]);
  });

  it("an unknown venue shows the not_found error modal with its code and Reload", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(
        JSON.stringify({ success: false, error: { code: "not_found", message: "Venue not found" } }),
        { status: 404 },
      ),
    );
    renderAt("/nope");
    const dialog = await screen.findByRole("dialog", { name: "Page does not exist" }, { timeout: 8000 });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(within(dialog).getByText("Error code: not_found")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Reload" })).toBeTruthy();
    // The focus trap moves focus in an effect after the dialog is in the DOM; under load the check
    // could run between the two.
    await waitFor(() => expect(document.activeElement).toBe(dialog));
  });
});

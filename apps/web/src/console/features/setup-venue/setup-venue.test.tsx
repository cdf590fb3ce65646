import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import {
  csvImportResponseSchema,
  importVenueCall,
  saveVenueBodySchema,
  saveVenueCall,
  setupChangesCall,
  rotateTableTokenCall,
  createTableCall,
  type SetupDocument,
} from "@tablewise/domain/contract/setup";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { initConsoleI18n } from "../../i18n/console-i18n";
import { consoleRoutes } from "../../app/router";
import { me } from "../../test/fixtures";
import { setupFixture, tableFixture } from "./setup-fixtures";
import { polyfillDialog } from "../../test/dialog-polyfill";

// The setup screens against a fetch mock whose answers are checked by the contract's schemas (a wrong
// fixture fails here, not on the real server): what the manager sees and what the screens send.
vi.mock("socket.io-client", () => ({ io: () => ({ on() {}, disconnect() {} }) }));

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Answer = { status: number; body: unknown };
let calls: Call[] = [];
let role: "manager" | "waiter" = "manager";
let doc: SetupDocument;
let answers: { match: RegExp; method: string; answer: () => Answer }[] = [];

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
const failure = (status: number, code: string, message: string, details?: unknown): Answer => ({
  status,
  body: errorEnvelopeSchema.parse({ success: false, error: { code, message, details } }),
});
const base = "/api/staff/venues/venue-1/setup";
const answer = (method: string, match: RegExp, reply: () => Answer) =>
  answers.unshift({ match, method, answer: reply });

function serve(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = String(input);
  const method = init.method ?? "GET";
  const headers = (init.headers ?? {}) as Record<string, string>;
  const raw = typeof init.body === "string" ? init.body : undefined;
  const body = raw && headers["Content-Type"] === "application/json" ? (JSON.parse(raw) as unknown) : raw;
  calls.push({ url, method, headers, body });
  let reply: Answer = { status: 404, body: { success: false, error: { code: "not_found", message: url } } };
  if (url === "/api/staff/session") reply = ok(me(role));
  else if (url.endsWith("/tables") && url.startsWith("/api/staff/venues/venue-1/tables"))
    reply = ok({ tables: doc.tables.filter((t) => !t.retired_at).map(({ retired_at: _, ...t }) => t) });
  else {
    const found = answers.find((a) => a.method === method && a.match.test(url));
    if (found) reply = found.answer();
  }
  return Promise.resolve(
    new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "Content-Type": "application/json" },
    }),
  );
}

// A shared 2-core machine renders the long settings page slowly.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initConsoleI18n();
  polyfillDialog();
});
beforeEach(() => {
  calls = [];
  role = "manager";
  doc = setupFixture();
  answers = [];
  answer("GET", new RegExp(`^${base}$`), () => ok(doc));
  vi.stubGlobal("fetch", vi.fn(serve));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderConsole(path: string) {
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const section = async (name: string) => screen.findByRole("region", { name });
const saves = () => calls.filter((c) => c.method === "POST" && c.url === `${base}/venue`);

describe("venue settings", () => {
  it("the manager's nav has Settings; a waiter's does not", async () => {
    renderConsole("/console/setup/venue");
    const nav = await screen.findByRole("navigation", { name: "Console sections" });
    await within(nav).findByRole("link", { name: "Settings" });
    cleanup();
    role = "waiter";
    renderConsole("/console");
    const waiterNav = await screen.findByRole("navigation", { name: "Console sections" });
    expect(within(waiterNav).queryByRole("link", { name: "Settings" })).toBeNull();
  });

  it("saves the opening hours as the whole venue with the version, without another section's unsaved edit", async () => {
    answer("POST", new RegExp(`^${base}/venue$`), () => {
      const body = saveVenueBodySchema.parse(saves().at(-1)!.body);
      return ok(saveVenueCall.response.shape.data.parse({ venue: body.venue, version: "v2" }));
    });
    renderConsole("/console/setup/venue");
    const info = await section("Info");
    fireEvent.change(within(info).getByLabelText("Name"), { target: { value: "Not saved" } });
    const hours = await section("Opening hours");
    fireEvent.change(within(hours).getByLabelText("Closes on Friday"), { target: { value: "02:00" } });
    fireEvent.change(within(hours).getByLabelText("Closes on Saturday"), { target: { value: "00:00" } });
    expect(within(hours).getAllByText("Closes after midnight, on the next day.")).toHaveLength(1);
    fireEvent.click(within(hours).getByRole("button", { name: "Save" }));
    await within(hours).findByText("Saved. Guests see it now.");
    const sent = saveVenueBodySchema.parse(saves()[0]!.body);
    expect(sent.version).toBe("v1");
    expect(sent.venue.schedule.fri).toMatchObject({ endHour: 2, endMinute: 0 });
    expect(sent.venue.schedule.sat).toMatchObject({ endHour: 24, endMinute: 0 });
    expect(sent.venue.name).toBe("Demo Café");
    expect(saves()[0]!.headers["x-tablewise-console"]).toBe("1");
    // The next save carries the version the server answered.
    fireEvent.change(within(hours).getByLabelText("Opens on Monday"), { target: { value: "08:30" } });
    fireEvent.click(within(hours).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saveVenueBodySchema.parse(saves()[1]!.body).version).toBe("v2");
  });

  it("a 409 version_conflict says someone else changed the settings and reloads on request", async () => {
    answer("POST", new RegExp(`^${base}/venue$`), () =>
      failure(409, "conflict", "The venue changed meanwhile", {
        reason: "version_conflict",
        current_version: "v9",
      }),
    );
    renderConsole("/console/setup/venue");
    const delivery = await section("Delivery");
    fireEvent.change(within(delivery).getByLabelText("Minimum order (₴)"), { target: { value: "300" } });
    fireEvent.click(within(delivery).getByRole("button", { name: "Save" }));
    const alert = await within(delivery).findByRole("alert");
    expect(alert.textContent).toContain("Someone else changed the settings; reload");
    doc = setupFixture({
      venue_version: "v9",
      venue: { ...doc.venue, delivery: { ...doc.venue.delivery, min_check: 250 } },
    });
    fireEvent.click(within(alert).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "GET" && c.url === base)).toHaveLength(2));
    // Every section starts again from what is stored now.
    await waitFor(
      () => expect(within(document.getElementById("delivery")!).queryByDisplayValue("250")).toBeTruthy(),
      {
        timeout: 8000,
      },
    );
    const fresh = within(await section("Delivery")).getByDisplayValue("250");
    expect(fresh.getAttribute("aria-describedby") ?? fresh.id).toBeTruthy();
    expect(within(await section("Delivery")).queryByDisplayValue("300")).toBeNull();
    await waitFor(() => expect(screen.queryByText(/Someone else changed/)).toBeNull());
  });

  it("maps the server's 400 details to the fields", async () => {
    answer("POST", new RegExp(`^${base}/venue$`), () =>
      failure(400, "validation_failed", "Invalid request", {
        fields: [
          "body.venue.delivery.cost: Too small: expected number to be >=0",
          "body.venue.delivery.radius_m: Too big",
        ],
      }),
    );
    renderConsole("/console/setup/venue");
    const delivery = await section("Delivery");
    fireEvent.click(within(delivery).getByRole("button", { name: "Save" }));
    await within(delivery).findByText("Refused by the server: Too small: expected number to be >=0");
    const cost = within(delivery).getByLabelText("Cost (₴)");
    expect(cost.getAttribute("aria-invalid")).toBe("true");
    expect(cost.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(delivery).getByLabelText("Delivery radius (m)").getAttribute("aria-invalid")).toBe("true");
  });

  it("checks the phone as the guest app does, and legal links as https only, before sending", async () => {
    renderConsole("/console/setup/venue");
    const contacts = await section("Contacts");
    fireEvent.change(within(contacts).getByLabelText("Phone"), { target: { value: "12345" } });
    fireEvent.click(within(contacts).getByRole("button", { name: "Save" }));
    await within(contacts).findByText("Not a valid phone number for the venue's country.");
    const legal = await section("Legal links");
    expect(within(legal).getByText(/Only https:\/\/ links are accepted/)).toBeTruthy();
    fireEvent.change(within(legal).getByLabelText("Privacy policy"), {
      target: { value: "http://demo.example/privacy" },
    });
    fireEvent.click(within(legal).getByRole("button", { name: "Save" }));
    await within(legal).findByText("Must be an https:// link.");
    expect(saves()).toHaveLength(0);
  });

  it("online payment is off with its reason when the server has no payment gateway", async () => {
    renderConsole("/console/setup/venue");
    const pay = await section("Payment methods");
    const online = within(pay).getByRole("checkbox", { name: "Online" });
    expect((online as HTMLInputElement).disabled).toBe(true);
    expect(online.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(pay).getByText(/needs a payment gateway/)).toBeTruthy();
  });

  it("adds and removes delivery tariffs and waiters", async () => {
    answer("POST", new RegExp(`^${base}/venue$`), () => {
      const body = saveVenueBodySchema.parse(saves().at(-1)!.body);
      return ok({ venue: body.venue, version: "v2" });
    });
    renderConsole("/console/setup/venue");
    const delivery = await section("Delivery");
    fireEvent.change(within(delivery).getByLabelText("Delivery cost"), { target: { value: "tariffed" } });
    fireEvent.click(within(delivery).getByRole("button", { name: "Add a tariff" }));
    fireEvent.change(within(delivery).getByLabelText("Tariff name"), { target: { value: "Centre" } });
    fireEvent.change(within(delivery).getByLabelText("Price (₴)"), { target: { value: "70" } });
    fireEvent.click(within(delivery).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const sent = saveVenueBodySchema.parse(saves()[0]!.body).venue.delivery;
    expect(sent.cost_type).toBe("tariffed");
    expect(sent.tariffs).toEqual([expect.objectContaining({ name: "Centre", price: 70 })]);
    const tips = await section("Tips and waiters");
    fireEvent.click(within(tips).getByRole("button", { name: "Remove waiter Taras" }));
    fireEvent.click(within(tips).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saveVenueBodySchema.parse(saves()[1]!.body).venue.tips.waiters).toEqual([]);
  });
});

describe("waiters' photos", () => {
  it("names each waiter's photo group by that waiter, a new one by its number until it has a name", async () => {
    renderConsole("/console/setup/venue");
    const tips = await section("Tips and waiters");
    expect(within(tips).getByRole("group", { name: "Photo of Taras" })).toBeTruthy();
    fireEvent.click(within(tips).getByRole("button", { name: "Add a waiter" }));
    expect(within(tips).getByRole("group", { name: "Photo of waiter 2" })).toBeTruthy();
    const names = within(tips).getAllByLabelText("Name");
    fireEvent.change(names[1]!, { target: { value: "Olena" } });
    expect(within(tips).getByRole("group", { name: "Photo of Olena" })).toBeTruthy();
    expect(within(tips).queryByRole("group", { name: /URL/ })).toBeNull();
  });
});

describe("export and import", () => {
  it("links the export, imports a venue file after confirming, and shows the server's counts", async () => {
    answer("POST", new RegExp(`^${base}/import$`), () =>
      ok(importVenueCall.response.shape.data.parse({ menus: 2, products: 1, tables: 5 })),
    );
    renderConsole("/console/setup/venue#data");
    const data = await section("Export and import");
    expect(within(data).getByRole("link", { name: "Download export.json" }).getAttribute("href")).toBe(
      `${base}/export.json`,
    );
    const file = new File([JSON.stringify({ venue: { _id: "venue-1" } })], "venue.json", {
      type: "application/json",
    });
    fireEvent.change(within(data).getByLabelText("Venue file (.json)"), { target: { files: [file] } });
    const button = within(data).getByRole("button", { name: "Import…" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Replace the whole venue?" });
    expect(calls.some((c) => c.url.endsWith("/import"))).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Replace the venue" }));
    await within(data).findByText("Imported: 2 menus, 1 product, 5 tables.");
    expect(calls.find((c) => c.url.endsWith("/import"))!.body).toEqual({ venue: { _id: "venue-1" } });
  });

  it("a CSV with bad rows shows them by line in a table; a good one says what it created", async () => {
    let good = false;
    answer("POST", new RegExp(`^${base}/menus/m1/products\\.csv$`), () =>
      good
        ? ok(
            csvImportResponseSchema.shape.data.parse({
              created: 3,
              categories_created: 1,
              menu_version: "mv2",
            }),
          )
        : failure(400, "validation_failed", "2 bad rows", {
            rows: [
              { line: 3, message: "price is not a number" },
              { line: 7, message: "name is empty" },
            ],
          }),
    );
    renderConsole("/console/setup/venue");
    const data = await section("Export and import");
    const csv = new File(["name,category,price\nLatte,Coffee,x\n"], "products.csv", { type: "text/csv" });
    fireEvent.change(within(data).getByLabelText("CSV file"), { target: { files: [csv] } });
    const button = within(data).getByRole("button", { name: "Import products" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const table = await within(data).findByRole("table", { name: "Rows the server refused" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(["3price is not a number", "7name is empty"]);
    expect(within(data).getByText("2 rows are wrong; nothing was imported.")).toBeTruthy();
    const sent = calls.find((c) => c.url.endsWith("products.csv"))!;
    expect(sent.headers["Content-Type"]).toBe("text/csv");
    expect(sent.body).toBe("name,category,price\nLatte,Coffee,x\n");
    good = true;
    fireEvent.click(button);
    await within(data).findByText("Created 3 products, 1 category.");
    expect(within(data).queryByRole("table")).toBeNull();
  });
});

describe("tables", () => {
  it("shows retired tables apart, adds a table, and rotates a token only after confirming", async () => {
    answer("POST", new RegExp(`^${base}/tables$`), () =>
      ok(
        createTableCall.response.shape.data.parse({
          table: tableFixture({ code: "555551", table_name: "Patio 1", section_name: "Patio" }),
        }),
      ),
    );
    answer("POST", new RegExp(`^${base}/tables/444442/rotate-token$`), () =>
      ok(
        rotateTableTokenCall.response.shape.data.parse({
          table: tableFixture({
            token: "tok_bbbbbbbbbbbbbbbbbbbbbbbb",
            qr_url: "/new/tok_bbbbbbbbbbbbbbbbbbbbbbbb",
          }),
        }),
      ),
    );
    renderConsole("/console/tables");
    const retired = await screen.findByRole("region", { name: "Retired tables" });
    expect(within(retired).getByText("444443")).toBeTruthy();
    expect(within(retired).getByRole("button", { name: "Restore Hall · Table 3" })).toBeTruthy();
    const add = screen.getByRole("region", { name: "Add a table" });
    fireEvent.change(within(add).getByLabelText("Hall"), { target: { value: "Patio" } });
    fireEvent.change(within(add).getByLabelText("Table name"), { target: { value: "Patio 1" } });
    fireEvent.click(within(add).getByRole("button", { name: "Add table" }));
    await within(add).findByText("Table Patio 1 added, code 555551.");
    expect(calls.find((c) => c.url === `${base}/tables`)!.body).toEqual({
      section_name: "Patio",
      table_name: "Patio 1",
    });
    await screen.findByRole("region", { name: "Patio" });

    const hall = screen.getByRole("region", { name: "Hall" });
    fireEvent.click(within(hall).getByRole("button", { name: "New QR code for Hall · Table 2" }));
    let dialog = await screen.findByRole("dialog", { name: "New QR code for Hall · Table 2?" });
    expect(dialog.textContent).toContain("The printed QR codes of this table will stop working.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.url.endsWith("/rotate-token"))).toBe(false);
    fireEvent.click(within(hall).getByRole("button", { name: "New QR code for Hall · Table 2" }));
    dialog = await screen.findByRole("dialog", { name: "New QR code for Hall · Table 2?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Make a new QR code" }));
    await within(hall).findByRole("link", { name: "/new/tok_bbbbbbbbbbbbbbbbbbbbbbbb" });
    expect(calls.find((c) => c.url.endsWith("/rotate-token"))!.body).toEqual({ confirm: true });
    expect(screen.getByRole("link", { name: "Download QR sheet (PDF)" })).toBeTruthy();
  });
});

describe("change log", () => {
  it("lists changes newest first in the venue's zone and pages to older ones", async () => {
    const change = (at: string, summary: string) => ({
      at,
      staff_name: "Olena",
      kind: "product",
      target_id: "p1",
      summary,
    });
    const first = Array.from({ length: 3 }, (_, i) =>
      change(`2026-11-24T1${5 - i}:00:00.000Z`, `price ${i}`),
    );
    answer("GET", new RegExp(`^${base}/changes`), () => {
      const url = calls.at(-1)!.url;
      return ok(
        setupChangesCall.response.shape.data.parse({
          changes: url.includes("before=") ? [change("2026-11-20T08:00:00.000Z", "older one")] : first,
        }),
      );
    });
    renderConsole("/console/setup/changes");
    await screen.findByText("price 0");
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[2]!.textContent)).toEqual([
      "Product price 0",
      "Product price 1",
      "Product price 2",
    ]);
    // 15:00 UTC is 5 PM in Kyiv (the venue's zone), whatever the machine's zone.
    expect(rows[0]!.textContent).toContain("5:00 PM");
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    await screen.findByText("older one");
    expect(
      calls.some((c) => c.url.endsWith(`/changes?before=${encodeURIComponent("2026-11-24T13:00:00.000Z")}`)),
    ).toBe(true);
    expect(screen.queryByRole("button", { name: "Older" })).toBeNull();
  });
});

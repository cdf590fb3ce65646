import { describe, expect, it } from "vitest";
import { allDayCount, splitByStation, stationOf, voidedUnits } from "./kitchen-routing";

const stations = [
  { id: "bar", sort: 1 },
  { id: "kitchen", sort: 0 },
];
const routes = [
  { kind: "category" as const, key: "drinks", station_id: "bar" },
  { kind: "product" as const, key: "hot-toddy", station_id: "kitchen" },
  { kind: "category" as const, key: "desserts", station_id: "gone" },
];

describe("stationOf", () => {
  it("takes a product's own route over its category's, else the first station by sort", () => {
    expect(stationOf("cola", "drinks", routes, stations)).toBe("bar");
    expect(stationOf("hot-toddy", "drinks", routes, stations)).toBe("kitchen");
    expect(stationOf("soup", "soups", routes, stations)).toBe("kitchen");
    expect(stationOf("soup", null, routes, stations)).toBe("kitchen");
  });
  it("ignores a route to a station no longer open, and routes nothing without stations", () => {
    expect(stationOf("cake", "desserts", routes, stations)).toBe("kitchen");
    expect(stationOf("cola", "drinks", routes, [])).toBeNull();
  });
});

describe("splitByStation", () => {
  it("groups lines by their station, leaving stations with nothing out", () => {
    const lines = [
      { product_id: "cola", n: 1 },
      { product_id: "soup", n: 2 },
      { product_id: "tea", n: 3 },
    ];
    const category = (p: string) => (p === "soup" ? "soups" : "drinks");
    const split = splitByStation(lines, category, routes, [...stations, { id: "pastry", sort: 5 }]);
    expect(Object.fromEntries([...split].map(([s, l]) => [s, l.map((x) => x.n)]))).toEqual({
      bar: [1, 3],
      kitchen: [2],
    });
  });
});

describe("voidedUnits", () => {
  it("answers the units a void took off, a line gone entirely with all of them", () => {
    const before = [
      { _id: "a", quantity: 3 },
      { _id: "b", quantity: 1 },
      { _id: "c", quantity: 2 },
    ];
    expect(
      voidedUnits(before, [
        { _id: "a", quantity: 1 },
        { _id: "c", quantity: 2 },
      ]),
    ).toEqual([
      { _id: "a", quantity: 2 },
      { _id: "b", quantity: 1 },
    ]);
  });
});

describe("allDayCount", () => {
  it("takes units an open cancel ticket names off their line", () => {
    const count = allDayCount([
      {
        kind: "new",
        lines: [
          { line_id: "a", name: "Soup", quantity: 3 },
          { line_id: "b", name: "Tea", quantity: 1 },
        ],
      },
      {
        kind: "cancel",
        lines: [
          { line_id: "a", name: "Soup", quantity: 1 },
          { line_id: "b", name: "Tea", quantity: 1 },
        ],
      },
    ]);
    expect(count).toEqual([{ name: "Soup", quantity: 2 }]);
  });

  it("counts unbumped lines of new tickets by name, most first; cancels and bumped lines are not to make", () => {
    const count = allDayCount([
      {
        kind: "new",
        lines: [
          { name: "Soup", quantity: 2 },
          { name: "Tea", quantity: 1, bumped_at: "x" },
        ],
      },
      {
        kind: "new",
        lines: [
          { name: "Soup", quantity: 1 },
          { name: "Cake", quantity: 1 },
        ],
      },
      { kind: "cancel", lines: [{ name: "Cake", quantity: 5 }] },
    ]);
    expect(count).toEqual([
      { name: "Soup", quantity: 3 },
      { name: "Cake", quantity: 1 },
    ]);
  });
});

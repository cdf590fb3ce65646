import { beforeEach, describe, expect, it } from "vitest";
import {
  dropExpiredPersonalData,
  forgetPersonalData,
  personalDataMaxAgeMs,
  readPersonal,
  writePersonal,
} from "./storage";

// Personal details in local storage carry their last use and go after 30 days without it.
const day = 86_400_000;
describe("personal details on this device", () => {
  beforeEach(() => localStorage.clear());

  it("are read back within 30 days of their last use and removed after", () => {
    const t0 = Date.UTC(2026, 10, 1);
    writePersonal("reserve_form:demo", { a: 1 }, t0);
    expect(readPersonal("reserve_form:demo", t0 + 29 * day)).toEqual({ a: 1 });
    writePersonal("reserve_form:demo", { a: 2 }, t0 + 29 * day); // a use: 30 days from here
    expect(readPersonal("reserve_form:demo", t0 + 58 * day)).toEqual({ a: 2 });
    expect(readPersonal("reserve_form:demo", t0 + 29 * day + personalDataMaxAgeMs + 1)).toBeNull();
    expect(localStorage.getItem("reserve_form:demo")).toBeNull();
  });

  it("are all forgotten at once, for every venue, leaving the visitor id and carts", () => {
    writePersonal("reserve_form:a", {});
    writePersonal("preorder_draft:b", {});
    writePersonal("client_id:c", { id: "C".repeat(24) });
    localStorage.setItem("visitor_id", "V".repeat(22));
    localStorage.setItem("cart_id:a", "x");
    expect(forgetPersonalData()).toBe(3);
    expect(Object.keys(localStorage).sort()).toEqual(["cart_id:a", "visitor_id"]);
  });

  it("unused ones of every venue are dropped at start", () => {
    const now = Date.now();
    writePersonal("reserve_form:old", {}, now - 31 * day);
    writePersonal("reserve_form:new", {}, now - day);
    dropExpiredPersonalData(now);
    expect(Object.keys(localStorage)).toEqual(["reserve_form:new"]);
  });
});

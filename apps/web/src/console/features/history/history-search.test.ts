import { describe, expect, it } from "vitest";
import { apiSearchOf, pageSearchOf } from "./history-search";

describe("the history page's search in its URL", () => {
  it("searches today at the venue when the URL names no day", () => {
    expect(apiSearchOf(new URLSearchParams("table=5"), "2031-03-04").toString()).toBe(
      "table=5&date=2031-03-04",
    );
  });

  it("searches every day, without a time of day, when the day is cleared", () => {
    expect(apiSearchOf(new URLSearchParams("date=any&from=10:00&serial=12"), "2031-03-04").toString()).toBe(
      "serial=12",
    );
  });

  it("passes only the fields the API knows, without empty ones", () => {
    const api = apiSearchOf(new URLSearchParams("date=2031-03-01&status=&limit=9999&evil=1"), "x");
    expect(api.toString()).toBe("date=2031-03-01");
  });

  it("writes a cleared day as every day, and drops what was left empty", () => {
    const form = new FormData();
    form.set("date", "");
    form.set("table", " 5 ");
    form.set("status", "");
    expect(pageSearchOf(form).toString()).toBe("table=5&date=any");
  });
});

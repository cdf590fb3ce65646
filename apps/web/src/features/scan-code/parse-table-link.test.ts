import { describe, expect, it } from "vitest";
import { isTableCode, parseTableLink } from "./parse-table-link";

describe("parseTableLink (SPEC §2 QR links)", () => {
  const host = "menu.example.com";
  it("accepts new/ and inside/ links of the app's host", () => {
    expect(parseTableLink("https://menu.example.com/new/123456", host)).toBe("123456");
    expect(parseTableLink("https://menu.example.com/inside/654321/", host)).toBe("654321");
    expect(parseTableLink("http://menu.example.com/inside/111111?utm=qr", host)).toBe("111111");
  });
  it("refuses other hosts, other paths, wrong lengths and junk", () => {
    expect(parseTableLink("https://evil.example.org/new/123456", host)).toBeNull();
    expect(parseTableLink("https://menu.example.com/demo/menu", host)).toBeNull();
    expect(parseTableLink("https://menu.example.com/new/12345", host)).toBeNull();
    expect(parseTableLink("https://menu.example.com/new/1234567", host)).toBeNull();
    expect(parseTableLink("https://menu.example.com/new/123456/cart", host)).toBeNull();
    expect(parseTableLink("javascript:alert(1)//new/123456", host)).toBeNull();
    expect(parseTableLink("hello", host)).toBeNull();
  });
  it("skips the host check when the app runs on localhost", () => {
    expect(parseTableLink("https://menu.example.com/new/123456", "localhost:8080")).toBe("123456");
    expect(parseTableLink("http://127.0.0.1:8090/inside/222222", "127.0.0.1:8090")).toBe("222222");
  });
  it("knows a table code: exactly 6 digits", () => {
    expect(isTableCode("123456")).toBe(true);
    expect(isTableCode("12345")).toBe(false);
    expect(isTableCode("12345a")).toBe(false);
  });
});

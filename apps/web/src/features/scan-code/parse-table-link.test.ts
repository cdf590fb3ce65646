import { describe, expect, it } from "vitest";
import { isTableCode, parseTableLink, toCodeDigits } from "./parse-table-link";

describe("parseTableLink (SPEC §2 QR links)", () => {
  const host = "menu.example.com";

  it.each([
    ["https://menu.example.com/new/123456", "123456"],
    ["https://menu.example.com/inside/654321", "654321"],
    ["http://menu.example.com/new/000001", "000001"],
    ["https://menu.example.com/inside/654321/", "654321"],
    ["https://menu.example.com/new/123456?utm_source=table", "123456"],
    ["https://menu.example.com/inside/111111?cart_id=abc#top", "111111"],
    ["https://menu.example.com/inside/222222/home", "222222"],
    ["https://menu.example.com:443/new/333333", "333333"],
    ["  https://menu.example.com/new/444444\n", "444444"],
    ["HTTPS://MENU.EXAMPLE.COM/NEW/555555", "555555"],
    // Printed QR codes carry the table's long token.
    ["https://menu.example.com/new/Q0bZ-x_9aLmN3pQrStUvWxYz0123456", "Q0bZ-x_9aLmN3pQrStUvWxYz0123456"],
    [
      "https://menu.example.com/inside/Q0bZ-x_9aLmN3pQrStUvWxYz0123456/home",
      "Q0bZ-x_9aLmN3pQrStUvWxYz0123456",
    ],
  ])("accepts %j as table %s", (text, code) => {
    expect(parseTableLink(text, host)).toBe(code);
  });

  it.each([
    ["another host", "https://evil.example.org/new/123456"],
    ["a sub-domain of another host", "https://menu.example.com.evil.org/new/123456"],
    ["our host only in the path", "https://evil.org/menu.example.com/new/123456"],
    ["our host only in the query", "https://evil.org/new/123456?host=menu.example.com"],
    ["no new/ or inside/ segment", "https://menu.example.com/demo/menu"],
    ["the code without a segment", "https://menu.example.com/123456"],
    ["a look-alike segment", "https://menu.example.com/renew/123456"],
    ["the segment only in the query", "https://menu.example.com/?next=/new/123456"],
    ["5 digits", "https://menu.example.com/new/12345"],
    ["7 digits", "https://menu.example.com/inside/1234567"],
    ["letters in the code", "https://menu.example.com/new/12345a"],
    ["a token too short", "https://menu.example.com/new/Q0bZ-x_9aLmN3pQrStUvW"],
    ["a token with other characters", "https://menu.example.com/new/Q0bZ-x_9aLmN3pQrStUvWxYz01234.6"],
    ["a javascript: URL", "javascript:alert(1)//new/123456"],
    ["an ftp: URL", "ftp://menu.example.com/new/123456"],
    ["a bare code (typed codes go through isTableCode)", "123456"],
    ["a path without a host", "/new/123456"],
    ["junk text", "hello world"],
    ["a Wi-Fi QR code", "WIFI:T:WPA;S:cafe;P:secret;;"],
    ["an empty text", ""],
  ])("refuses %s", (_, text) => {
    expect(parseTableLink(text, host)).toBeNull();
  });

  it("compares hosts without the app's port", () => {
    expect(parseTableLink("https://menu.example.com/new/123456", "menu.example.com:8443")).toBe("123456");
    expect(parseTableLink("https://other.example.com/new/123456", "menu.example.com:8443")).toBeNull();
  });

  it.each(["localhost", "localhost:8080", "127.0.0.1:8090", "[::1]:8080"])(
    "skips the host check when the app runs on %s",
    (local) => {
      expect(parseTableLink("https://menu.example.com/new/123456", local)).toBe("123456");
      expect(parseTableLink("http://127.0.0.1:8090/inside/222222", local)).toBe("222222");
      // The segment rule still holds on localhost.
      expect(parseTableLink("https://menu.example.com/table/123456", local)).toBeNull();
    },
  );
});

describe("isTableCode (SPEC §5: 6 digits)", () => {
  it.each([
    ["123456", true],
    ["000000", true],
    ["12345", false],
    ["1234567", false],
    ["12345a", false],
    [" 123456", false],
    ["", false],
    ["١٢٣٤٥٦", false], // Arabic-Indic digits: the input keeps ASCII digits only
  ])("%j -> %s", (text, expected) => {
    expect(isTableCode(text)).toBe(expected);
  });
});

describe("toCodeDigits (the table-code field)", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["12-34-56-78", "123456"],
    ["code: 654321", "654321"],
    ["١٢٣٤٥٦", "123456"],
    ["۰۹۸۷۶۵", "098765"],
    ["abc", ""],
  ])("%j -> %j", (text, expected) => {
    expect(toCodeDigits(text)).toBe(expected);
  });
});

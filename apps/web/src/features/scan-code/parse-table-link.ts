// SPEC §2: a scanned QR link is a table code only with a 'new/' or 'inside/' segment and the product's
// host (the host this app is served from), the host check skipped on localhost. SPEC §5: 6 digits typed;
// printed QR codes carry the table's long random token (/new/{token}) instead.
const localHostnames = new Set(["localhost", "127.0.0.1", "[::1]"]);

// The segment followed by exactly six digits or a token (22..64 url-safe characters), then the end of the
// path or another segment (/inside/123456/home is still that table). Some QR makers upper-case URLs, hence
// /i (a token is case-sensitive: an upper-cased one is passed on as it is and finds no table).
const tableSegment = /\/(?:new|inside)\/(\d{6}|[A-Za-z0-9_-]{22,64})(?:\/|$)/i;

export function isTableCode(text: string): boolean {
  return /^\d{6}$/.test(text);
}

// The host without its port, lower-case as URL.hostname gives it ("[::1]:8080" -> "[::1]").
function hostnameOf(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, "");
}

export function parseTableLink(text: string, appHost: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const appHostname = hostnameOf(appHost);
  if (!localHostnames.has(appHostname) && url.hostname !== appHostname) return null;
  const match = tableSegment.exec(url.pathname);
  return match?.[1] ?? null;
}

// What the code field keeps of a typed or pasted text: digits only, at most 6. Arabic-Indic and Persian
// digits (an Arabic keyboard's) become ASCII, so they are not silently dropped.
export function toCodeDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf))
    .replace(/\D/g, "")
    .slice(0, 6);
}

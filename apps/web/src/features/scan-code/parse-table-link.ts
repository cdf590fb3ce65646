// SPEC §2: a scanned QR link is a table code only with a 'new/' or 'inside/' segment and the product's
// host (the host this app is served from), the host check skipped on localhost. SPEC §5: 6 digits.
const localHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export function isTableCode(text: string): boolean {
  return /^\d{6}$/.test(text);
}

export function parseTableLink(text: string, appHost: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const appHostname = appHost.replace(/:\d+$/, "");
  if (!localHosts.has(appHostname) && url.host !== appHost && url.hostname !== appHost) return null;
  const match = /(?:^|\/)(?:new|inside)\/(\d{6})\/?$/.exec(url.pathname);
  return match ? match[1]! : null;
}

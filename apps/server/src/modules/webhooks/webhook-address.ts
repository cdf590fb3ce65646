import net from "node:net";
import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import { lookup as lookupCallback } from "node:dns";

// Where the server may post a venue's webhooks. A manager types a URL and the server calls it: on a
// shared server that is a way to reach its own services (a database on 127.0.0.1, the cloud's metadata at
// 169.254.169.254, the internal network). Only https to public addresses is allowed; a host name is
// resolved when the endpoint is saved AND at every send (the connection's own lookup), so a name that
// later resolves to a private address (DNS rebinding) is refused at the socket. docs/threat-model.md.
const blocked = new net.BlockList();
for (const [address, bits] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // RFC 1918
  ["100.64.0.0", 10], // CGNAT (RFC 6598)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // RFC 1918
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // RFC 1918
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  blocked.addSubnet(address, bits, "ipv4");
for (const [address, bits] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const)
  blocked.addSubnet(address, bits, "ipv6");

const loopback = new net.BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

export type WebhookAddressPolicy = {
  // Plain http and loopback addresses (a local receiver stand-in): demo mode and tests only.
  allowLoopback: boolean;
};

// An IPv4-mapped IPv6 address (::ffff:a.b.c.d, also written ::ffff:7f00:1) is checked as its IPv4 one.
// (A ::ffff:0:0/96 range in the IPv6 list would also match every IPv4 address: Node's BlockList maps them.)
function mappedV4(address: string): string | null {
  if (net.isIP(address) !== 6) return null;
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1).toLowerCase();
  const m = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!m) return null;
  const hi = parseInt(m[1]!, 16);
  const lo = parseInt(m[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export function addressAllowed(address: string, policy: WebhookAddressPolicy): boolean {
  const v4 = mappedV4(address);
  if (v4) return addressAllowed(v4, policy);
  const family = net.isIP(address);
  if (!family) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (policy.allowLoopback && loopback.check(address, type)) return true;
  return !blocked.check(address, type);
}

export class WebhookUrlRefused extends Error {}

// The URL's own rules (scheme, no credentials, a host); the address check is resolveAllowed's.
export function checkWebhookUrl(raw: string, policy: WebhookAddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlRefused("not a URL");
  }
  if (url.username || url.password) throw new WebhookUrlRefused("credentials in the URL");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const isLoopbackHost =
    host === "localhost" ||
    (net.isIP(host) !== 0 && loopback.check(host, net.isIP(host) === 4 ? "ipv4" : "ipv6"));
  if (url.protocol === "http:" && !(policy.allowLoopback && isLoopbackHost))
    throw new WebhookUrlRefused("only https");
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new WebhookUrlRefused("only https");
  return url;
}

// Every address the URL's host resolves to must be allowed (one bad answer refuses it all: a resolver
// may hand out any of them).
export async function resolveAllowed(url: URL, policy: WebhookAddressPolicy): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    if (!addressAllowed(host, policy)) throw new WebhookUrlRefused("a private or reserved address");
    return;
  }
  let answers: { address: string }[];
  try {
    answers = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new WebhookUrlRefused("the host does not resolve");
  }
  if (!answers.length || answers.some((a) => !addressAllowed(a.address, policy)))
    throw new WebhookUrlRefused("the host resolves to a private or reserved address");
}

// The lookup a send's socket uses: the address it connects to is the one checked, so no second lookup can
// answer differently between the check and the connection.
export function guardedLookup(policy: WebhookAddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookupCallback(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, "", 4);
      const list = addresses as unknown as { address: string; family: number }[];
      const bad = list.find((a) => !addressAllowed(a.address, policy));
      if (bad || !list.length)
        return callback(
          Object.assign(new Error(`webhook host ${hostname} resolves to a refused address`), {
            code: "EWEBHOOKADDRESS",
          }),
          "",
          4,
        );
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

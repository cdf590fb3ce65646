import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";

// TRUST_PROXY as config/env.ts reads it: off, a hop count or the proxies' addresses/CIDRs.
export type TrustProxy = false | number | string[];
type Trust = (address: string, hop: number) => boolean;

// The function Fastify and the socket server both use to find the client among X-Forwarded-For's
// entries: with n hops, the proxy-addr walk stops n entries from the right, so whatever a client writes
// to the left of what its own proxy appended is never taken as its address.
export function trustOf(trustProxy: TrustProxy): Trust | false {
  if (trustProxy === false) return false;
  if (typeof trustProxy === "number") return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

// The client IP of a raw request (socket.io handshakes, which Fastify never sees).
export function clientIpOf(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  const trust = trustOf(trustProxy);
  if (trust === false) return (req) => req.socket.remoteAddress ?? "";
  return (req) => proxyAddr(req, trust);
}

import net from "node:net";
import { lookup } from "node:dns/promises";

// Which addresses and ports the server may open a printer connection to. Setting up a printer makes the
// server open TCP connections to an address a manager typed: on a shared server that is a way to reach
// its own services (a database on 127.0.0.1, the cloud's metadata at 169.254.169.254, another tenant's
// port). By default only the private LAN ranges (RFC 1918, IPv6 unique local) and the raw printing ports
// 9100-9199 are allowed; loopback, link-local, public and multicast addresses never are, unless
// PRINTER_NETWORKS names them. docs/threat-model.md says why.
export const defaultPrinterNetworks = "10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7";
export const defaultPrinterPorts = "9100-9199";

export type PrinterNetworkPolicy = {
  allowsPort(port: number): boolean;
  allowsAddress(address: string): boolean;
  // The addresses `host` resolves to, each allowed; throws PrinterHostRefused otherwise.
  resolve(host: string): Promise<string[]>;
};

export class PrinterHostRefused extends Error {}

function parseNetworks(spec: string): net.BlockList {
  const list = new net.BlockList();
  for (const item of spec
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = item.split("/");
    const family = net.isIP(address ?? "");
    if (!family || bits === undefined || !/^\d+$/.test(bits))
      throw new Error(`PRINTER_NETWORKS: "${item}" is not a CIDR range`);
    list.addSubnet(address!, Number(bits), family === 4 ? "ipv4" : "ipv6");
  }
  return list;
}

function parsePorts(spec: string): [number, number][] {
  return spec
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const [from, to = from] = item.split("-").map(Number);
      if (!Number.isInteger(from) || !Number.isInteger(to) || from! < 1 || to! > 65535 || from! > to!)
        throw new Error(`PRINTER_PORTS: "${item}" is not a port or a range`);
      return [from!, to!];
    });
}

// ::ffff:10.0.0.5 is 10.0.0.5: judged as the IPv4 address it reaches.
function unmapped(address: string): { address: string; type: "ipv4" | "ipv6" } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, type: "ipv4" };
  const family = net.isIP(address);
  if (!family) return null;
  return { address, type: family === 4 ? "ipv4" : "ipv6" };
}

export function printerNetworkPolicy(
  options: { networks?: string; ports?: string; lookupTimeoutMs?: number } = {},
): PrinterNetworkPolicy {
  const networks = parseNetworks(options.networks ?? defaultPrinterNetworks);
  const ports = parsePorts(options.ports ?? defaultPrinterPorts);
  const allowsAddress = (raw: string) => {
    const a = unmapped(raw);
    return a !== null && networks.check(a.address, a.type);
  };
  return {
    allowsPort: (port) => ports.some(([from, to]) => port >= from && port <= to),
    allowsAddress,
    async resolve(host) {
      let addresses: string[];
      if (net.isIP(host)) addresses = [host];
      else {
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new PrinterHostRefused(`${host} did not resolve in time`)),
            options.lookupTimeoutMs ?? 3000,
          ).unref(),
        );
        try {
          addresses = (await Promise.race([lookup(host, { all: true }), timeout])).map((a) => a.address);
        } catch (err) {
          if (err instanceof PrinterHostRefused) throw err;
          throw new PrinterHostRefused(`${host} does not resolve`);
        }
      }
      // Every address must be allowed: a name that resolves to a LAN printer and to 127.0.0.1 is refused.
      const refused = addresses.find((a) => !allowsAddress(a));
      if (refused !== undefined || addresses.length === 0)
        throw new PrinterHostRefused(`${host} is not on the venue's printer network`);
      return addresses;
    },
  };
}

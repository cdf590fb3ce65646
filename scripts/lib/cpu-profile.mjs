// Reads a V8 .cpuprofile (node --cpu-prof) and answers where the time went: self time per package
// (PGlite's WebAssembly, drizzle, fastify, zod, our own modules...), the functions with the most self
// time, and each sample charged to the nearest function of our own code that led to it (so "the
// database" splits into the calls that asked for it).
import { readFileSync } from "node:fs";

const ownRoots = ["/apps/server/src/", "/packages/domain/src/"];

// The package or our own module a frame belongs to.
export function categoryOf({ url, functionName }) {
  if (!url) {
    if (functionName.startsWith("(")) return functionName; // (garbage collector), (idle), (program)
    return /^\$|wasm/.test(functionName) ? "wasm" : "native";
  }
  if (url.startsWith("wasm://") || url.includes(".wasm")) return "wasm";
  const nm = url.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 14).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  for (const root of ownRoots) {
    const at = url.indexOf(root);
    if (at >= 0) {
      const parts = url.slice(at + root.length).split("/");
      return `${root.includes("domain") ? "domain" : "server"}:${parts.length > 1 ? parts.slice(0, -1).join("/") : parts[0]}`;
    }
  }
  if (url.startsWith("node:")) return "node";
  return "other";
}

const isOwn = (frame) => ownRoots.some((r) => frame.url.includes(r));
const frameName = ({ functionName, url, lineNumber }) =>
  `${functionName || "(anonymous)"} ${url.replace(/^.*\/(apps|packages|node_modules)\//, "$1/")}:${lineNumber + 1}`;

// `profile`: a parsed profile or the path of a .cpuprofile file.
export function summarizeProfile(profileOrFile, top = 20) {
  const profile =
    typeof profileOrFile === "string" ? JSON.parse(readFileSync(profileOrFile, "utf8")) : profileOrFile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  const categories = new Map();
  const functions = new Map();
  const ownCallers = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const node = byId.get(id);
    const frame = node.callFrame;
    total += us;
    add(categories, categoryOf(frame), us);
    add(functions, frameName(frame), us);
    if (frame.functionName === "(idle)") continue;
    // The nearest frame of our own code above this one: the call that asked for the work.
    let at = id;
    while (at !== undefined && !isOwn(byId.get(at).callFrame)) at = parent.get(at);
    add(ownCallers, at === undefined ? "(no caller of ours)" : frameName(byId.get(at).callFrame), us);
  }
  const busy = total - (categories.get("(idle)") ?? 0);
  const rows = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => ({ name: k, ms: us / 1000, share: busy ? us / busy : 0 }));
  return {
    totalMs: total / 1000,
    busyMs: busy / 1000,
    categories: rows(categories, top),
    functions: rows(functions, top),
    ownCallers: rows(ownCallers, top),
  };
}

export function formatSummary(s) {
  const table = (title, rows) =>
    [
      `${title}:`,
      ...rows.map(
        (r) => `  ${r.ms.toFixed(0).padStart(7)} ms ${(r.share * 100).toFixed(1).padStart(5)}%  ${r.name}`,
      ),
    ].join("\n");
  return [
    `profile: ${s.totalMs.toFixed(0)} ms sampled, ${s.busyMs.toFixed(0)} ms busy (shares are of the busy time)`,
    table("self time by package", s.categories),
    table("self time by function", s.functions),
    table("time charged to the nearest function of our own", s.ownCallers),
  ].join("\n");
}

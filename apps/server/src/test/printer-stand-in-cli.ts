import { createInterface } from "node:readline";
import { startPrinterStandIn, type StandInMode } from "./printer-stand-in";

// The printer stand-in as a process of its own, for the crash test, the benchmark and a manual evening:
// `node --import tsx apps/server/src/test/printer-stand-in-cli.ts --port 9170`. It prints one JSON line per
// ticket it printed ({"port","at","text","copy","cancelled"}) and reads "online", "refuse" or "hang" on
// its standard input to change what it does. It outlives the server processes a crash test kills.
function portArg(): number {
  const i = process.argv.indexOf("--port");
  const port = Number(i >= 0 ? process.argv[i + 1] : NaN);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error("usage: --port <port>");
  return port;
}

const standIn = await startPrinterStandIn({ port: portArg() });
let reported = 0;
setInterval(() => {
  for (; reported < standIn.printed.length; reported++) {
    const t = standIn.printed[reported]!;
    const first = t.lines[0]?.text.trim() ?? "";
    process.stdout.write(
      `${JSON.stringify({ port: standIn.port, at: new Date().toISOString(), text: t.text, copy: first === "COPY", cancelled: t.text.includes("CANCELLED") })}\n`,
    );
  }
}, 50);
createInterface({ input: process.stdin }).on("line", (line) => {
  const mode = line.trim() as StandInMode;
  if (mode === "online" || mode === "refuse" || mode === "hang") void standIn.setMode(mode);
});
process.stderr.write(`printer stand-in listening on ${standIn.host}:${standIn.port}\n`);

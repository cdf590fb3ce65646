import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for an SMS provider's HTTP API (adapters are tested against local
// stand-ins, never the real service). It records every request and answers from a script: each entry
// answers one request, the last one every request after it. "hang" never answers (a timeout).
export type StandInAnswer = { status: number; body: unknown } | "hang";
export type StandInRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
};

export async function startSmsStandIn(script: StandInAnswer[] = [{ status: 200, body: {} }]) {
  const requests: StandInRequest[] = [];
  let answers = [...script];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === "hang") return;
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    // The next requests are answered by this script instead.
    answer(next: StandInAnswer[]) {
      answers = [...next];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

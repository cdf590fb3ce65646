// CPU profiles of a running server taken over its inspector (the server started with --inspect=port),
// so a profile covers one phase of a benchmark and nothing of its setup. Needs a global WebSocket
// (Node 20: --experimental-websocket).
export async function connectProfiler(inspectPort) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 0;
  const waiting = new Map();
  ws.onmessage = (event) => {
    const msg = JSON.parse(String(event.data));
    const done = waiting.get(msg.id);
    if (!done) return;
    waiting.delete(msg.id);
    if (msg.error) done.reject(new Error(JSON.stringify(msg.error)));
    else done.resolve(msg.result);
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  return {
    start: () => send("Profiler.start"),
    stop: async () => (await send("Profiler.stop")).profile,
    close: () => ws.close(),
  };
}

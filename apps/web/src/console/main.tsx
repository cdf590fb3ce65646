import "../lib/zod-config";

// The venue console's entry (console.html). zod reads its no-eval setting (CSP script-src 'self') when it
// loads, so the setting runs first and everything that holds zod (the contract, in the libraries' chunk)
// loads after it: a static import would evaluate that chunk before this module's first line.
async function boot() {
  const root = document.getElementById("root");
  if (!root) return;
  const { startConsole } = await import("./start");
  await startConsole(root);
}

void boot();

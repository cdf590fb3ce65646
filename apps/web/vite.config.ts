import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { routeClosure } from "./build/route-closure";

// The menu page's family: the preview shell and the menu page with everything they import statically.
const menuRoute = routeClosure(["src/app/shells/preview-shell.tsx", "src/features/menu/menu-page.tsx"]);

// The dev server proxies the API, product media and the realtime socket to the app server
// (apps/server), so `npx vite` in apps/web behaves like the production single-port setup.
const target = `http://127.0.0.1:${process.env.SERVER_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), menuRoute.plugin],
  server: {
    proxy: {
      "/api": { target, changeOrigin: false },
      "/media": { target, changeOrigin: false },
      "/socket.io": { target, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: "es2022",
    // SPEC §1 CSP: script-src 'self'; nothing may be inlined as a data: or inline script.
    assetsInlineLimit: 0,
    sourcemap: false,
    // Every browser the es2022 target reaches preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every screen needs travel as one file: one request, and brotli compresses one
        // large file better than five small ones (issue 2 budget: the home page's JavaScript).
        advancedChunks: {
          groups: [
            {
              name: "vendor",
              // lib/zod-config sets zod's options before zod loads, so it travels first, with zod.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zod|cookie|set-cookie-parser|use-sync-external-store|html-parse-stringify|void-elements)[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/,
              priority: 10,
            },
            {
              // The app's own start-up modules in one file beside the entry, not in eight 0.3-3 KB
              // chunks: all of them load on every first visit anyway.
              name: "boot",
              tags: ["$initial"],
              priority: 9,
            },
            {
              // The ordering screens' shared code in one file (build/route-closure.ts says why).
              name: "menu-route",
              test: menuRoute.test,
              priority: 8,
            },
          ],
        },
      },
    },
  },
});

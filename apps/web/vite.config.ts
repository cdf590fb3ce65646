import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The dev server proxies the API, product media and the realtime socket to the app server
// (apps/server), so `npx vite` in apps/web behaves like the production single-port setup.
const target = `http://127.0.0.1:${process.env.SERVER_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
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
  },
});

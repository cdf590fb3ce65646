import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { bootPreload } from "./build/boot-preload";
import { routeClosure } from "./build/route-closure";
import { zodWithoutJsonSchema } from "./build/zod-without-json-schema";
import {
  consoleGlobIgnores,
  imageCacheBound,
  imagePattern,
  keptMenuAnswerPlugin,
  menuCallPattern,
  menuNetworkTimeoutSeconds,
  navigationDenylist,
  onThisOrigin,
} from "./build/offline-cache";

// The guest app's service worker (the menu without a signal): Workbox's generateSW through
// vite-plugin-pwa. It precaches the guest shell only (the console is built after it, and its files are
// ignored anyway), answers guest pages with index.html offline, reads the menu calls network-first and
// keeps photos cache-first within a bound. Registered after load by src/app/offline/register-sw.ts.
const guestServiceWorker = VitePWA({
  injectRegister: false,
  registerType: "autoUpdate",
  manifest: false,
  workbox: {
    globPatterns: ["**/*.{js,css,html,woff2}"],
    globIgnores: consoleGlobIgnores,
    navigateFallback: "/index.html",
    navigateFallbackDenylist: navigationDenylist,
    cleanupOutdatedCaches: true,
    // A new build's worker takes over at once, so an open tab's next load is the new build (the tab asks
    // for it, src/app/offline/register-sw.ts), and the first visit is controlled without a reload, so its
    // menu calls are kept for later.
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: onThisOrigin(menuCallPattern),
        handler: "NetworkFirst",
        method: "GET",
        options: {
          cacheName: "tablewise-menu",
          networkTimeoutSeconds: menuNetworkTimeoutSeconds,
          // One kept answer per path (the latest), marked as kept when served (build/offline-cache.ts).
          plugins: [keptMenuAnswerPlugin],
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 40, purgeOnQuotaError: true },
        },
      },
      {
        urlPattern: onThisOrigin(imagePattern),
        handler: "CacheFirst",
        method: "GET",
        options: {
          cacheName: "tablewise-images",
          cacheableResponse: { statuses: [0, 200] },
          expiration: imageCacheBound,
        },
      },
    ],
  },
});

// The app's start (main.tsx loads it in a step of its own) and the menu page's family: the preview shell
// and the menu page, each with everything it imports statically.
const appStart = routeClosure(["src/app/start.tsx"], ["src/main.tsx"]);
const menuRoute = routeClosure(["src/app/shells/preview-shell.tsx", "src/features/menu/menu-page.tsx"]);

// The dev server proxies the API, product media and the realtime socket to the app server
// (apps/server), so `npx vite` in apps/web behaves like the production single-port setup.
const target = `http://127.0.0.1:${process.env.SERVER_PORT ?? 8080}`;

// The files of the start (main.tsx's steps), by the chunk names of the groups below.
const startFile = /^assets\/(index|rolldown-runtime|react|vendor|app)-[\w-]+\.(js|css)$/;

// `npx vite` serves the console's page for /console and below, as the server does (http/static.ts).
const consoleDevPage: Plugin = {
  name: "tablewise-console-dev-page",
  apply: "serve",
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/console(\/|\?|$)/.test(req.url) && String(req.headers.accept).includes("text/html"))
        req.url = "/console.html";
      next();
    });
  },
};

const guestConfig: UserConfig = {
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    bootPreload(),
    appStart.plugin,
    menuRoute.plugin,
    consoleDevPage,
    guestServiceWorker,
  ],
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
    modulePreload: {
      polyfill: false,
      // A lazy screen is asked for only once the start has run, so the start's own files (the entry, the
      // bundler's runtime, react, vendor, app and its styles) are loaded by then: listing them again as
      // every screen's dependencies cost the home page's JavaScript about 0.3 KB (the home page's budget).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !startFile.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Chunks by when they load: the start's three steps (main.tsx), then one file per route family.
        codeSplitting: {
          groups: [
            {
              // What the entry itself imports stays with it (rolldown would otherwise put the modules
              // the entry shares with the app, like nextTask, into the app's chunk, which then loads and
              // evaluates with the entry).
              name: "start",
              tags: ["$initial"],
              priority: 12,
            },
            {
              // React first: main.tsx evaluates it in the start's first step.
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 11,
            },
            {
              // The other libraries every screen needs, in one file: one request, and brotli compresses
              // one large file better than five small ones (the home page's JavaScript budget).
              name: "vendor",
              test: /node_modules[\\/](react-router|i18next|react-i18next|zod|cookie|set-cookie-parser|use-sync-external-store|html-parse-stringify|void-elements)[\\/]|[\\/]src[\\/]app[\\/]libraries\.ts$/,
              priority: 10,
            },
            {
              // The app's own start-up modules in one file, not in many 0.3-3 KB chunks: all of them
              // load on every first visit anyway.
              name: "app",
              test: appStart.test,
              priority: 9,
            },
            {
              // Phone numbers' rules and libphonenumber's metadata (about 25 KB brotli) in a file of their
              // own, loaded with the first screen that reads or shows a phone (checkout, receipts, the
              // reservation form), not with the eat-in calls every guest at a table loads.
              name: "phone",
              test: /node_modules[\\/]libphonenumber-js[\\/]|[\\/]rules[\\/]phone-number\.ts$/,
              priority: 13,
            },
            {
              // The table's prepare call (features/session, for the scan-code sheet and the eat-in shell)
              // and the eat-in calls share the contract's eat-in schemas: one file, not three small ones
              // that each add entries to the start's preload map (the home page's JavaScript budget).
              name: "inside-calls",
              test: /[\\/](contract[\\/]inside|session[\\/]prepare-inside|inside[\\/]inside-api)\.ts$/,
              priority: 7,
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
};

// The venue console (DESIGN.md §6): console.html, served for /console/*, built on its own
// (`vite build --mode console`, after the guest build, into the same dist) so that nothing of it can
// reach the guest app's chunks: one build with two entries merged both starts into shared chunks and
// grew the guest's JavaScript. Its libraries in one file, its screens in the entry (a tablet on the
// venue's Wi-Fi loads it once and keeps it open all day).
const consoleConfig: UserConfig = {
  plugins: [react(), zodWithoutJsonSchema()],
  server: guestConfig.server,
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    sourcemap: false,
    emptyOutDir: false,
    chunkSizeWarningLimit: 600,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { console: fileURLToPath(new URL("./console.html", import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [{ name: "console-vendor", test: /node_modules[\\/]/, priority: 10 }],
        },
      },
    },
  },
};

export default defineConfig(({ mode }) => (mode === "console" ? consoleConfig : guestConfig));

// SPEC §1 CSP (script-src 'self', no eval): zod probes `new Function` for its compiled parsers when it
// builds its first object schema, and the browser reports that probe as a CSP violation even though zod
// catches it. zod reads its settings from this global when it loads, so the setting must exist before
// zod itself runs: this file imports nothing and main.tsx imports it first, so it runs with the entry,
// before the start's second step evaluates the chunk that holds zod.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Imported first by main.tsx. zod builds faster parsers with `new Function` where it may, and
// probes for that once when the first object schema is made: under this site's CSP (no
// 'unsafe-eval') the probe is reported as a violation on every page with a form. zod reads its
// config from this global (shared by every copy of zod on the page), so setting it before any
// schema module runs makes the browser use zod's interpreter from the start.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

export {};

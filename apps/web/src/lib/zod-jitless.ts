// Imported first by main.tsx. zod builds faster parsers with `new Function` where it may, and
// probes for that when it makes its first object schema: under this site's CSP (no
// 'unsafe-eval') the probe is reported as a violation on every page with a form. zod reads its
// config from this global (shared by every copy of zod on the page) when its core module runs,
// so it is set here, before any schema chunk loads (zod is kept out of the entry's static imports:
// e2e/responsive-photos.spec.ts and the bundle budget notice when it comes back), and mutated
// rather than replaced in case a copy of zod already made it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });

export {};

// Before anything else (main.tsx imports this first): a token in the address leaves it at once.
import './router/linkToken';

// zod compiles object parsers with `new Function` unless told not to; under the console's CSP
// (script-src 'self', no 'unsafe-eval') even its probe is reported as a violation. zod takes its
// global config from this object when it first loads (zod/v4/core `globalConfig`), so setting it
// here keeps zod itself out of the first screen's code: it is fetched with the first schema.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

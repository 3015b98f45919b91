import { config } from 'zod/v4/core';
// Before anything else (main.tsx imports this first): a token in the address leaves it at once.
import './router/linkToken';

// zod compiles object parsers with `new Function` unless told not to; under the console's CSP
// (script-src 'self', no 'unsafe-eval') even its probe is reported as a violation. Set before any
// schema is built: the probe runs when the first object schema is made.
config({ jitless: true });

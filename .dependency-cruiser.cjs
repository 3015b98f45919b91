/**
 * Import rules (docs/architecture.md "Layers"), checked in `npm test` by
 * `npm run lint:imports`. Tests and benches may reach anywhere.
 */
const SERVER = '^apps/server/src/';
const NOT_TESTS = ['\\.test\\.tsx?$', '^apps/[^/]+/(test|bench|e2e)/', '^scripts/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'console-not-server',
      comment:
        'The console (apps/web) talks to the server over HTTP only; shared shapes live in the contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'contract-only-zod',
      comment: 'The contract is shared by server and console: it imports nothing but zod.',
      severity: 'error',
      from: { path: '^packages/contract/', pathNot: NOT_TESTS },
      to: { pathNot: ['^packages/contract/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'contract-constants-without-zod',
      comment:
        "The contract's constants files (<area>/constants.ts, tasks/kinds.ts, tasks/lifecycleOptions.ts) are what the console reads for labels and limits: they reach no zod, so no screen loads zod for them. Schemas live beside them.",
      severity: 'error',
      from: { path: '^packages/contract/src/([^/]+/constants|tasks/kinds|tasks/lifecycleOptions)\\.ts$' },
      to: { path: '(^|/)node_modules/zod/', reachable: true },
    },
    {
      name: 'engine-not-http-or-modules',
      comment: 'The engine gets what it needs from features as ports (engine/ports.ts) handed in at boot.',
      severity: 'error',
      from: { path: `${SERVER}engine/` },
      to: { path: `${SERVER}(http|modules)/` },
    },
    {
      name: 'engine-through-its-index',
      comment:
        'Outside engine/, the engine is reached through its public surface (engine/index.ts) only: its store, loops and kinds are its own.',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}engine/`, ...NOT_TESTS] },
      to: { path: `${SERVER}engine/`, pathNot: `${SERVER}engine/index\\.ts$` },
    },
    {
      name: 'http-knows-no-module',
      comment:
        'http/ is the Fastify app and its guards; the modules plug into it (modules/index.ts apiModules, handed over by boot.ts), never the other way.',
      severity: 'error',
      from: { path: `${SERVER}http/` },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'core-uses-db-types-only',
      comment:
        "core/ may name the database's types; anything that runs a query is handed in (boot gives SessionCache its NOTIFY).",
      severity: 'error',
      from: { path: `${SERVER}core/` },
      to: { path: `${SERVER}db/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lib-is-a-leaf',
      comment:
        'lib/ holds self-contained helpers (hashing, tokens, the secret box, images, seeded randomness): it imports no layer but db/.',
      severity: 'error',
      from: { path: `${SERVER}lib/` },
      to: { path: `${SERVER}(core|http|modules|engine|sim|ops)/|${SERVER}[^/]+\\.ts$` },
    },
    {
      name: 'core-is-neutral',
      comment:
        'core/ (context, errors, clock, envelope, driver interface) is for every layer and imports no layer above it.',
      severity: 'error',
      from: { path: `${SERVER}core/` },
      to: { path: `${SERVER}(http|modules|engine|sim)/` },
    },
    {
      name: 'only-boot-knows-the-simulator',
      comment: 'The simulator is a device driver: only boot.ts builds it; everything else uses ctx.driver.',
      severity: 'error',
      from: { path: '^apps/', pathNot: [`${SERVER}(sim/|boot\\.ts$)`, ...NOT_TESTS] },
      to: { path: `${SERVER}sim/` },
    },
    {
      name: 'db-knows-no-module',
      comment: 'The database layer (connection, migrations, tables) imports no feature, engine or http code.',
      severity: 'error',
      from: { path: `${SERVER}db/` },
      to: { path: `${SERVER}(modules|engine|http|sim)/` },
    },
    {
      name: 'no-circular',
      comment:
        "No import cycles, type-only imports and lazy import()s included: the console's pages take paths from router/paths.ts, never the route table that loads them.",
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      // Package "exports" (the contract's and kysely's subpaths) are read only when named here.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

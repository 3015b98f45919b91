/**
 * Import rules (DESIGN.md "Device driver and other seams"), checked in
 * `npm test` by `npm run lint:imports`. Tests and benches may reach anywhere.
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
        "No import cycles (type-only imports included). A cycle closed by a lazy import() (the console's route table loading its pages) loads nothing twice and is allowed.",
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
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

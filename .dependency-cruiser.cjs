// The layer rules of DESIGN.md, checked by `npm test` (scripts/layers.mjs): a rule broken is a red build.
// Type-only imports may cross layers; worker/config and worker/domain (constants, vocabularies and pure functions: no
// binding, request or SQL) are the worker's only parts the views and the browser's code may use.
/** A rule that `from` uses nothing of the worker but worker/config and worker/domain (types aside). */
function sharesOnlyPureWorkerCode(name, from, comment) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: from },
    to: { path: '^worker/', pathNot: '^worker/(config|domain)/', dependencyTypesNot: ['type-only'] },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    sharesOnlyPureWorkerCode('views-use-no-worker-runtime', '^views/', 'Views take props and return elements: no request, binding or SQL code from worker/ (types may be imported).'),
    sharesOnlyPureWorkerCode('islands-use-no-worker-code', '^islands/', 'Islands run in the browser: no worker code (types may be imported).'),
    {
      name: 'db-uses-only-config-and-siblings',
      comment: 'worker/db is the SQL layer: it builds on config, the domain and its own files only.',
      severity: 'error',
      from: { path: '^worker/db/' },
      to: { path: '^(worker|views|islands|locales|seed)/', pathNot: '^worker/(db|config|domain)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-below-routes-imports-routes',
      comment: 'Only the route table (app.tsx, index.ts) and the routes themselves use worker/routes/; shared request helpers live in worker/http/.',
      severity: 'error',
      from: { path: '^worker/', pathNot: '^worker/(routes/|app\\.tsx$|index\\.ts$)' },
      to: { path: '^worker/routes/' },
    },
    {
      name: 'config-and-domain-are-pure',
      comment: 'worker/config and worker/domain are shared with views and the browser: they use nothing else of the worker.',
      severity: 'error',
      from: { path: '^worker/(config|domain)/' },
      to: { path: '^(worker|views|islands)/', pathNot: '^worker/(config|domain)/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};

/**
 * The import arrows between folders (docs/architecture.md), checked by `npm run lint`: a folder never
 * imports one that imports it back, a lib never imports an app, and the libs form a stack. An
 * app's src/ root holds its composition (modules, main) and its config: it is left out of the
 * folder cycles, being both the top and a leaf.
 */
const APP_ROOT = '^apps/[^/]+/src$';
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'A folder imports one that imports it back: one of the two arrows points up.',
      severity: 'error',
      scope: 'folder',
      from: { pathNot: APP_ROOT },
      to: { pathNot: APP_ROOT, circular: true },
    },
    {
      name: 'no-module-cycle',
      comment: "Files that import each other (but TypeORM's two-sided relations, resolved lazily).",
      severity: 'error',
      from: { pathNot: '^libs/database/src/entities/' },
      to: { circular: true },
    },
    {
      name: 'lib-imports-app',
      comment: 'A lib is below every app.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|\\.spec\\.ts$|\\.int-spec\\.ts$|^libs/sdk/src/schema\\.ts$|^apps/console/)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};

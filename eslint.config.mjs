import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'libs/runtime/shim/**', 'libs/sdk/src/schema.ts', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      // Import cycles are how forwardRef creeps in: refuse them from the start.
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      // With any interceptor on a route, Nest runs its handler behind RxJS; a global one put the
      // invoke route there and cost it a third of its throughput (issue 67). An interceptor goes on
      // the routes that need it (UseInterceptors, as the Audit mark does).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@nestjs/core', importNames: ['APP_INTERCEPTOR'], message: 'no global interceptor: put it on the routes that need it' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { property: 'useGlobalInterceptors', message: 'no global interceptor: put it on the routes that need it' },
      ],
    },
  },
);

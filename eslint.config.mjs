import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'tests/fixtures/**/build/',
      'tests/fixtures/**/.docusaurus/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: {'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true}],
      // npm start rewrites each named import of the icon package to the icon's own file (src/plugins/dev-icon-imports):
      // these exports are not icons and have no such file, so they would build and then fail in the dev server.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@phosphor-icons/react',
              importNames: ['IconContext', 'IconBase', 'SSR'],
              message: 'Not an icon: import it from @phosphor-icons/react/dist/lib (see src/plugins/dev-icon-imports).',
            },
          ],
        },
      ],
    },
  },
  {
    // The product's API as its users write against it (read by the example check): `any` where the product takes
    // anything (each says why), empty interfaces a project's declarations merge into, a policy's `boolean | void`,
    // the global `var tessera`, type parameters that only name a content type.
    files: ['checks/examples/declarations/*.d.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
      'no-var': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
  },
);

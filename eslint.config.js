import formatjs from 'eslint-plugin-formatjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import noUnsanitized from 'eslint-plugin-no-unsanitized';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './lint/feature-boundaries.mjs';
import { noCrossFeatureReactions } from './lint/no-cross-feature-reactions.mjs';
import { UNUSED_FORMATTED_COMPONENTS, UNUSED_FORMATTERS } from './scripts/trim-dependencies.mjs';

/** ARCHITECTURE.md's boundary table: what each folder may not import. Between features: lint/feature-boundaries.mjs. */
const zones = [
  {
    target: './ports',
    from: ['./src', './adapters', './contracts', './scripts', './tests'],
    message: 'ports/ imports nothing outside ports/.',
  },
  {
    target: './src/domain',
    from: ['./src/features', './src/shared', './src/app', './src/i18n', './adapters'],
    message: 'src/domain is pure: it may import only ports/.',
  },
  {
    target: ['./src/features', './src/shared', './src/server'],
    from: ['./adapters'],
    message: 'stores, views and the server never name adapters; only src/app does.',
  },
  {
    target: './src/i18n',
    from: ['./src/features', './src/shared', './src/domain', './src/app', './adapters'],
    message: 'src/i18n may import ports/ types only.',
  },
  {
    target: './adapters',
    from: ['./src/features', './src/shared', './src/app', './src/i18n'],
    message: 'adapters never import the UI or the stores.',
  },
  {
    target: './adapters/http',
    from: ['./adapters/fake', './adapters/browser', './src'],
    message: 'http adapters use ports/ and generated types only.',
  },
  {
    target: './adapters/browser',
    from: ['./adapters/fake', './adapters/http', './src'],
    message: 'browser adapters use ports/ only.',
  },
  {
    target: './adapters/fake',
    from: ['./adapters/http', './src/features', './src/shared', './src/app'],
    message: 'fakes use ports/ and src/domain only.',
  },
  {
    target: './contracts',
    from: ['./src', './adapters/fake', './adapters/browser'],
    message: 'contracts drive the http adapters only.',
  },
];

/** File names are kebab-case, with dotted suffixes (`cart-store.ts`, `cart-line.module.css`, `cart.pact.test.ts`). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case.' } },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'adapters/http/generated/**', 'coverage/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'import-x': importX,
      formatjs,
      'no-unsanitized': noUnsanitized,
      'react-hooks': reactHooks,
      storefront: {
        rules: {
          'kebab-case-files': kebabCaseFiles,
          'feature-boundaries': featureBoundaries,
          'no-cross-feature-reactions': noCrossFeatureReactions,
        },
      },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.css'] })],
    },
    rules: {
      'storefront/kebab-case-files': 'error',
      'storefront/feature-boundaries': 'error',
      'storefront/no-cross-feature-reactions': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-unsanitized/method': 'error',
      'no-unsanitized/property': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='innerHTML']", message: 'Server HTML goes through SafeHtml.' },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Server HTML goes through SafeHtml.' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'formatjs/enforce-id': [
        'error',
        { idInterpolationPattern: '[sha512:contenthash:base64:6]', idWhitelist: ['^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$'] },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-invalid-icu': 'error',
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{aria-label,title,alt,placeholder}']] } }],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use the storage port.' },
        { name: 'sessionStorage', message: 'Use the storage port.' },
      ],
      // The build leaves these formatters out (scripts/trim-dependencies.mjs): change the list there first.
      'no-restricted-properties': [
        'error',
        ...UNUSED_FORMATTERS.map((property) => ({ property, message: 'The build leaves this formatter out.' })),
      ],
      'no-restricted-imports': [
        'error',
        {
          name: 'react-intl',
          importNames: UNUSED_FORMATTED_COMPONENTS,
          message: 'The build leaves its formatter out (scripts/trim-dependencies.mjs).',
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.ts', 'src/shared/**/*.ts', 'src/domain/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Time arrives through the clock port.',
        },
        {
          selector: "MemberExpression[object.meta.name='import'][property.name='env']",
          message: 'Configuration arrives through AppConfig.',
        },
      ],
    },
  },
  {
    // One road: a view reads stores and calls their actions. Port types are fine; their runtime
    // values (tokens), storage, configuration and the clock are reached through stores only.
    files: ['src/{features,shared}/**/*.tsx', 'src/{features,shared}/**/use-*.ts', 'src/app/app.tsx', 'src/app/app-routes.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ports/**'],
              allowTypeImports: true,
              message: 'Views use port types only; data and actions come from stores.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='innerHTML']", message: 'Server HTML goes through SafeHtml.' },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Server HTML goes through SafeHtml.' },
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Views read time from a store.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Views read time from a store.' },
        {
          selector: "MemberExpression[object.meta.name='import'][property.name='env']",
          message: 'Configuration reaches views through stores.',
        },
        { selector: 'NewExpression[callee.name=/(Store|Resource|CachedQuery)$/]', message: 'Stores are built by the container.' },
      ],
    },
  },
  {
    // A store hands its constructor's `arguments` to observeStore: what the container passed in is
    // a collaborator, never state (src/shared/observe-store.ts).
    files: ['src/features/**/*.ts', 'src/shared/**/*.ts'],
    rules: { 'prefer-rest-params': 'off' },
  },
  {
    // Playwright fixtures call their continuation `use`; it is not a React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
);

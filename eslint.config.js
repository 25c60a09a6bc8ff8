// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of the architecture guide (docs/decisions/0001 and 0009):
 *   app → anything; features → api, domain, components, lib, config, hooks, utils (never
 *   another feature, never app); api → domain, lib, config, utils; domain → utils and the
 *   API's schemas only (pure rules: no React, no cache, no texts); components → domain, lib,
 *   config, hooks, utils and the API's schemas (types of what they show); lib, config, hooks, utils → no app knowledge.
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Layers: each may import only the ones below it. */
const layerZones = [
  { target: './src/api', from: ['./src/app', './src/features', './src/components', './src/hooks'] },
  {
    target: './src/domain',
    from: [
      './src/app',
      './src/features',
      './src/components',
      './src/hooks',
      './src/lib',
      './src/config',
    ],
    message: 'The domain holds pure rules: no screens, texts, hooks or configuration.',
  },
  {
    target: './src/domain',
    from: './src/api/**',
    except: ['**/src/api/*/schemas.ts'],
    message:
      'The domain takes only the API’s schemas (shapes and the spec’s constants) from src/api.',
  },
  { target: './src/components', from: ['./src/app', './src/features'] },
  {
    target: './src/components',
    from: './src/api/**',
    except: ['**/src/api/*/schemas.ts'],
    message: 'Components show the API’s data (its schemas’ types), never fetch it.',
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/api', './src/domain', './src/components'],
  },
  {
    target: './src/config',
    from: [
      './src/app',
      './src/features',
      './src/api',
      './src/domain',
      './src/components',
      './src/hooks',
    ],
  },
  {
    target: './src/hooks',
    from: ['./src/app', './src/features', './src/api', './src/domain', './src/components'],
  },
  {
    target: './src/utils',
    from: [
      './src/app',
      './src/features',
      './src/api',
      './src/domain',
      './src/components',
      './src/lib',
      './src/hooks',
    ],
  },
];

/** Features: never app/, never another feature (tests included). */
const featureZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature never imports src/app: the route screens compose features.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in src/app.',
  })),
];

const boundaryZones = [
  ...layerZones,
  ...featureZones,
  { target: './src', from: ['./mock', './e2e', './scripts'], except: [] },
];

/**
 * The mock bank is a fake backend written from the spec: from src/ it takes the API's types
 * only (below), and never even those of the app's React side or its HTTP client and cache.
 */
const mockMessage =
  'The mock may take types from src/api, src/utils and src/lib, nothing of the app’s React side.';
const mockRuntimeMessage =
  'The mock imports only types from src/ (`import type`): write its own validation, messages and rules from the spec.';
const mockZones = [
  {
    target: './mock',
    from: [
      './src/app',
      './src/features',
      './src/components',
      './src/hooks',
      './src/config',
      './src/test',
      './src/lib/auth',
      './src/api/http.ts',
      './src/api/query-client.ts',
    ],
    message: mockMessage,
  },
  {
    // The API module's React side: query options, mutation hooks, other hooks; React in lib.
    target: './mock',
    from: [
      './src/api/**/queries.ts',
      './src/api/**/mutations.ts',
      './src/api/**/use-*.ts',
      './src/lib/**/*.tsx',
    ],
    message: mockMessage,
  },
];

const noFeatureBarrel = {
  regex: 'features/[^/]+$',
  message: 'Import the file, not a feature barrel.',
};
const queryClientImport = {
  name: '@tanstack/react-query',
  importNames: ['useQueryClient'],
  message:
    'The query cache is reached only from src/api hooks (queries.ts / mutations.ts): call one of those.',
};
/** Strings from the API are text, never HTML; nothing is kept in the browser's storage. */
const safetySyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render API strings as text.',
  },
  {
    selector: 'MemberExpression[property.name=/^(localStorage|indexedDB)$/]',
    message: 'Nothing is kept in localStorage or IndexedDB (tokens live in memory).',
  },
];
/** Every screen's top is one PageHeader: its h1 takes focus after navigation, once per screen. */
const pageHeadingSyntax = {
  selector: "JSXOpeningElement[name.name='h1']",
  message:
    'A screen’s h1 is the title of PageHeader (src/components/ui/page-header.tsx): use PageHeader.',
};
const zodResolverImport = {
  name: '@hookform/resolvers/zod',
  message:
    'Use useTranslatedZodResolver (src/components/forms/use-zod-form-resolver.ts): it translates the schemas’ message keys.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-floor',
      'coverage',
      'playwright-report',
      'test-results',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-syntax': ['error', ...safetySyntax, pageHeadingSyntax],
      // Barrel files inside features hide boundaries; forms translate the schemas' message keys.
      'no-restricted-imports': [
        'error',
        { paths: [zodResolverImport], patterns: [noFeatureBarrel] },
      ],
    },
  },
  {
    // Features and components never touch the query cache themselves.
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [zodResolverImport, queryClientImport], patterns: [noFeatureBarrel] },
      ],
    },
  },
  {
    // The domain's rules are plain functions over the API's data: no React, no query cache.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodResolverImport],
          patterns: [
            noFeatureBarrel,
            {
              regex: '^(react|react-dom|@tanstack/.*)$',
              message:
                'The domain holds pure rules: hooks and queries live in src/api or features.',
            },
          ],
        },
      ],
    },
  },
  {
    // Imports that would weigh on every screen. The app's schemas are all zod/mini: full zod at
    // run time would bring its methods, and every part of zod's core they reach, into the chunk
    // the first page loads: 6 kB more before sign-in and 10–16 kB more on each form's screen
    // (issue 37 §2). Types are free.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['zod', 'zod/v4'].map((name) => ({
              name,
              allowTypeImports: true,
              message: "Write the schema with 'zod/mini' (z.pipe, z.transform, .check(...)).",
            })),
            // React Router's own links bring its framework mode's prefetching with them
            // (src/lib/router/link.tsx says how much).
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              allowTypeImports: true,
              message: "Use Link and NavLink from 'src/lib/router/link'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that wraps zodResolver.
    files: ['src/components/forms/use-zod-form-resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [queryClientImport], patterns: [noFeatureBarrel] },
      ],
    },
  },
  {
    // The one h1 of the app's screens; tests may render stand-in pages with their own.
    files: ['src/components/ui/page-header.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...safetySyntax] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      // Tests may reach the shared mock bank (msw) and src/test, but a feature's test still
      // never reaches into another feature or into src/app.
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['mock/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: mockZones }],
      // The mock is an independent implementation of the spec: from src/ it takes types only,
      // so it can disagree with the app (mock/independence.test.ts checks the same).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+src/', allowTypeImports: true, message: mockRuntimeMessage },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'mock/idp/test-*.ts', 'e2e/**/*.ts'],
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: [
      'mock/**/*.ts',
      'scripts/**/*.ts',
      'e2e/**/*.ts',
      '*.config.{ts,js}',
      'eslint.config.js',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);

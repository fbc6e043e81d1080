import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * DESIGN's import rules, as zones: a folder's restricted imports. shared imports nothing of ours; client
 * and server never import each other; shared client code never imports a feature; features never import
 * each other (STYLE 7); on the server, the AI never imports modules, reading a document is pure,
 * extraction stands alone, and a module reaches another only through its service.ts.
 */
const zones = [
  {
    folder: 'src/shared',
    patterns: [
      { group: ['@client/*', '**/server/**', '**/client/**'], message: 'src/shared imports nothing of ours' },
    ],
  },
  {
    folder: 'src/client',
    patterns: [{ group: ['**/server/**'], message: 'the client never imports the server' }],
  },
  ...['components', 'lib', 'api', 'texts'].map((folder) => ({
    folder: `src/client/${folder}`,
    patterns: [
      {
        group: ['@client/features/*', '@client/app/*'],
        message: 'shared client code never imports a feature or the app; features meet in src/client/app',
      },
    ],
  })),
  ...[
    'auth',
    'pipeline',
    'investment-detail',
    'dashboard',
    'documents',
    'tools',
    'analytics',
    'ai-analyst',
  ].map((feature) => ({
    folder: `src/client/features/${feature}`,
    patterns: [
      {
        group: [
          '@client/features/*',
          `!@client/features/${feature}`,
          `!@client/features/${feature}/**`,
          '@client/app/*',
        ],
        message: 'features do not import each other; they meet in src/client/app',
      },
    ],
  })),
  {
    folder: 'src/server',
    patterns: [{ group: ['@client/*', '**/client/**'], message: 'the server never imports the client' }],
  },
  {
    folder: 'src/server/ai',
    patterns: [
      {
        group: ['**/modules/**'],
        message: 'the AI never imports a module; modules call the Analyst seam (src/server/ai/contracts.ts)',
      },
    ],
  },
  {
    folder: 'src/server/ai/document-reading',
    patterns: [
      {
        group: ['**/db/**', '**/jobs/**', '**/retrieval/**', '**/chat/**', '**/model/**', '**/passages/**'],
        message: 'reading a document is pure: it imports only @shared, extraction types and itself',
      },
    ],
  },
  {
    folder: 'src/server/extraction',
    patterns: [
      {
        group: ['**/ai/**', '**/modules/**', '**/db/**', '**/jobs/**', '**/storage/**', '**/http/**'],
        message: 'extraction imports nothing of the server beyond itself',
      },
    ],
  },
  {
    folder: 'src/server/modules',
    patterns: [
      {
        // '../documents/present-document' from a module's own folder; '../documents/service' is allowed.
        regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!service$)[^/]+$`,
        message: "a module reaches another module only through that module's service.ts",
      },
    ],
  },
];

/**
 * One config a zone, holding its own patterns and those of every folder above it: a later config's
 * options replace an earlier one's for the same rule, so a nested zone must repeat its parents'.
 */
const zoneConfigs = zones.map(({ folder }) => ({
  files: [`${folder}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: zones
          .filter((zone) => folder === zone.folder || folder.startsWith(`${zone.folder}/`))
          .flatMap((zone) => zone.patterns),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...zoneConfigs,
);

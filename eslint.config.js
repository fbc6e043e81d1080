import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** DESIGN's import rules: shared imports nothing of ours; client and server never import each other. */
const importZones = [
  {
    files: ['src/shared/**'],
    group: ['@client/*', '**/server/**', '**/client/**'],
    message: 'src/shared imports nothing of ours',
  },
  { files: ['src/client/**'], group: ['**/server/**'], message: 'the client never imports the server' },
  {
    files: ['src/server/**'],
    group: ['@client/*', '**/client/**'],
    message: 'the server never imports the client',
  },
  {
    files: ['src/client/components/**', 'src/client/lib/**', 'src/client/api/**', 'src/client/texts/**'],
    group: ['@client/features/*', '@client/app/*'],
    message: 'shared client code never imports a feature or the app; features meet in src/client/app',
  },
];

/** Features do not import each other (STYLE 7): each may import only itself and shared client code. */
const featureZones = [
  'auth',
  'pipeline',
  'investment-detail',
  'dashboard',
  'documents',
  'tools',
  'analytics',
  'ai-analyst',
].map((feature) => ({
  files: [`src/client/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
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
  ...importZones.map(({ files, group, message }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  })),
  ...featureZones,
);

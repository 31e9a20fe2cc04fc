import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The house rules' arrows (docs/architecture.md): each folder of src/ and the folders it may import.
// Anything else in src/ is off limits to it; the zones below are built from this one table. Entries
// (src/*.ts, src/*.tsx) and src/app may import anything (src/app/boot excepted, below), and nothing
// but them may import src/app.
const mayImport = {
  domain: ['content/types'],
  content: ['domain'],
  styles: [],
  state: ['domain', 'content'],
  sync: ['domain', 'content', 'state'],
  auth: ['domain', 'content', 'state', 'sync', 'ui', 'styles'],
  membership: ['domain', 'content', 'state', 'sync', 'auth'],
  ui: ['domain', 'content', 'styles'],
  renderers: ['domain', 'content', 'styles', 'ui'],
  serviceWorker: ['domain', 'content'],
  features: ['domain', 'content', 'state', 'auth', 'membership', 'ui', 'renderers', 'styles'],
};
const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'dangerouslySetInnerHTML is not allowed in this project.',
};

// A formatter built while a module loads starts ICU on the main thread before the warm-up worker
// (src/app/boot/icuWarmup.ts) is done: on /agenda that was 19 ms of a load task, 75 ms on
// Lighthouse's phone (issue 44). Build it on first use instead (`formatter ??= new Intl…`).
const noIntlAtModuleLoad = {
  selector: "NewExpression[callee.object.name='Intl']:not(:function NewExpression)",
  message: 'No Intl formatter at module load: build it on first use (see eslint.config.js).',
};

const srcFolders = [...Object.keys(mayImport), 'app'];

function layerZones(folder) {
  const allowed = mayImport[folder];
  return srcFolders
    .filter((other) => other !== folder && !allowed.includes(other))
    .map((other) => {
      const exceptions = allowed
        .filter((entry) => entry.startsWith(`${other}/`))
        .map((entry) => `./${entry.slice(other.length + 1)}`);
      return {
        target: `./src/${folder}`,
        from: `./src/${other}`,
        ...(exceptions.length > 0 ? { except: exceptions } : {}),
        message: `src/${folder} may import only ${[folder, ...allowed].join(', ')} (docs/architecture.md).`,
      };
    });
}

// Start-up code (src/app/boot) runs before any page: it may use only the layers below the pages, so
// starting the app never pulls a feature's code into the entry chunk.
const bootMayImport = ['domain', 'content', 'state'];
const bootZones = [
  ...srcFolders
    .filter((other) => other !== 'app' && !bootMayImport.includes(other))
    .map((other) => ({
      target: './src/app/boot',
      from: `./src/${other}`,
      message: `src/app/boot may import only ${bootMayImport.join(', ')} (docs/architecture.md).`,
    })),
  {
    target: './src/app/boot',
    from: './src/app',
    except: ['./boot'],
    message: 'src/app/boot may import only domain, content and state (docs/architecture.md).',
  },
];

// A feature area uses another area's pieces only after they move down to a shared layer.
const featureAreas = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureAreaZones = featureAreas.map((area) => ({
  target: `./src/features/${area}`,
  from: './src/features',
  except: [`./${area}`],
  message: `src/features/${area} does not reach into another feature area: move the shared piece down (docs/architecture.md).`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/content/types',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noInnerHtml],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.mdx'] }),
      ],
    },
    rules: {
      'no-restricted-syntax': ['error', noInnerHtml, noIntlAtModuleLoad],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...Object.keys(mayImport).flatMap(layerZones), ...bootZones, ...featureAreaZones],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'valtio', 'valtio/*'],
              message: 'src/domain is pure: no React or state.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage', 'window', 'document'],
    },
  },
  {
    // Playwright fixtures call their callback `use`, which the React hooks rules mistake for React's use().
    files: ['tests/e2e/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

// The house rules' arrows are lint rules: a file planted in each layer with one wrong-way import fails
// `eslint` with the project's own config, and the same file with an import that goes down passes.
// Planted files are linted as text at their would-be path, so nothing is written into src/.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the config, the plugins and the parser: once, outside the tests' time limit.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/domain/warmUp.ts') });
}, 60_000);

async function arrowErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

const wrongWay: ReadonlyArray<{ rule: string; file: string; code: string }> = [
  {
    rule: 'domain imports nothing of the app',
    file: 'src/domain/planted.ts',
    code: "import { toastStore } from '../state/toasts';\nexport const planted = toastStore;\n",
  },
  {
    rule: 'domain takes only types from content',
    file: 'src/domain/planted.ts',
    code: "import { plans } from '../content/plans';\nexport const planted = plans;\n",
  },
  {
    rule: 'ui imports no state',
    file: 'src/ui/Planted/Planted.tsx',
    code: "import { toastStore } from '../../state/toasts';\nexport const planted = toastStore;\n",
  },
  {
    rule: 'ui imports no features',
    file: 'src/ui/Planted/Planted.tsx',
    code: "import { ReportCard } from '../../features/checkup/report/ReportCard';\nexport const planted = ReportCard;\n",
  },
  {
    rule: 'renderers import no state',
    file: 'src/renderers/Planted/Planted.tsx',
    code: "import type { Measurement } from '../../state/measurements';\nexport type Planted = Measurement;\n",
  },
  {
    rule: 'renderers import no features',
    file: 'src/renderers/Planted/Planted.tsx',
    code: "import { planTypeName } from '../../features/plan/planTypeName';\nexport const planted = planTypeName;\n",
  },
  {
    rule: 'state imports only domain and content',
    file: 'src/state/planted.ts',
    code: "import { createSyncEngine } from '../sync/syncEngine';\nexport const planted = createSyncEngine;\n",
  },
  {
    rule: 'sync imports no features',
    file: 'src/sync/planted.ts',
    code: "import { planTypeName } from '../features/plan/planTypeName';\nexport const planted = planTypeName;\n",
  },
  {
    rule: 'sync imports no ui',
    file: 'src/sync/planted.ts',
    code: "import { Button } from '../ui/Button/Button';\nexport const planted = Button;\n",
  },
  {
    rule: 'auth imports no features',
    file: 'src/auth/planted.ts',
    code: "import { validateLogin } from '../features/auth/loginForm';\nexport const planted = validateLogin;\n",
  },
  {
    rule: 'a feature area does not reach into another',
    file: 'src/features/profile/Planted.tsx',
    code: "import { ReportCard } from '../checkup/report/ReportCard';\nexport const planted = ReportCard;\n",
  },
  {
    rule: 'only the entries and the route table import app/',
    file: 'src/features/profile/Planted.tsx',
    code: "import { publicRoutes } from '../../app/routes';\nexport const planted = publicRoutes;\n",
  },
  {
    rule: 'membership imports no features',
    file: 'src/membership/planted.ts',
    code: "import { CHECKOUT_TOAST_GROUP } from '../features/payment/checkoutToastGroup';\nexport const planted = CHECKOUT_TOAST_GROUP;\n",
  },
  {
    rule: 'membership imports no ui',
    file: 'src/membership/planted.ts',
    code: "import { Button } from '../ui/Button/Button';\nexport const planted = Button;\n",
  },
  {
    rule: 'auth does not reach up into membership',
    file: 'src/auth/planted.ts',
    code: "import { membershipServer } from '../membership/membershipServer';\nexport const planted = membershipServer;\n",
  },
  {
    rule: 'boot imports no features',
    file: 'src/app/boot/planted.ts',
    code: "export const planted = () => import('../../features/offline/mountUpdatePrompt');\n",
  },
  {
    rule: 'boot imports no auth',
    file: 'src/app/boot/planted.ts',
    code: "import { useAuth } from '../../auth/useAuth';\nexport const planted = useAuth;\n",
  },
  {
    rule: 'boot imports no other app code',
    file: 'src/app/boot/planted.ts',
    code: "import { publicRoutes } from '../routes';\nexport const planted = publicRoutes;\n",
  },
  {
    rule: 'a domain concept imports no state',
    file: 'src/domain/agenda/planted.ts',
    code: "import { toastStore } from '../../state/toasts';\nexport const planted = toastStore;\n",
  },
  {
    rule: 'a domain concept imports no membership layer',
    file: 'src/domain/membership/planted.ts',
    code: "import { membershipServer } from '../../membership/membershipServer';\nexport const planted = membershipServer;\n",
  },
  {
    rule: 'a domain concept imports no feature',
    file: 'src/domain/triage/planted.ts',
    code: "import { planTypeName } from '../../features/plan/planTypeName';\nexport const planted = planTypeName;\n",
  },
  {
    rule: 'a lazy import() is held to the same arrows',
    file: 'src/ui/Planted/Planted.tsx',
    code: "export const planted = () => import('../../state/toasts');\n",
  },
];

describe('the import arrows in eslint.config.js', () => {
  it.each(wrongWay)('fails lint when $rule', async ({ file, code }) => {
    const errors = await arrowErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('docs/architecture.md');
  });

  it.each([
    {
      allowed: 'a feature imports domain, content, state, auth, ui and its own area',
      file: 'src/features/profile/Planted.tsx',
      code: [
        "import { formatMxn } from '../../domain/format/format';",
        "import { planName } from '../../content/planName';",
        "import { toastStore } from '../../state/toasts';",
        "import { useAuth } from '../../auth/useAuth';",
        "import { Button } from '../../ui/Button/Button';",
        "import { SignOutButton } from './SignOutButton';",
        'export const planted = [formatMxn, planName, toastStore, useAuth, Button, SignOutButton];',
      ].join('\n'),
    },
    {
      allowed: 'domain takes a content type',
      file: 'src/domain/planted.ts',
      code: "import type { User } from '../content/types/storage/user';\nexport type Planted = User;\n",
    },
    {
      allowed: 'sync imports state',
      file: 'src/sync/planted.ts',
      code: "import { publishSyncStatus } from '../state/syncStatus';\nexport const planted = publishSyncStatus;\n",
    },
    {
      allowed: 'membership imports auth, sync, state and domain',
      file: 'src/membership/planted.ts',
      code: [
        "import { useAuth } from '../auth/useAuth';",
        "import { createSyncEngine } from '../sync/syncEngine';",
        "import { toastStore } from '../state/toasts';",
        "import { parseMembership } from '../domain/membership/membership';",
        'export const planted = [useAuth, createSyncEngine, toastStore, parseMembership];',
      ].join('\n'),
    },
    {
      allowed: 'a feature imports the membership layer',
      file: 'src/features/plan/Planted.tsx',
      code: "import { useMembership } from '../../membership/useMembership';\nexport const planted = useMembership;\n",
    },
    {
      allowed: 'boot imports state and domain',
      file: 'src/app/boot/planted.ts',
      code: [
        "import { appUpdateStore } from '../../state/appUpdate';",
        "import { formatMxn } from '../../domain/format/format';",
        'export const planted = [appUpdateStore, formatMxn];',
      ].join('\n'),
    },
    {
      allowed: 'a domain concept imports another concept',
      file: 'src/domain/report/planted.ts',
      code: "import { formatMxn } from '../format/format';\nexport const planted = formatMxn;\n",
    },
    {
      allowed: 'an entry imports app/',
      file: 'src/planted.ts',
      code: "import { publicRoutes } from './app/routes';\nexport const planted = publicRoutes;\n",
    },
    {
      allowed: 'app imports a feature page',
      file: 'src/app/planted.ts',
      code: "export const planted = () => import('../features/profile/ProfilePage');\n",
    },
  ])('passes lint when $allowed', async ({ file, code }) => {
    expect(await arrowErrors(file, code)).toEqual([]);
  });
});

// Not an arrow, but a rule of src/ that the same lint run enforces (eslint.config.js): a formatter
// built while a module loads starts ICU on the main thread before the warm-up worker is done.
describe('Intl formatters in src/ are built on first use, not at module load', () => {
  async function intlErrors(code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, {
      filePath: path.join(root, 'src/renderers/form/planted.ts'),
    });
    return (result?.messages ?? [])
      .filter((message) => message.message.startsWith('No Intl formatter at module load'))
      .map((message) => message.message);
  }

  it.each([
    "const format = new Intl.NumberFormat('es-MX');\nexport const planted = format;\n",
    "export const format = new Intl.PluralRules('es-MX');\n",
  ])('fails lint for %j', async (code) => {
    expect(await intlErrors(code)).toHaveLength(1);
  });

  it.each([
    "let format: Intl.NumberFormat | undefined;\nexport const planted = (n: number) => (format ??= new Intl.NumberFormat('es-MX')).format(n);\n",
    "export function planted(n: number) {\n  return new Intl.NumberFormat('es-MX').format(n);\n}\n",
  ])('passes lint for %j', async (code) => {
    expect(await intlErrors(code)).toEqual([]);
  });
});

// `npm run triage` as editors and outside checks use it: one JSON line on stdout and exit 0, or a
// message on stderr and exit 2. Most cases call the command's function in-process (a process start
// costs about a second of CPU each); the real command runs where only a process shows it (stdin, the
// npm script, the exit code), and once for a result and a refusal to prove it prints the same.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTriageTests } from '../../../scripts/triage/loadTriageTests';
import { triageCli } from '../../../scripts/triage/triageCli';

const root = path.resolve(import.meta.dirname, '../../..');
const TIMEOUT_MS = 30_000;

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(command: string, args: readonly string[], stdin?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

function triageCommand(args: readonly string[], stdin?: string): Promise<Run> {
  return run(process.execPath, ['--import', 'tsx', 'scripts/triage/cli.ts', ...args], stdin);
}

async function triage(args: readonly string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await triageCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readStdin: () => Promise.reject(new Error('no stdin in-process')),
  });
  return { code, stdout, stderr };
}

/** One vector per contract test: [testId, answers, level, rationale]. */
const vectors: [string, string, string, string][] = [
  ['chest_pain', '{"character":"tearing","pain_minutes":10}', 'A', 'a_warning_sign_10_min'],
  ['dyspnea', '{"spo2":93.5}', 'B', 'b_spo2_91_93'],
  [
    'stroke_fast',
    '{"face":true,"resolved":true,"onset_minutes":1441}',
    'C',
    'c_resolved_after_24h',
  ],
  ['fever_sepsis', '{"temperature":39.5}', 'B', 'b_temperature_39_5'],
  ['syncope', '{"pregnancy_weeks":20}', 'C', 'c_otherwise'],
  [
    'abdominal_pain',
    '{"pregnant":true,"pelvic_pain":true}',
    'A',
    'a_pregnant_with_pelvic_or_lower_right_pain',
  ],
  ['anaphylaxis', '{"hives":true,"systolic":120}', 'B', 'b_hives'],
  ['trauma', '{"high_energy":false}', 'B', 'b_otherwise'],
  [
    'obstetrics',
    '{"headache_vision":true,"gestation_weeks":20}',
    'A',
    'a_headache_vision_20_weeks',
  ],
  // Issue 39: self-care only with every danger question answered «No», else C.
  ['mental_health_crisis', '{"phq2_interest":1,"phq2_mood":1}', 'C', 'c_danger_not_ruled_out'],
  [
    'mental_health_crisis',
    JSON.stringify({
      phq2_interest: 1,
      phq2_mood: 1,
      ...Object.fromEntries(
        [
          'breathing_distress',
          'unresponsive',
          'seizure_now',
          'shock_signs',
          'uncontrolled_bleeding',
          'new_confusion',
          'came_on_suddenly',
          'intent',
          'plan',
          'attempt_3_months',
          'psychosis',
          'harm_others',
          'ideation',
          'panic',
          'withdrawal_danger',
          'withdrawal',
        ].map((question) => [question, false]),
      ),
    }),
    'D',
    'default',
  ],
];

describe('npm run triage', () => {
  it.concurrent.each(vectors)(
    '%s %s prints level %s with rationale %s and exits 0',
    async (testId, answers, level, rule) => {
      const result = await triage([testId, answers]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout.endsWith('\n')).toBe(true);
      expect(result.stdout.trim().split('\n')).toHaveLength(1);
      expect(JSON.parse(result.stdout)).toEqual({ testId, level, rationale: [rule] });
    },
    TIMEOUT_MS,
  );

  it.concurrent(
    'reads the answers from a file or from stdin with -',
    async () => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'triage-cli-')), 'answers.json');
      writeFileSync(file, '{"spo2": 90}');
      const fromFile = await triage(['dyspnea', file]);
      expect([fromFile.code, JSON.parse(fromFile.stdout)]).toEqual([
        0,
        { testId: 'dyspnea', level: 'A', rationale: ['a_spo2_90_or_less'] },
      ]);
      const fromStdin = await triageCommand(['fever_sepsis', '-'], '{"temperature": 38}');
      expect([fromStdin.code, JSON.parse(fromStdin.stdout)]).toEqual([
        0,
        { testId: 'fever_sepsis', level: 'C', rationale: ['c_temperature_38'] },
      ]);
    },
    TIMEOUT_MS,
  );

  it.concurrent.each([
    ['a result', ['stroke_fast', '{"face":true,"resolved":true,"onset_minutes":1441}']],
    ['a refusal', ['dyspnea', '{"spo2": 101}']],
  ])(
    'the real command prints %s as the in-process run does, with its exit code',
    async (_, args) => {
      expect(await triageCommand(args)).toEqual(await triage(args));
    },
    TIMEOUT_MS,
  );

  it.concurrent(
    'is wired as the npm script "triage"',
    async () => {
      const result = await run('npm', ['run', '--silent', 'triage', '--', 'trauma', '{}']);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        testId: 'trauma',
        level: 'B',
        rationale: ['b_otherwise'],
      });
    },
    TIMEOUT_MS,
  );

  it.concurrent(
    '--explain lists every rule of the test in order, matched or not, after the result line',
    async () => {
      const answers = '{"spo2": 94, "on_effort": true, "sex": "male"}';
      const result = await triage(['--explain', 'chest_pain', answers]);
      expect(result.code).toBe(0);
      const [first, ...rest] = result.stdout.split('\n');
      expect(JSON.parse(first ?? '')).toEqual({
        testId: 'chest_pain',
        level: 'B',
        rationale: ['b_risk_score_2'],
      });
      const ruleLines = rest.filter((line) => /^\s*\d+\. /.test(line));
      // The test as the app joins it: the general danger signs' rules first (issue 39).
      const chestPain = (await loadTriageTests(root)).find((test) => test.id === 'chest_pain');
      if (chestPain === undefined) throw new Error('no chest_pain test');
      const ruleIds = chestPain.rules.map((rule) => rule.id);
      expect(ruleLines.map((line) => /\d+\. (\w+)/.exec(line)?.[1])).toEqual(ruleIds);
      expect(ruleLines.every((line) => /: (no se cumple|se cumpliría|SE CUMPLE)/.test(line))).toBe(
        true,
      );
      expect(ruleIds.slice(0, 6).every((id) => id.startsWith('general_a_'))).toBe(true);
      expect(result.stdout).toContain(
        `${ruleIds.indexOf('a_spo2_90_or_less') + 1}. a_spo2_90_or_less (A): no se cumple`,
      );
      expect(result.stdout).toContain('«Oxigenación (SpO2)» ≤ 90 %: no (respondiste 94 %)');
      expect(result.stdout).toMatch(/b_risk_score_2 \(B\): SE CUMPLE → decide: B Urgencias hoy/);
      expect(result.stdout).toMatch(/c_stabbing_stable \(C\): no se cumple \(no cuenta/);
      // Issue 26: the questions left blank, with their labels and ids (3 were answered).
      expect(result.stdout).toContain(`Preguntas sin responder (${chestPain.fields.length - 3}):`);
      expect(result.stdout).toContain('- «¿Qué edad tienes?» (age)');
      expect(result.stdout).not.toContain('(spo2)\n');
    },
    TIMEOUT_MS,
  );

  it.concurrent.each<[string, string[], RegExp]>([
    ['an unknown test id', ['heartburn', '{}'], /Test desconocido: "heartburn"/],
    ['an unknown field id', ['dyspnea', '{"pulse": 80}'], /pulse: .*no es una pregunta/],
    ['a wrong type', ['dyspnea', '{"spo2": "92"}'], /spo2: .*se responde con un número/],
    ['a yes/no given as text', ['trauma', '{"deformity": "sí"}'], /deformity: .*sí o no/],
    ['an out-of-range value', ['dyspnea', '{"spo2": 101}'], /spo2: .*fuera del rango/],
    ['an unknown option', ['chest_pain', '{"sex": "x"}'], /sex: .*no es una opción/],
    ['malformed JSON', ['dyspnea', '{"spo2": 9'], /no son JSON válido/],
    ['JSON that is not an object', ['dyspnea', '[1]'], /deben ser un objeto JSON/],
    ['missing answers', ['dyspnea'], /Uso: npm run triage/],
  ])(
    'rejects %s on stderr with exit code 2',
    async (_, args, message) => {
      const result = await triage(args);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
    },
    TIMEOUT_MS,
  );
});

// The landing's texts, plans, contact details and sample notifications: the small content files the
// shell and the landing page read.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatContentProblem } from '../../../scripts/content/contentProblem';
import { createSchemaValidator } from '../../../scripts/content/schemaValidator';
import { businessChatHref, contact, telHref } from '../../../src/content/contact';
import { notificationsContent } from '../../../src/content/notifications';
import { plans, plansHeading } from '../../../src/content/plans';
import { landingSections } from '../../../src/features/landing/landingSections';
import { projectRoot } from './projectCopy';

describe('landing texts', () => {
  const landingFile = 'content/landing.json';
  const readLanding = async (): Promise<unknown> =>
    JSON.parse(await readFile(path.join(projectRoot, landingFile), 'utf8')) as unknown;
  const validateLanding = async (data: unknown): Promise<string[] | undefined> => {
    const validator = await createSchemaValidator(projectRoot);
    return validator.validate('landing.schema.json', landingFile, data)?.map(formatContentProblem);
  };

  it('content/landing.json validates against its schema', async () => {
    expect(await validateLanding(await readLanding())).toEqual([]);
  });

  it("keeps the words the spec fixes: the four anchors in page order and 'Elige tu plan ideal'", () => {
    expect(landingSections.map(({ id, label }) => [id, label])).toEqual([
      ['inicio', 'Inicio'],
      ['quienes-somos', 'Quiénes Somos'],
      ['servicios', 'Servicios'],
      ['contacto', 'Contacto'],
    ]);
    expect(plansHeading).toBe('Elige tu plan ideal');
  });

  it('refuses a renamed anchor and says which word the spec wants', async () => {
    const data = (await readLanding()) as { navigation: Record<string, string> };
    data.navigation['quienes-somos'] = 'Nosotros';
    expect(await validateLanding(data)).toEqual([
      "content/landing.json  /navigation/quienes-somos  the specification fixes this anchor's label: Quiénes Somos",
    ]);
  });

  it('refuses an empty text and an unknown field', async () => {
    const data = (await readLanding()) as { hero: Record<string, unknown> };
    data.hero['title'] = '';
    data.hero['subtitle'] = 'Nuevo';
    const problems = await validateLanding(data);
    expect(problems).toHaveLength(2);
    expect(problems?.join('\n')).toMatch(/\/hero\/title/);
    expect(problems?.join('\n')).toMatch(/subtitle/);
  });
});

describe('plan chooser', () => {
  it('offers Individual, Equipo / Empresas and Familiar under "Elige tu plan ideal"', () => {
    expect(plansHeading).toBe('Elige tu plan ideal');
    expect(plans.map(({ id, name }) => [id, name])).toEqual([
      ['individual', 'Individual'],
      ['equipo', 'Equipo / Empresas'],
      ['familiar', 'Familiar'],
    ]);
  });

  it('sends individuals and families to register and businesses to the chat', () => {
    expect(plans.map((plan) => plan.cta.kind)).toEqual(['register', 'chat', 'register']);
    for (const plan of plans) expect(plan.cta.label.length).toBeGreaterThan(0);
  });

  it('says what the spec promises for each plan', () => {
    const text = (id: string) => {
      const plan = plans.find((candidate) => candidate.id === id);
      return plan ? [plan.tagline, plan.description, ...plan.features].join(' ') : '';
    };
    expect(text('individual')).toMatch(/desde la app/);
    expect(text('individual')).toMatch(/en minutos/);
    expect(text('equipo')).toMatch(/colaboradores/);
    expect(text('familiar')).toMatch(/precios preferenciales/i);
  });
});

describe('contact details', () => {
  it('has a Mexican (+52) chat number and a wa.me link to that same number', () => {
    expect(contact.chat.display).toMatch(/^\+52 /);
    expect(contact.chat.link).toBe(`https://wa.me/${contact.chat.display.replace(/\D/g, '')}`);
  });

  it('pre-fills the chat with a Spanish message about business plans', () => {
    expect(contact.chat.businessMessage).toMatch(/planes empresariales/);
    const href = new URL(businessChatHref());
    expect(href.searchParams.get('text')).toBe(contact.chat.businessMessage);
  });

  it('dials 911 for emergencies and the Línea de la Vida 800 911 2000 for a crisis', () => {
    expect(telHref(contact.emergency)).toBe('tel:911');
    expect(contact.crisisLine.label).toBe('Línea de la Vida');
    expect(contact.crisisLine.display).toBe('800 911 2000');
    expect(telHref(contact.crisisLine)).toBe('tel:8009112000');
  });

  it('links the store buttons to Google Play and the App Store', () => {
    expect(contact.stores.android).toMatch(/^https:\/\/play\.google\.com\//);
    expect(contact.stores.ios).toMatch(/^https:\/\/apps\.apple\.com\//);
  });
});

describe('notification templates', () => {
  it('give a payment received, a payment due, a suspended plan, an appointment tomorrow, a medicine not ticked, a payment overdue in its grace days and a cancelled plan', () => {
    const { templates } = notificationsContent;
    expect(Object.keys(templates)).toEqual([
      'paymentReceived',
      'paymentDue',
      'planSuspended',
      'appointmentTomorrow',
      'medicineNotTaken',
      'planGrace',
      'planCancelled',
    ]);
    expect(templates.paymentDue.description).toContain('{inDays}');
    expect(templates.appointmentTomorrow.description).toContain('{title}');
    expect(templates.medicineNotTaken.description).toContain('{name}');
  });
});

import { describe, expect, it } from 'vitest';
import { triageMessages, triageTests } from '../../../../src/content/triage';
import type { TriageCta, TriageLevelId } from '../../../../src/content/types/triage-test';
import { triageCtaAction } from '../../../../src/features/checkup/triageCtaAction';

const context = {
  emergencyHref: 'tel:911',
  messages: triageMessages(),
  testTitle: 'Falta de aire',
};
const withRoute = (route: TriageCta['route']): TriageCta => ({ label: 'Acción', route });

describe('what a result’s call to action does', () => {
  it('A opens the dialer on the emergency number', () => {
    expect(triageCtaAction('A', withRoute('ambulance/start'), context)).toEqual({
      kind: 'dial',
      href: 'tel:911',
    });
  });

  it('A dials even when its content has no route or no call to action at all', () => {
    expect(triageCtaAction('A', { label: 'Llamar' }, context)).toEqual({
      kind: 'dial',
      href: 'tel:911',
    });
    expect(triageCtaAction('A', undefined, context)).toEqual({ kind: 'dial', href: 'tel:911' });
  });

  it('B opens a maps search for emergency rooms near the member', () => {
    expect(triageCtaAction('B', withRoute('er/map'), context)).toEqual({
      kind: 'map',
      href: 'https://www.google.com/maps/search/?api=1&query=urgencias+cerca+de+m%C3%AD',
      hint: 'Se abre tu app de mapas con las salas de urgencias cerca de ti.',
    });
  });

  it('C opens the agenda’s appointment form with the test’s name as the title', () => {
    expect(triageCtaAction('C', withRoute('care/schedule'), context)).toEqual({
      kind: 'navigate',
      to: '/agenda?cita=Falta+de+aire',
    });
  });

  it('D opens the self-care guide its route names', () => {
    expect(triageCtaAction('D', withRoute('selfcare/chestpain'), context)).toEqual({
      kind: 'navigate',
      to: '/autocuidado/chestpain',
    });
  });

  it('D shows the simulated self-care message when its route names no guide', () => {
    expect(triageCtaAction('D', withRoute('care/schedule'), context)).toEqual({
      kind: 'simulated',
      message: context.messages.selfCareSimulated,
    });
  });

  it.each<TriageLevelId>(['B', 'C', 'D'])(
    '%s without a route gives ‘Acción no definida’',
    (level) => {
      const undefinedAction = { kind: 'undefined', message: 'Acción no definida' };
      expect(triageCtaAction(level, { label: 'Algo' }, context)).toEqual(undefinedAction);
      expect(triageCtaAction(level, undefined, context)).toEqual(undefinedAction);
    },
  );

  it('follows the level, not the route name, for every call to action in the content', () => {
    const expected = { A: 'dial', B: 'map', C: 'navigate', D: 'navigate' } as const;
    for (const test of triageTests()) {
      for (const level of ['A', 'B', 'C', 'D'] as const) {
        const cta = test.cta[level];
        if (cta === undefined) continue;
        expect(
          triageCtaAction(level, cta, { ...context, testTitle: test.title }).kind,
          `${test.id} ${level}`,
        ).toBe(expected[level]);
      }
    }
  });

  it('offers the national crisis line with the mental-health crisis results only', () => {
    const offering = triageTests().flatMap((test) =>
      (['A', 'B', 'C', 'D'] as const)
        .filter((level) => test.cta[level]?.alsoCall === 'crisisLine')
        .map((level) => `${test.id} ${level}`),
    );
    expect(offering).toEqual(['mental_health_crisis A', 'mental_health_crisis B']);
  });
});

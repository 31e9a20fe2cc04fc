// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VoidUseOutcome } from '../../../../src/membership/useMembership';
import { localTime } from '../../../../src/domain/format/format';
import type { Membership } from '../../../../src/domain/membership/membership';
import { RecentFamilyUses } from '../../../../src/features/plan/RecentFamilyUses';
import { toastStore } from '../../../../src/state/toasts';

afterEach(() => {
  cleanup();
  toastStore.current = null;
});

const minutesAgo = (minutes: number): string =>
  new Date(Date.now() - minutes * 60_000).toISOString();

function family(recentUses: Membership['recent_uses']): Membership {
  return {
    status: 'active',
    role: 'holder',
    plan: 'familiar',
    family_size: 3,
    frequency: 'monthly',
    next_payment_date: null,
    family_code: null,
    family_code_expires_at: null,
    members: [
      { id: 'ana', name: 'Ana López García', role: 'holder' },
      { id: 'pedro', name: 'Pedro López', role: 'member', kind: 'joined' },
    ],
    uses: {},
    ...(recentUses ? { recent_uses: recentUses } : {}),
  };
}

const pedrosUse = {
  id: 'u-pedro',
  service_id: 'orientacion_nutricional',
  member_id: 'pedro',
  used_at: minutesAgo(2),
};

describe('RecentFamilyUses: the holder voids a family use from Mi Plan', () => {
  it('lists each use with its service, who used it, when, and until when it can be voided', () => {
    render(
      <RecentFamilyUses
        membership={family([
          pedrosUse,
          {
            id: 'u-ana',
            service_id: 'servicios_funerarios',
            member_id: 'ana',
            used_at: minutesAgo(4),
          },
          { id: 'u-gone', service_id: 'retirado', member_id: 'luis', used_at: minutesAgo(5) },
          {
            id: 'u-old',
            service_id: 'orientacion_nutricional',
            member_id: 'pedro',
            used_at: minutesAgo(11),
          },
        ])}
        youId="ana"
        onVoid={vi.fn()}
      />,
    );
    const region = screen.getByRole('region', { name: 'Usos recientes de tu familia' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(
        `Orientación nutricionalPedro López, a las ${localTime(new Date(pedrosUse.used_at))}`,
      ),
      expect.stringContaining('Servicios funerariosTú, a las'),
      expect.stringContaining('Un servicio de tu coberturaAlguien que ya no está en tu plan'),
    ]);
    const until = new Date(Date.parse(pedrosUse.used_at) + 600_000);
    expect(items[0]?.textContent).toContain(`Puedes anularlo hasta las ${localTime(until)}.`);
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Anular el uso de Orientación nutricional de Pedro López',
      'Anular tu uso de Servicios funerarios',
      'Anular el uso de Un servicio de tu cobertura de Alguien que ya no está en tu plan',
    ]);
  });

  it('says so when nobody used a service in the last 10 minutes', () => {
    render(<RecentFamilyUses membership={family([])} youId="ana" onVoid={vi.fn()} />);
    expect(
      screen.getByText('Nadie en tu plan ha registrado un uso en los últimos 10 minutos.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('voids only after the confirm, and says it was voided', async () => {
    const onVoid = vi.fn(async (): Promise<VoidUseOutcome> => ({ kind: 'voided' }));
    render(<RecentFamilyUses membership={family([pedrosUse])} youId="ana" onVoid={onVoid} />);
    await userEvent.click(screen.getByRole('button', { name: /^Anular/ }));
    const ask = screen.getByRole('alertdialog', { name: '¿Anular este uso?' });
    expect(ask.textContent).toContain('Orientación nutricional, registrado por Pedro López a las');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(onVoid).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /^Anular/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Anular uso' }));
    expect(onVoid).toHaveBeenCalledWith('u-pedro');
    await vi.waitFor(() =>
      expect(toastStore.current).toMatchObject({
        title: 'Uso anulado',
        description: "Ya no cuenta el uso de 'Orientación nutricional' de Pedro López.",
      }),
    );
  });

  it.each([
    [
      { kind: 'expired' } as const,
      'Ya pasaron los 10 minutos para anular este uso, así que sigue contando.',
    ],
    [
      { kind: 'gone' } as const,
      'Ese uso ya no está registrado: quizá se deshizo desde otro teléfono.',
    ],
    [
      { kind: 'failed', reason: 'No pudimos comunicarnos con Vita365.' } as const,
      'No pudimos comunicarnos con Vita365.',
    ],
  ])('a refusal (%j) is said in Spanish', async (outcome, description) => {
    render(
      <RecentFamilyUses
        membership={family([pedrosUse])}
        youId="ana"
        onVoid={async () => outcome}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Anular/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Anular uso' }));
    await vi.waitFor(() =>
      expect(toastStore.current).toMatchObject({
        variant: 'destructive',
        title: 'No se pudo anular el uso',
        description,
      }),
    );
  });
});

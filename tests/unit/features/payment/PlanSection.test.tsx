// @vitest-environment jsdom
// The plan section's words come from content/messages/payment.json, filled with the content's prices.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanSection } from '../../../../src/features/payment/PlanSection';

afterEach(cleanup);

function renderPlan(plan: 'individual' | 'familiar') {
  render(
    <PlanSection
      plan={plan}
      members={2}
      onPlanChange={() => {}}
      onMembersChange={() => {}}
      disabled={false}
      fit={{ listed: 1, removeFirst: [] }}
    />,
  );
}

describe('the payment page’s plan section', () => {
  it('says the individual price in the catalogue’s words', () => {
    renderPlan('individual');
    expect(screen.getByRole('heading', { name: 'Elige tu plan' })).toBeTruthy();
    expect(screen.getByText('Protección para ti: $199.00 MXN al mes.')).toBeTruthy();
  });

  it('names the family discounts from the content’s bands', () => {
    renderPlan('familiar');
    expect(
      screen.getByText(
        /^\$199\.00\sMXN al mes por miembro, con descuento: 15\s% de 2 a 3 miembros · 30\s% desde 4 miembros\.$/,
      ),
    ).toBeTruthy();
  });
});

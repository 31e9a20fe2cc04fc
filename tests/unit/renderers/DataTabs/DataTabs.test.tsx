// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTabs, type DataTab } from '../../../../src/renderers/DataTabs/DataTabs';

type Fruit = 'manzana' | 'pera' | 'uva';

const tabs: readonly DataTab<Fruit>[] = [
  { value: 'manzana', label: 'Manzana', content: <p>Roja</p> },
  { value: 'pera', label: 'Pera', content: () => <p>Verde</p> },
  { value: 'uva', label: 'Uva', disabled: true },
];

function Controlled({ onChange }: { readonly onChange: (fruit: Fruit) => void }) {
  const [fruit, setFruit] = useState<Fruit>('pera');
  return (
    <DataTabs
      tabs={tabs}
      listName={{ label: 'Frutas' }}
      value={fruit}
      onValueChange={(next) => {
        onChange(next);
        setFruit(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('tabs drawn from data', () => {
  it('draws one tab per entry in a named list, the first one selected by default', () => {
    render(<DataTabs tabs={tabs} listName={{ label: 'Frutas' }} />);
    expect(screen.getByRole('tablist', { name: 'Frutas' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Manzana',
      'Pera',
      'Uva',
    ]);
    expect(screen.getByRole('tab', { name: 'Manzana' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Roja');
    expect(screen.getByRole('tab', { name: 'Uva' }).hasAttribute('disabled')).toBe(true);
  });

  it('hands the page the typed value of the tab the member picks, and draws its panel', async () => {
    const picked: Fruit[] = [];
    render(<Controlled onChange={(fruit) => picked.push(fruit)} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Verde');
    await userEvent.click(screen.getByRole('tab', { name: 'Manzana' }));
    // Radix selects on press and again on focus: the page hears the same value both times.
    expect(new Set(picked)).toEqual(new Set(['manzana']));
    expect(screen.getByRole('tabpanel').textContent).toBe('Roja');
  });
});

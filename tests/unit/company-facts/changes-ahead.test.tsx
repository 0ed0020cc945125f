import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoardChanges } from '@/features/company-facts/components/board-changes';
import { recentChanges } from '@/features/company-facts/utils/board';
import { officerChanges } from '@/features/company-facts/utils/officers';
import { director, officer } from '../support/company-facts';

// A change entered ahead of its day (a resignation with effect from next month) is listed with
// the year's changes, but said as what will happen, not as what has.

const TODAY = '2026-11-28';

describe("the Board's changes", () => {
  const leaving = director('leaving', {
    name: 'Asha Rao',
    ceased_on: '2026-12-31',
    cessation_reason: 'resignation',
  });
  const left = director('left', {
    name: 'Vikram Shah',
    ceased_on: '2026-10-01',
    cessation_reason: 'retirement',
  });
  const joining = director('joining', { name: 'Meera Iyer', appointed_on: '2026-12-15' });

  it('says what will happen for a change ahead of its day, what happened for one past', () => {
    render(
      <BoardChanges
        changes={recentChanges([leaving, left, joining], TODAY)}
        empty="No changes"
        actions={(d) => <button type="button">Edit {d.name}</button>}
      />,
    );
    const item = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    expect(item('Asha Rao')).toHaveTextContent('Will cease to be a director (resignation)');
    expect(item('Vikram Shah')).toHaveTextContent('Ceased to be a director (retirement)');
    expect(item('Meera Iyer')).toHaveTextContent('To be appointed Independent Director');
    // The one who is to leave still serves: their actions are on their card, not twice.
    expect(within(item('Asha Rao')).queryByRole('button')).toBeNull();
    expect(within(item('Vikram Shah')).getByRole('button')).toHaveAccessibleName(
      'Edit Vikram Shah',
    );
  });
});

describe("the officers' changes", () => {
  it('marks a change ahead of its day, and only that one, as upcoming', () => {
    const changes = officerChanges(
      [
        officer('leaving', {
          took_charge_on: TODAY,
          ceased_on: '2026-12-31',
          cessation_reason: 'resignation',
        }),
        officer('arriving', { took_charge_on: '2026-12-01' }),
      ],
      TODAY,
    );
    expect(changes.map((c) => [c.officer.id, c.kind, c.upcoming])).toEqual([
      ['leaving', 'ceased', true],
      ['arriving', 'took charge', true],
      ['leaving', 'took charge', false],
    ]);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DirectorActions } from '@/features/facts-desk/components/director-actions';
import { OfficerActions } from '@/features/facts-desk/components/officer-actions';
import { boardFacts, director, officer, WithFacts } from '../support/company-facts';

// Nobody ceases twice: once a cessation is recorded for a later day, the desk offers to change
// it (the recorded date and reason filled in), not a second Cease.

const inFacts = (node: React.ReactNode) =>
  render(<WithFacts snapshot={{ board: boardFacts, asOf: '2026-11-28' }}>{node}</WithFacts>);

describe('Cease on the company facts', () => {
  it('is offered for a director still serving with no cessation recorded', () => {
    inFacts(<DirectorActions director={director('d', { name: 'Asha Rao' })} />);
    expect(screen.getByRole('button', { name: 'Cease Asha Rao' })).toBeInTheDocument();
  });

  it.each([
    [
      'a director',
      <DirectorActions
        key="d"
        director={director('d', {
          name: 'Asha Rao',
          ceased_on: '2099-12-31',
          cessation_reason: 'resignation',
        })}
      />,
    ],
    [
      'an officer',
      <OfficerActions
        key="o"
        officer={officer('o', {
          name: 'Asha Rao',
          ceased_on: '2099-12-31',
          cessation_reason: 'resignation',
        })}
      />,
    ],
  ])('becomes Change cessation for %s whose cessation is already recorded', async (_, node) => {
    inFacts(node);
    expect(screen.queryByRole('button', { name: 'Cease Asha Rao' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change cessation Asha Rao' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the cessation recorded for Asha Rao',
    });
    expect(dialog.querySelector('input[type="date"]')).toHaveValue('2099-12-31');
  });
});

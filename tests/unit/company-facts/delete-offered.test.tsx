import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommitteeActions } from '@/features/facts-desk/components/committee-actions';
import { DirectorActions } from '@/features/facts-desk/components/director-actions';
import { OfficerActions } from '@/features/facts-desk/components/officer-actions';
import { RatingActions } from '@/features/facts-desk/components/rating-actions';
import { deletableAsMistake } from '@/lib/entered-in-error';
import { boardFacts, director, officer, rating, WithFacts } from '../support/company-facts';

// The desk offers Delete only where the database allows it (migration 20261128110100): a row
// entered in the last 24 hours (a mistake), or a sample; afterwards a row is history, corrected
// with Edit or ended on its date.
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const inFacts = (node: React.ReactNode) =>
  render(<WithFacts snapshot={{ board: boardFacts }}>{node}</WithFacts>);

describe('Delete on the company facts', () => {
  it('is allowed within a day of entry, and for a sample row whenever it was entered', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const row = (created_at: string, is_sample = false) => ({ created_at, is_sample });
    expect(deletableAsMistake(row('2026-11-27T12:30:00Z'), now)).toBe(true);
    expect(deletableAsMistake(row('2026-11-27T11:30:00Z'), now)).toBe(false);
    expect(deletableAsMistake(row('2020-01-01T00:00:00Z', true), now)).toBe(true);
  });

  it.each([
    ['a rating', (created_at: string) => <RatingActions rating={rating('r', { created_at })} />],
    [
      'a director',
      (created_at: string) => <DirectorActions director={director('x', { created_at })} />,
    ],
    [
      'an officer',
      (created_at: string) => <OfficerActions officer={officer('o', { created_at })} />,
    ],
  ])('is offered for %s entered an hour ago, not for one entered two days ago', (_, actions) => {
    const { unmount } = inFacts(actions(hoursAgo(1)));
    expect(screen.getByRole('button', { name: /^Delete / })).toBeInTheDocument();
    unmount();
    inFacts(actions(hoursAgo(48)));
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    // What stays offered instead: correcting it.
    expect(screen.getByRole('button', { name: /^Edit / })).toBeInTheDocument();
  });

  it('is not offered for a committee with members on record', () => {
    const withMembers = boardFacts.committees.find((c) =>
      boardFacts.members.some((m) => m.committee_id === c.id),
    );
    if (!withMembers) throw new Error('the sample board has no committee with members');
    inFacts(<CommitteeActions committee={withMembers} board={boardFacts} />);
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});

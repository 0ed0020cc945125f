import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { lateChanges, type FactChange } from '@/lib/compliance/entered-late';
import { missingFacts } from '@/lib/compliance/verdicts';
import { records, stampedDirector, stampedOfficer } from '../lib/compliance/state';
import { contactsRow, director, officer } from '../support/company-facts';

const change = (effectiveOn: string, enteredAt: string | null): FactChange => ({
  what: 'Asha Rao appointed',
  effectiveOn,
  enteredAt,
  path: paths.investor.boardOfDirectors,
});

// Two working days from the day of the change (Regulation 46(3)(b)), counted in India's days,
// skipping weekends and the exchange holidays the administrator entered.
describe('changes entered late', () => {
  const none = new Set<string>();

  it('lets a change entered by the second working day pass, and flags one the day after', () => {
    // Thursday 5 Nov 2026: Friday is the first working day, Monday 9 Nov the second.
    expect(lateChanges([change('2026-11-05', '2026-11-09T18:00:00Z')], none)).toEqual([]);
    expect(lateChanges([change('2026-11-05', '2026-11-10T04:00:00Z')], none)).toEqual([
      expect.objectContaining({ dueOn: '2026-11-09', enteredOn: '2026-11-10' }),
    ]);
  });

  it('counts the day in India: 19:00 UTC on the last day is already the next day there', () => {
    expect(lateChanges([change('2026-11-05', '2026-11-09T19:00:00Z')], none)).toEqual([
      expect.objectContaining({ enteredOn: '2026-11-10' }),
    ]);
  });

  it('skips an exchange holiday in the count', () => {
    const holidays = new Set(['2026-11-09']);
    expect(lateChanges([change('2026-11-05', '2026-11-10T04:00:00Z')], holidays)).toEqual([]);
  });

  it('never flags a change entered ahead of its day, or one without an entry time', () => {
    expect(
      lateChanges([change('2026-12-01', '2026-11-10T04:00:00Z'), change('2026-01-01', null)], none),
    ).toEqual([]);
  });
});

describe('what the company has not entered yet', () => {
  const today = '2026-11-26';

  it('lists everything for an empty database, each with the page where it is entered', () => {
    const missing = missingFacts(records(), today);
    expect(missing.map((m) => m.what)).toEqual([
      'The contact details (registered office, phone, investor e-mail, CIN)',
      'The Board of Directors',
      'The committees of the Board',
      'Official for investor grievances, with an e-mail or phone',
      'A key managerial person (Managing Director, CEO, CFO or Company Secretary), with an e-mail or phone',
      'Company Secretary',
      'Compliance Officer',
      'Chief Financial Officer',
      'Registrar and Share Transfer Agent',
      'Nodal Officer for the IEPF',
    ]);
    expect(missing.at(-1)?.path).toBe(paths.investor.unclaimedDividends);
  });

  it('counts only those serving today: a director or officer who ceased leaves a gap', () => {
    const missing = missingFacts(
      records({
        contacts: contactsRow,
        directors: [
          stampedDirector(
            director('a', { ceased_on: '2026-11-01', cessation_reason: 'resignation' }),
          ),
        ],
        committees: [
          {
            id: 'audit',
            name: 'Audit Committee',
            constituted_under: '',
            display_order: 1,
            version: 1,
            updated_at: '2026-01-01T00:00:00Z',
          },
        ],
        officers: [
          stampedOfficer(officer('cs')),
          stampedOfficer(
            officer('cfo', {
              roles: ['cfo'],
              ceased_on: '2026-10-01',
              cessation_reason: 'retirement',
            }),
          ),
          stampedOfficer(officer('g', { roles: ['grievance_officer', 'registrar'] })),
        ],
      }),
      today,
    );
    expect(missing.map((m) => m.what)).toEqual([
      'The Board of Directors',
      'Audit Committee: its members (the Board page says “Members not yet published”)',
      'Chief Financial Officer',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  isWorkingDay,
  nextWorkingDay,
  subtractWorkingDays,
} from '@/lib/working-days';

const none = new Set<string>();
// Good Friday 2027 (26 March) and, as test data, 1 April 2027.
const holidays = new Set(['2027-03-26', '2027-04-01']);

describe('working days', () => {
  it('skips Saturdays, Sundays and the listed holidays', () => {
    expect(isWorkingDay('2027-02-12', none)).toBe(true);
    expect(isWorkingDay('2027-02-13', none)).toBe(false);
    expect(isWorkingDay('2027-02-14', none)).toBe(false);
    expect(isWorkingDay('2027-03-26', holidays)).toBe(false);
  });

  it('goes from a Friday to the Monday after the weekend', () => {
    expect(nextWorkingDay('2027-02-12', none)).toBe('2027-02-15');
  });

  it('goes from the Thursday before a Friday holiday to the Monday', () => {
    expect(nextWorkingDay('2027-03-25', holidays)).toBe('2027-03-29');
  });

  it('counts five working days across a holiday, a weekend and the financial year’s end', () => {
    expect(addWorkingDays('2027-03-25', 5, holidays)).toBe('2027-04-05');
    expect(addWorkingDays('2027-03-25', 5, none)).toBe('2027-04-01');
  });

  it('counts back two working days from a Monday to the Thursday', () => {
    expect(subtractWorkingDays('2027-02-15', 2, none)).toBe('2027-02-11');
    expect(subtractWorkingDays('2027-03-30', 2, holidays)).toBe('2027-03-25');
  });
});

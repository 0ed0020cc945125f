import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  formatIstDateTime,
  formatIstRange,
  fromIst,
  istDate,
  istParts,
} from '@/lib/ist-time';

// A reader in New York must see the times India sees, labelled IST.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('IST times', () => {
  it('runs in a zone other than India’s (the premise of the tests below)', () => {
    expect(new Date('2027-02-10T05:30:00Z').getTimezoneOffset()).not.toBe(-330);
  });

  it('formats an instant as India reads it, labelled IST', () => {
    expect(formatIstDateTime(new Date('2027-02-10T05:30:00Z'))).toBe('10 Feb 2027, 11:00 am IST');
    expect(formatIstDateTime(new Date('2027-02-10T06:30:00Z'))).toBe('10 Feb 2027, 12:00 pm IST');
  });

  it('puts an evening in UTC on the next day in India, across midnight', () => {
    const late = new Date('2027-03-31T18:45:00Z');
    expect(istDate(late)).toBe('2027-04-01');
    expect(formatIstDateTime(late)).toBe('1 Apr 2027, 12:15 am IST');
    expect(istParts(late).weekday).toBe(4);
  });

  it('writes a range on one day with one date, across days with both', () => {
    const start = new Date('2027-02-10T05:30:00Z');
    expect(formatIstRange(start, new Date('2027-02-10T08:30:00Z'))).toBe(
      '10 Feb 2027, 11:00 am – 2:00 pm IST',
    );
    expect(formatIstRange(start, new Date('2027-02-11T08:30:00Z'))).toBe(
      '10 Feb 2027, 11:00 am – 11 Feb 2027, 2:00 pm IST',
    );
    expect(formatIstRange(start, null)).toBe('10 Feb 2027, 11:00 am IST');
  });

  it('turns India’s wall-clock time into the instant, and moves days across months', () => {
    expect(fromIst('2027-04-01', 0, 15).toISOString()).toBe('2027-03-31T18:45:00.000Z');
    expect(addDays('2027-03-31', 1)).toBe('2027-04-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

import { describe, expect, it } from 'vitest';
import { grievancePortals } from '@/content/grievance-portals';

describe('what a shareholder reads of SCORES', () => {
  const scores = grievancePortals.find((p) => p.name === 'SEBI SCORES');

  it('says the grievance goes to the company first, and SCORES within a year of its cause', () => {
    // SEBI's SCORES master circular of 7 Nov 2022: a complaint the company has not had first,
    // or lodged more than a year after its cause, is not taken up.
    expect(scores?.description).toMatch(/Write to the company first/);
    expect(scores?.description).toMatch(/within one year of what you complain about/);
    expect(scores?.href).toBe('https://scores.sebi.gov.in');
  });
});

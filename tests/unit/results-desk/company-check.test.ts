import { describe, expect, it } from 'vitest';
import { otherCompanyIn } from '@/features/results-desk/xbrl/company-check';

const OURS = 'Health For All Pharmaceuticals Limited';

describe('the company a results file names', () => {
  it.each([
    'Health For All Pharmaceuticals and Chemicals Limited (sample)',
    'HEALTH FOR ALL PHARMACEUTICALS LTD.',
    'Health For All Pharmaceuticals Ltd',
  ])('is this company when it is %j', (name) => {
    expect(otherCompanyIn(name, OURS)).toBeNull();
  });

  it('is named when it is another company', () => {
    expect(otherCompanyIn('Sun Pharmaceutical Industries Limited', OURS)).toBe(
      'Sun Pharmaceutical Industries Limited',
    );
    expect(otherCompanyIn('Health First Pharmaceuticals Limited', OURS)).toBe(
      'Health First Pharmaceuticals Limited',
    );
  });

  it('is not asked about when the file names none', () => {
    expect(otherCompanyIn(null, OURS)).toBeNull();
    expect(otherCompanyIn('  ', OURS)).toBeNull();
  });
});

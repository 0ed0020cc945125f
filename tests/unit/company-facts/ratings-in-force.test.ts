import { describe, expect, it } from 'vitest';
import { splitRatings } from '@/features/company-facts/utils/ratings';
import { rating } from '../support/company-facts';

const TODAY = '2026-12-06';
const names = (rows: { rating: string }[]) => rows.map((r) => r.rating);

describe('the credit ratings in force', () => {
  const earlier = rating('bbb', { agency: 'SAMPLE', rating: 'SAMPLE BBB', rated_on: '2024-09-10' });
  const later = rating('bbb+', {
    agency: 'SAMPLE',
    rating: 'SAMPLE BBB+',
    rated_on: '2025-09-15',
    revises: 'bbb',
  });
  const shortTerm = rating('a3', {
    agency: 'SAMPLE',
    instrument: 'Short-term bank facilities',
    rating: 'SAMPLE A3+',
  });

  it('are the latest of each history; the one revised is history', () => {
    const { current, history } = splitRatings([earlier, later, shortTerm], TODAY);
    expect(names(current).sort()).toEqual(['SAMPLE A3+', 'SAMPLE BBB+']);
    expect(names(history)).toEqual(['SAMPLE BBB']);
  });

  it('stay so when the rating in force has its agency and rating corrected', () => {
    const corrected = { ...later, agency: 'CRISIL Ratings', rating: 'CRISIL A' };
    const { current, history } = splitRatings([earlier, corrected, shortTerm], TODAY);
    expect(names(current).sort()).toEqual(['CRISIL A', 'SAMPLE A3+']);
    expect(names(history)).toEqual(['SAMPLE BBB']);
  });

  it('bring the earlier one back when the revision is deleted, and not before its day', () => {
    expect(names(splitRatings([earlier, shortTerm], TODAY).current).sort()).toEqual([
      'SAMPLE A3+',
      'SAMPLE BBB',
    ]);
    expect(names(splitRatings([earlier, later], '2025-01-01').current)).toEqual(['SAMPLE BBB']);
  });

  it('end with a withdrawal, the history staying below', () => {
    const withdrawn = { ...later, withdrawn_on: '2026-01-01' };
    const { current, history } = splitRatings([earlier, withdrawn], TODAY);
    expect(current).toEqual([]);
    expect(names(history)).toEqual(['SAMPLE BBB+', 'SAMPLE BBB']);
  });
});

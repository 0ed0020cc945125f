import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingActions } from '@/features/facts-desk/components/rating-actions';
import { boardFacts, rating, WithFacts } from '../support/company-facts';

describe('the buttons beside the credit ratings', () => {
  it('name which rating each acts on, so a revised one and the one in force never share a name', () => {
    render(
      <WithFacts snapshot={{ board: boardFacts }}>
        <RatingActions rating={rating('new', { rating: 'CRISIL A', rated_on: '2025-09-15' })} />
        <RatingActions
          rating={rating('old', { rating: 'CRISIL BBB+', rated_on: '2024-09-10' })}
          inForce={false}
        />
      </WithFacts>,
    );
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain(
      "Edit CRISIL Ratings's rating CRISIL BBB+ of Long-term bank facilities (10 Sep 2024)",
    );
  });
});

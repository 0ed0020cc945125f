import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EventDialog } from '@/features/events-desk/components/event-dialog';
import { renderWithProviders } from '../documents/test-utils';

describe('the event dialog', () => {
  it('promises the calendar at once and the subscribed feed only after the next build', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EventDialog holidays={new Set()} now={() => new Date()} />);
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    expect(dialog).toHaveAccessibleDescription(
      /shows on the investor calendar as soon as it is saved\. Calendar apps that subscribe to the calendar get it after the site is next rebuilt/,
    );
    expect(dialog).not.toHaveAccessibleDescription(/feed as soon as it is saved/);
  });
});

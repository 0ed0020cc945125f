import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeldAlerts } from '@/features/alerts-desk/components/held-alerts';

const held = [
  {
    id: 'p1',
    title: 'Outcome of the board meeting held on 11 Feb 2027',
    section: 'announcements',
    also_section: 'board_meetings',
    published_at: '2027-02-11T12:00:00Z',
  },
];

describe('held alerts on the desk', () => {
  it('say how many wait, for whom, and send at once when the disclosure is live', async () => {
    const decide = vi.fn();
    render(<HeldAlerts held={held} decide={decide} busy={false} />);
    const region = screen.getByRole('region', { name: '1 e-mail alert is held, waiting for you' });
    expect(region).toHaveTextContent(
      'for subscribers to Announcements to the stock exchanges or Board meetings and their outcomes',
    );
    expect(region).toHaveTextContent('Each document is already on its page.');
    await userEvent.click(
      within(region).getByRole('button', {
        name: 'Send the alert of Outcome of the board meeting held on 11 Feb 2027: it is live on the exchange',
      }),
    );
    expect(decide).toHaveBeenCalledWith('p1', true, held[0]?.title);
  });

  it('ask before not sending one, and keep it held when told to', async () => {
    const decide = vi.fn();
    render(<HeldAlerts held={held} decide={decide} busy={false} />);
    const dontSend = screen.getByRole('button', {
      name: "Don't send the alert of Outcome of the board meeting held on 11 Feb 2027",
    });
    await userEvent.click(dontSend);
    const asked = await screen.findByRole('alertdialog', { name: "Don't send this alert?" });
    expect(asked).toHaveTextContent('The document stays on its page.');
    expect(decide).not.toHaveBeenCalled();
    await userEvent.click(within(asked).getByRole('button', { name: 'Keep it held' }));
    expect(decide).not.toHaveBeenCalled();

    await userEvent.click(dontSend);
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: "Don't send" }));
    expect(decide).toHaveBeenCalledWith('p1', false, held[0]?.title);
  });

  it('show nothing when none is held', () => {
    const { container } = render(<HeldAlerts held={[]} decide={vi.fn()} busy={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlertSubscribeForm } from '@/features/alerts/components/alert-subscribe-form';

describe('AlertSubscribeForm', () => {
  it('shows the notice before asking for anything, and nothing is ticked in advance', () => {
    render(<AlertSubscribeForm />);
    expect(screen.getByText('Why we ask for your e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText(/agree to receive these alerts/)).not.toBeChecked();
  });

  it('says what is missing, in words, without sending anything', async () => {
    render(<AlertSubscribeForm />);
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'not an address');
    await userEvent.click(screen.getByLabelText('Only the sections I choose'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      screen.getByText(
        'Enter one e-mail address, such as name@example.com, with nothing around it: no name, brackets, commas or spaces.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Choose at least one section, or every disclosure.')).toBeVisible();
    expect(screen.getByText('Tick the box to agree, after reading why we ask.')).toBeVisible();
    expect(screen.getByLabelText('Your e-mail address')).toHaveAttribute('aria-invalid', 'true');
  });
});

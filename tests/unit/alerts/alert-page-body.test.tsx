import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertPageBody } from '@/features/alerts/components/alert-page-body';
import { ALERT_LINK_MARK } from '@/lib/alert-link-mark';

afterEach(() => vi.restoreAllMocks());

describe('the alerts page’s one line of script', () => {
  it('is in the prerendered HTML, before the form', () => {
    const html = renderToString(<AlertPageBody />);
    expect(html).toContain(`<script>${ALERT_LINK_MARK}</script>`);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('data-alert-form'));
  });

  it('is never made by the app in the browser, where React reports a script tag as an error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<AlertPageBody />);
    expect(container.querySelector('script')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});

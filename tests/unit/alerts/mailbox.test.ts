import { describe, expect, it } from 'vitest';
import { allowanceKey, canonicalMailbox } from '../../../supabase/functions/_shared/alerts/mailbox';
import { NOT_ONE_MAILBOX, ONE_MAILBOX } from '../../support/mailbox-cases';

describe('one e-mail address, one mailbox', () => {
  it.each(NOT_ONE_MAILBOX)('refuses %j', (address) => {
    expect(canonicalMailbox(address)).toBeNull();
  });

  it.each(ONE_MAILBOX)('takes %j as %j', (address, stored) => {
    expect(canonicalMailbox(address)).toBe(stored);
    // The stored form is its own canonical form: the sender's check passes what was stored.
    expect(canonicalMailbox(stored)).toBe(stored);
  });

  it('counts a +tag and Gmail’s dots against the inbox they reach', () => {
    expect(allowanceKey('ram+1@example.com')).toBe('ram@example.com');
    expect(allowanceKey('ram+a+b@example.com')).toBe('ram@example.com');
    expect(allowanceKey('r.a.m+x@gmail.com')).toBe('ram@gmail.com');
    expect(allowanceKey('ram@googlemail.com')).toBe('ram@gmail.com');
    // Dots matter elsewhere: two people, two inboxes.
    expect(allowanceKey('r.am@example.com')).not.toBe(allowanceKey('ram@example.com'));
  });
});

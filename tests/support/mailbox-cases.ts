/**
 * Addresses a transport would read as a list, a display name or another mailbox, and characters
 * no one can see: each refused, so the form, the database and the sender hand on one mailbox.
 * The database's private.alert_mailbox is held to the same cases in
 * tests/integration/email-alerts-mailbox.test.ts, and the unit test of the shared rule in tests/unit/alerts/mailbox.test.ts.
 */
export const NOT_ONE_MAILBOX = [
  '<x@example.com>',
  'Name<x@example.com>',
  'Name <x@example.com>',
  'a,x@example.com',
  'a@example.com,x@example.com',
  'c;x@example.com',
  'x@example.com (comment)',
  '"quoted"@example.com',
  'a b@example.com',
  'x@@example.com',
  'x@example',
  'x@1.2.3.4',
  'x@[127.0.0.1]',
  '.x@example.com',
  'x.@example.com',
  'x..y@example.com',
  'x@-example.com',
  'x@example-.com',
  'x@exa_mple.com',
  'x@ex%41mple.com',
  'x\u200b@example.com',
  'x@ex\u00adample.com',
  'x\u2028@example.com',
  'x\u202e@example.com',
  'x\n@example.com',
  'संपर्क@example.com',
  `${'a'.repeat(65)}@example.com`,
  `x@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
];

export const ONE_MAILBOX: [string, string][] = [
  ['Ram.Sharma@Example.COM', 'ram.sharma@example.com'],
  ['  investor@example.co.in ', 'investor@example.co.in'],
  ["o'brien+alerts@example.com", "o'brien+alerts@example.com"],
  ['x@xn--p1b6ci4b4b3a.xn--h2brj9c', 'x@xn--p1b6ci4b4b3a.xn--h2brj9c'],
  ['x@उदाहरण.भारत', 'x@xn--p1b6ci4b4b3a.xn--h2brj9c'],
];

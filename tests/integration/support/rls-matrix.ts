/**
 * Who may do what, as the real-Postgres lane asserts it: each caller as PostgREST would present
 * them (role and JWT claims), and the outcome expected for each operation.
 */
export type Outcome = 'visible' | 'hidden' | 'allowed' | 'refused' | 'archive first' | 'linked';

/** The database's words when a live row is deleted, or a file a row links to is removed. */
export const RULE_OUTCOMES: Record<string, Outcome> = {
  'Only an archived document can be deleted permanently: archive it first': 'archive first',
  'This file is still linked from a document and cannot be removed': 'linked',
};

/** A file an event links to: the refusal names the event, so it is matched by its shape. */
const EVENT_LINK =
  /^This file is still linked from the event ".+" of \d{1,2} \w{3} \d{4} and cannot be removed$/;

/** The outcome a rule's refusal stands for, or undefined for any other error. */
export function ruleOutcome(message: string): Outcome | undefined {
  return RULE_OUTCOMES[message] ?? (EVENT_LINK.test(message) ? 'linked' : undefined);
}
export type Op = 'select' | 'insert' | 'update' | 'delete';
export type Caller = {
  name: string;
  role: 'anon' | 'authenticated';
  claims: Record<string, unknown>;
};

export const ADMIN = '00000000-0000-4000-8000-00000000a001';
export const ADMIN_NO_FACTOR = '00000000-0000-4000-8000-00000000a002';
export const READER = '00000000-0000-4000-8000-00000000b001';
const admin = (sub: string, aal: string) => ({
  sub,
  role: 'authenticated',
  aal,
  app_metadata: { role: 'admin' },
});

export const CALLERS: Caller[] = [
  { name: 'anon', role: 'anon', claims: { role: 'anon' } },
  {
    name: 'signed-in non-admin',
    role: 'authenticated',
    claims: { sub: READER, role: 'authenticated', aal: 'aal1', app_metadata: {} },
  },
  { name: 'admin aal1 (verified factor)', role: 'authenticated', claims: admin(ADMIN, 'aal1') },
  { name: 'admin aal2', role: 'authenticated', claims: admin(ADMIN, 'aal2') },
  { name: 'admin aal1 (no factor)', role: 'authenticated', claims: admin(ADMIN_NO_FACTOR, 'aal1') },
];

/**
 * What each caller may do to a live row: [select, insert, update, delete]. Even the admin deletes
 * only an archived row (the desk's checks purge one); a live one must be archived first.
 */
export const TABLE_MATRIX: Record<string, Outcome[]> = {
  anon: ['visible', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['visible', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['visible', 'refused', 'refused', 'refused'],
  'admin aal2': ['visible', 'allowed', 'allowed', 'archive first'],
  'admin aal1 (no factor)': ['visible', 'allowed', 'allowed', 'archive first'],
};
/**
 * The bucket's objects: only the admin lists them; the listing, like every write, needs aal2 once
 * a factor exists (a password alone lists nothing).
 */
export const OBJECT_MATRIX: Record<string, Outcome[]> = {
  anon: ['hidden', 'refused', 'hidden', 'hidden'],
  'signed-in non-admin': ['hidden', 'refused', 'hidden', 'hidden'],
  'admin aal1 (verified factor)': ['hidden', 'refused', 'hidden', 'hidden'],
  'admin aal2': ['visible', 'allowed', 'allowed', 'allowed'],
  'admin aal1 (no factor)': ['visible', 'allowed', 'allowed', 'allowed'],
};
export const OPS: Op[] = ['select', 'insert', 'update', 'delete'];

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The officers, the contact details and the credit ratings through the real supabase-js: the
// rules of Regulation 6, rule 7(2A) of the IEPF Rules and Regulation 46(2)(j)-(k) and (r) as the
// database holds them, in its own words, and the audit trail.
let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const officer = (name: string, roles: string[], extra: Record<string, unknown> = {}) => ({
  name,
  roles: roles as never,
  designation: 'Officer',
  email: 'officer@example.com',
  phone: '+91 731 400 0000',
  took_charge_on: '2024-04-01',
  ...extra,
});
const addOfficer = (...args: Parameters<typeof officer>) =>
  admin
    .from('key_officers')
    .insert(officer(...args))
    .select()
    .single();

describe('key_officers', () => {
  it('refuses a compliance officer who is not the company secretary (Regulation 6(1))', async () => {
    const { error } = await addOfficer('Ms Compliance', ['compliance_officer']);
    expect([error?.code, error?.message]).toEqual([
      '23514',
      "The compliance officer must be the company secretary (Regulation 6(1) of SEBI's LODR): give this person the Company Secretary role too.",
    ]);
    expect(
      (await addOfficer('Ms Compliance', ['company_secretary', 'compliance_officer'])).error,
    ).toBeNull();
  });

  it('refuses a Nodal Officer who is not a director, the CFO or the company secretary (rule 7(2A))', async () => {
    const refused = await addOfficer('Mr Nodal', ['iepf_nodal_officer', 'grievance_officer']);
    expect(refused.error?.message).toMatch(
      /^The Nodal Officer for the IEPF must be a director, the CFO or the company secretary/,
    );
    const director = await admin
      .from('board_directors')
      .insert({
        name: 'Director Nodal',
        din: '40000001',
        designation: 'Director',
        category: 'executive',
        appointed_on: '2020-01-01',
      })
      .select()
      .single();
    const named = await addOfficer('Director Nodal', ['iepf_nodal_officer'], {
      director_id: director.data?.id,
    });
    expect(named.error).toBeNull();
  });

  it('needs an e-mail and a phone for an official for investor grievances (46(2)(k))', async () => {
    const noPhone = await addOfficer('Mr Grievance', ['grievance_officer'], { phone: null });
    expect(noPhone.error?.message).toBe(
      'Give a phone number: the website must show it for this role (Regulation 46(2)(k)).',
    );
    const badMail = await addOfficer('Mr Grievance', ['grievance_officer'], { email: 'not-mail' });
    expect(badMail.error?.message).toBe('"not-mail" is not an e-mail address.');
  });

  it('has one company secretary at a time, so a successor takes charge when the last one ceased', async () => {
    const first = await addOfficer('Mr First CS', ['company_secretary', 'cfo'], {
      took_charge_on: '2010-01-01',
      ceased_on: '2015-01-01',
      cessation_reason: 'retirement',
    });
    expect(first.error).toBeNull();
    const overlap = await addOfficer('Mr Second CS', ['cfo'], { took_charge_on: '2014-06-01' });
    expect(overlap.error?.message).toBe(
      'Mr First CS is Chief Financial Officer for some of these dates: enter the date they ceased first.',
    );
    const after = await addOfficer('Mr Second CS', ['cfo'], {
      took_charge_on: '2015-01-01',
      ceased_on: '2016-01-01',
      cessation_reason: 'resignation',
    });
    expect(after.error).toBeNull();
  });

  it('records the officer’s appointment under the name in the trail, with the administrator', async () => {
    const { data } = await addOfficer('Mr Registrar Ltd', ['registrar'], {
      address: 'Registrar House, Mumbai',
    });
    const log = await admin
      .from('audit_log')
      .select('action, title_after, actor_email')
      .eq('row_id', data?.id ?? '');
    expect(log.data).toEqual([
      { action: 'insert', title_after: 'Mr Registrar Ltd', actor_email: t.backend.admin.email },
    ]);
  });
});

describe('company_contacts', () => {
  const contacts = {
    registered_office: 'A.B. Road\nIndore 452015',
    phone: '+91 731 000 0000',
    investor_email: 'investors@example.com',
    cin: 'L24230MP1985PLC000000',
    effective_on: '2026-01-01',
  };

  it('refuses a CIN of the wrong shape and an e-mail that is not one, in plain words', async () => {
    const cin = await admin
      .from('company_contacts')
      .insert({ ...contacts, cin: 'L24230MP85PLC000000' });
    expect([cin.error?.code, cin.error?.message]).toEqual([
      '23514',
      'The CIN is 21 characters: L or U, five digits, two letters for the state, the year, three letters and six digits, such as L24230MP1985PLC000000.',
    ]);
    const mail = await admin
      .from('company_contacts')
      .insert({ ...contacts, investor_email: 'investors.example.com' });
    expect(mail.error?.message).toBe('"investors.example.com" is not an e-mail address.');
  });

  it('is one row: a second set is refused, and a change needs the version it was read at', async () => {
    const { data, error } = await admin
      .from('company_contacts')
      .insert({ ...contacts, cin: 'l24230mp1985plc000000' })
      .select()
      .single();
    expect([error, data?.cin]).toEqual([null, 'L24230MP1985PLC000000']);
    const again = await admin.from('company_contacts').insert(contacts);
    expect(again.error?.message).toBe(
      "The company's contact details are already entered: change them instead of adding another set.",
    );
    const changed = await admin
      .from('company_contacts')
      .update({ phone: '+91 731 111 1111', effective_on: '2026-02-01', version: data?.version })
      .eq('id', data?.id ?? '')
      .select('phone, version')
      .single();
    expect(changed.data).toEqual({ phone: '+91 731 111 1111', version: 2 });
    const stale = await admin
      .from('company_contacts')
      .update({ phone: '+91 731 222 2222', version: data?.version })
      .eq('id', data?.id ?? '');
    expect([stale.status, stale.error?.message]).toEqual([
      409,
      'The contact details were changed by someone else after you opened it (in another tab or window, or on another computer). Nothing was saved: close this form, look at it as it is now, and make your change again.',
    ]);
    const visitor = await t.anon().from('company_contacts').select('phone');
    expect(visitor.data).toEqual([{ phone: '+91 731 111 1111' }]);
  });
});

describe('credit_ratings', () => {
  it('needs an https link to the rationale and refuses the same rating action twice', async () => {
    const rating = {
      agency: 'CRISIL Ratings',
      instrument: 'Long-term bank facilities',
      rating: 'CRISIL A',
      outlook: 'Stable',
      rated_on: '2026-03-10',
      rationale_url: 'http://example.com/r.pdf',
    };
    const http = await admin.from('credit_ratings').insert(rating);
    expect(http.error?.message).toBe(
      'The link to the rating rationale must be a web address starting with https://.',
    );
    const ok = { ...rating, rationale_url: 'https://example.com/r.pdf' };
    expect((await admin.from('credit_ratings').insert(ok)).error).toBeNull();
    const twice = await admin.from('credit_ratings').insert({ ...ok, agency: 'crisil ratings' });
    expect(twice.error?.message).toBe(
      "This agency's rating of this instrument on that day is already entered.",
    );
  });

  it('refuses a visitor’s write', async () => {
    const { status, error } = await t.anon().from('credit_ratings').insert({
      agency: 'A',
      instrument: 'B',
      rating: 'C',
      rated_on: '2026-01-01',
      rationale_url: 'https://example.com',
    });
    expect([status, error?.code]).toEqual([401, '42501']);
  });
});

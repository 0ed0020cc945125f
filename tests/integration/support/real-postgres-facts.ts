import { beforeAll, describe, it } from 'vitest';
import type { DeskLane } from './real-postgres-desk';
import { CALLERS, OPS, type Caller, type Op, type Outcome } from './rls-matrix';

/** The tables of the company's regulated facts (20261126150100 to 20261126150400). */
export const FACT_TABLES = [
  'board_directors',
  'board_committees',
  'committee_members',
  'key_officers',
  'company_contacts',
  'credit_ratings',
] as const;

/**
 * Everyone reads every row (a ceased director is history the page shows); only the administrator
 * writes, at aal2 once a factor is enrolled. [select, insert, update, delete].
 */
const FACT_MATRIX: Record<string, Outcome[]> = {
  anon: ['visible', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['visible', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['visible', 'refused', 'refused', 'refused'],
  'admin aal2': ['visible', 'allowed', 'allowed', 'allowed'],
  'admin aal1 (no factor)': ['visible', 'allowed', 'allowed', 'allowed'],
};

/** A row of each table, made by the cluster's owner before the matrix runs. */
const SEED = `
  insert into public.board_directors (id, name, din, designation, category, appointed_on)
  values ('00000000-0000-4000-8000-00000000d001', 'Lane Director', '90000001', 'Director',
          'executive', '2020-01-01'),
         ('00000000-0000-4000-8000-00000000d002', 'Lane Member', '90000002', 'Director',
          'independent', '2020-01-01');
  insert into public.board_committees (id, name) values
    ('00000000-0000-4000-8000-00000000c001', 'Lane Committee'),
    ('00000000-0000-4000-8000-00000000c002', 'Lane Spare Committee');
  insert into public.committee_members (id, committee_id, director_id, role, from_date)
  values ('00000000-0000-4000-8000-00000000e001', '00000000-0000-4000-8000-00000000c001',
          '00000000-0000-4000-8000-00000000d001', 'chair', '2021-01-01');
  insert into public.key_officers (id, name, roles, designation, email, phone, took_charge_on)
  values ('00000000-0000-4000-8000-00000000f001', 'Lane Officer', array['grievance_officer'],
          'Official', 'lane@example.com', '+91 731 000 0000', '2021-01-01');
  insert into public.credit_ratings (id, agency, instrument, rating, rated_on, rationale_url)
  values ('00000000-0000-4000-8000-00000000a101', 'Lane Agency', 'Bank facilities', 'A',
          '2025-01-01', 'https://example.com/r.pdf');`;

/** [select, insert, update, delete] for each table, each statement run and rolled back. */
const SQL: Record<(typeof FACT_TABLES)[number], Record<Op, string>> = {
  board_directors: {
    select: 'select count(*)::int as n from public.board_directors',
    insert: `insert into public.board_directors (name, din, designation, category, appointed_on)
             values ('New', '90000009', 'Director', 'executive', '2024-01-01')`,
    update: `update public.board_directors set designation = 'Chairman'
              where id = '00000000-0000-4000-8000-00000000d002'`,
    delete: `delete from public.board_directors where id = '00000000-0000-4000-8000-00000000d002'`,
  },
  board_committees: {
    select: 'select count(*)::int as n from public.board_committees',
    insert: "insert into public.board_committees (name) values ('New Committee')",
    update: `update public.board_committees set display_order = 5
              where id = '00000000-0000-4000-8000-00000000c002'`,
    delete: `delete from public.board_committees where id = '00000000-0000-4000-8000-00000000c002'`,
  },
  committee_members: {
    select: 'select count(*)::int as n from public.committee_members',
    insert: `insert into public.committee_members (committee_id, director_id, from_date)
             values ('00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000d002',
                     '2022-01-01')`,
    update: `update public.committee_members set to_date = '2025-01-01'
              where id = '00000000-0000-4000-8000-00000000e001'`,
    delete: `delete from public.committee_members where id = '00000000-0000-4000-8000-00000000e001'`,
  },
  key_officers: {
    select: 'select count(*)::int as n from public.key_officers',
    insert: `insert into public.key_officers (name, roles, designation, took_charge_on)
             values ('New', array['ceo'], 'CEO', '2024-01-01')`,
    update: `update public.key_officers set designation = 'Renamed'
              where id = '00000000-0000-4000-8000-00000000f001'`,
    delete: `delete from public.key_officers where id = '00000000-0000-4000-8000-00000000f001'`,
  },
  company_contacts: {
    select: 'select count(*)::int as n from public.company_contacts',
    insert: `insert into public.company_contacts
               (registered_office, phone, investor_email, cin, effective_on)
             values ('Indore', '+91 731 000 0000', 'a@example.com', 'L24230MP1985PLC000000',
                     '2026-01-01')`,
    update: "update public.company_contacts set plant = 'Pithampur'",
    delete: 'delete from public.company_contacts where singleton',
  },
  credit_ratings: {
    select: 'select count(*)::int as n from public.credit_ratings',
    insert: `insert into public.credit_ratings (agency, instrument, rating, rated_on, rationale_url)
             values ('New', 'Bonds', 'AA', '2025-02-01', 'https://example.com/n.pdf')`,
    update: `update public.credit_ratings set outlook = 'Stable'
              where id = '00000000-0000-4000-8000-00000000a101'`,
    delete: `delete from public.credit_ratings where id = '00000000-0000-4000-8000-00000000a101'`,
  },
};

/** The contact details are one row: beside the seeded row, the administrator's insert is refused. */
const ONE_ROW =
  "The company's contact details are already entered: change them instead of adding another set.";
const matrixOf = (table: string, caller: string): (Outcome | string)[] => {
  const row = FACT_MATRIX[caller] ?? [];
  return table === 'company_contacts' && row[1] === 'allowed'
    ? [row[0] ?? '', ONE_ROW, ...row.slice(2)]
    : row;
};

/** The matrix of the company facts, each statement as each caller, rolled back. */
export function describeFactChecks(lane: DeskLane) {
  beforeAll(async () => {
    await lane.pg().client.query(SEED);
    await lane.pg().client.query(`insert into public.company_contacts
        (registered_office, phone, investor_email, cin, effective_on)
      values ('Lane Office', '+91 731 000 0000', 'lane@example.com', 'L24230MP1985PLC000001',
              '2026-01-01')`);
  });

  describe.each(CALLERS)('as $name', (caller: Caller) => {
    it.each([...FACT_TABLES])('%s: select, insert, update, delete', async (table) => {
      const outcomes: (Outcome | string)[] = [];
      for (const op of OPS) {
        outcomes.push(lane.outcomeOf(op, await lane.attempt(caller, SQL[table][op])));
      }
      lane.check(outcomes, matrixOf(table, caller.name), OPS.length);
    });
  });
}

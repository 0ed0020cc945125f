-- What the desk asks before an import replaces a year of the IEPF-2 statement rows.
--
-- public.import_iepf_statement (20261125120000) deletes every row of the year it is given and
-- inserts the new ones in one transaction: all or nothing, and a second import of a year replaces
-- the first whole. The administrator should be asked before that happens, so the desk needs to
-- know which years already have rows. The rows sit in private.iepf_statement_rows, which no API
-- role may read; this function answers, for the administrator only, each year's number of rows
-- and when they were imported: no name, no account, no amount.
--
-- SECURITY DEFINER for the same reason as the import (it reads a table its caller may not), with
-- the import's own checks: private.is_admin(), then private.session_meets_mfa() (aal2 once a
-- verified factor exists), each refused with 42501; an empty search_path; executable only by
-- authenticated and service_role (splinter's 0029 finding for it is excepted with this reason).
--
-- Additive: one function; nothing else changes.

create or replace function public.iepf_statement_years()
returns table (financial_year text, row_count integer, imported_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not private.is_admin() then
    raise exception 'permission denied: only an administrator can see the imported statements'
      using errcode = '42501';
  end if;
  if not private.session_meets_mfa() then
    raise exception 'permission denied: confirm your second factor first'
      using errcode = '42501';
  end if;
  return query
    select s.financial_year, count(*)::integer, max(s.imported_at)
      from private.iepf_statement_rows s
     group by s.financial_year
     order by s.financial_year desc;
end;
$$;

alter function public.iepf_statement_years() owner to postgres;
revoke all on function public.iepf_statement_years() from public, anon, authenticated;
grant execute on function public.iepf_statement_years() to authenticated, service_role;

-- E-mail alerts, part 7: whoever sees the subscribers' addresses is recorded.
--
-- The addresses are personal data the company holds for one purpose (part 1's notice). Every time
-- the desk shows them or downloads them, the database writes who, when, which section and how many
-- addresses into the append-only audit trail, in the same transaction as the read: a read that
-- cannot be recorded (a GET, which PostgREST runs read-only) is refused, so there is no way to
-- the list that leaves no entry. The company's record of who saw the data: the Digital Personal
-- Data Protection Act, 2023, s.8(5) asks a Data Fiduciary for reasonable security safeguards, and
-- the DPDP Rules, 2025, rule 6(1)(c) names among them "visibility on the accessing of such
-- personal data, through appropriate logs, monitoring and review", kept for a year (6(1)(e); the
-- trail keeps everything). Read in the rules' text as reproduced at dpdpaedu.org and
-- dpdpa.co.in/rule-6, and ksandk.com's note on s.8(5); the Gazette could not be reached from here.
--
-- Additive: two more actions on public.audit_log (its constraint replaced with the list
-- 20261125110000 left plus 'view' and 'download'); the desk's read replaced by one that takes
-- what it is for.

alter table public.audit_log drop constraint if exists audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check
  check (action in ('insert', 'update', 'archive', 'restore', 'purge', 'text', 'view', 'download'));

-- The sections' words for the audit trail, the same as the site's and the e-mails' (a unit test
-- holds them together: src/content/alert-sections.ts).
create or replace function private.alert_section_label(section text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case section
    when 'results' then 'Financial results'
    when 'board_meetings' then 'Board meetings and their outcomes'
    when 'shareholder_meetings' then 'Shareholder meetings and voting results'
    when 'dividends' then 'Dividends and unclaimed dividends'
    when 'announcements' then 'Announcements to the stock exchanges'
    when 'reports_and_policies' then 'Annual reports, filings and policies'
    else 'Every disclosure'
  end
$$;
revoke all on function private.alert_section_label(text) from public, anon, authenticated, service_role;

drop function if exists public.alert_subscriber_addresses(text);

-- The confirmed subscribers' addresses, of one section or all, when the administrator asks to
-- see them ('view') or to keep them as a file ('download'); either is recorded.
create or replace function public.alert_subscriber_addresses(purpose text, section text default null)
returns table (email text, sections text[], confirmed_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims constant jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  shown integer;
begin
  perform private.require_alert_admin();
  if purpose is null or purpose not in ('view', 'download') then
    raise exception 'Say whether the addresses are to be shown or downloaded.' using errcode = '22023';
  end if;
  if section is not null and not (section = any (private.alert_sections())) then
    raise exception 'Choose a section from the list.' using errcode = '22023';
  end if;
  return query
    select s.email, s.sections, s.confirmed_at from private.alert_subscribers s
     where s.status = 'confirmed'
       and (alert_subscriber_addresses.section is null
            or alert_subscriber_addresses.section = any (s.sections) or 'all' = any (s.sections))
     order by s.email;
  get diagnostics shown = row_count;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id,
                                title_after, detail)
  values (
    case when claims ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         then (claims ->> 'sub')::uuid end,
    claims ->> 'email',
    coalesce(claims ->> 'role', session_user),
    purpose,
    'alert_subscribers',
    coalesce(section, 'all'),
    'Subscribers’ e-mail addresses',
    format('%s; %s %s',
           case when section is null then 'all sections' else private.alert_section_label(section) end,
           shown,
           case when shown = 1 then 'address' else 'addresses' end)
  );
end;
$$;

revoke all on function public.alert_subscriber_addresses(text, text) from public, anon;
grant execute on function public.alert_subscriber_addresses(text, text) to authenticated;

-- The compliance calendar's answers (admin-only): the company's facts that decide whether an
-- obligation applies, asked once on the desk, and the items the administrator marks not
-- applicable, each with a reason that the audit trail keeps. src/lib/compliance/facts.ts reads
-- them; the subjects:
--   fact:dividends       'yes' | 'no'
--   fact:iepf_transfer   'YYYY-MM-DD' | 'none'
--   item:<item id>       'not_applicable', with a reason of 1 to 500 characters
-- Nothing here is for visitors: the obligations the company has not met are the desk's business.
--
-- Its protections are the standard ones, attached by private.attach_standard_protections
-- (20261126100000) in one call: RLS, admin-only reads and writes, aal2 for both once a factor is
-- enrolled, require_admin's plain refusals, the audit trail (the entry is named by subject,
-- answer and reason, so a not-applicable mark reads in Recent activity with its reason) and the
-- database's created_at.
--
-- Additive: one table, one trigger function, and the direction-control rule on its reason.

create table if not exists public.compliance_answers (
  id uuid primary key default gen_random_uuid(),
  subject text not null,
  answer text not null,
  reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint compliance_answers_subject_key unique (subject),
  constraint compliance_answers_subject_check check (
    subject in ('fact:dividends', 'fact:iepf_transfer')
    or subject ~ '^item:[a-z-]+:[A-Za-z0-9:._-]{1,120}$'
  ),
  constraint compliance_answers_answer_check check (
    (subject = 'fact:dividends' and answer in ('yes', 'no') and reason is null)
    or (subject = 'fact:iepf_transfer' and reason is null
        and (answer = 'none' or answer ~ '^\d{4}-\d{2}-\d{2}$'))
    or (subject like 'item:%' and answer = 'not_applicable' and reason is not null)
  ),
  constraint compliance_answers_reason_check check (
    reason is null or char_length(btrim(reason)) between 1 and 500
  )
);

-- Plain words before the constraints (kept as the backstop), with the same codes and names.
create or replace function private.prepare_compliance_answer()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (new.subject in ('fact:dividends', 'fact:iepf_transfer')
          or new.subject ~ '^item:[a-z-]+:[A-Za-z0-9:._-]{1,120}$') then
    raise exception 'The desk does not know this item or question.'
      using errcode = '23514', constraint = 'compliance_answers_subject_check';
  end if;
  new.reason := nullif(btrim(new.reason), '');
  if new.subject like 'item:%' and (new.reason is null or char_length(new.reason) > 500) then
    raise exception 'Say why it does not apply, in 1 to 500 characters.'
      using errcode = '23514', constraint = 'compliance_answers_reason_check';
  end if;
  if new.subject = 'fact:iepf_transfer' and new.answer <> 'none' then
    begin
      perform new.answer::date;
    exception when others then
      raise exception 'Give the day shares are due to move as a date, or answer that none are due.'
        using errcode = '23514', constraint = 'compliance_answers_answer_check';
    end;
  end if;
  if tg_op = 'UPDATE' then
    new.subject := old.subject;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.prepare_compliance_answer() from public, anon, authenticated, service_role;

drop trigger if exists prepare_compliance_answer on public.compliance_answers;
create trigger prepare_compliance_answer before insert or update on public.compliance_answers
  for each row execute function private.prepare_compliance_answer();

-- The reason is typed by the administrator and shown on the desk and in the audit trail: it
-- refuses Unicode's direction controls as every such column does (20261126120000), with the
-- same trigger function and a constraint behind it.
alter table public.compliance_answers
  drop constraint if exists compliance_answers_reason_direction_check,
  add constraint compliance_answers_reason_direction_check
    check (reason !~ '[\u202A-\u202E\u2066-\u2069]');
drop trigger if exists refuse_direction_controls on public.compliance_answers;
create trigger refuse_direction_controls before insert or update on public.compliance_answers
  for each row execute function private.refuse_direction_controls('reason', 'The reason');

-- Admin-only reads (visitors_read => null), named 'compliance answers' in policies and refusals.
select private.attach_standard_protections(
  'public.compliance_answers',
  visitors_read => null,
  label => 'compliance answers',
  audit_title => array['subject', 'answer', 'reason']
);

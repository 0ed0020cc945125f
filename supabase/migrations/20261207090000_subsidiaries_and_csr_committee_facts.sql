-- Two more of the company's facts the desk asks once, because what the law asks turns on them and
-- the site holds neither:
--   fact:subsidiaries   'yes' | 'no'   whether the company has one or more subsidiaries. When it
--                       does, Regulation 46(2)(s) of the LODR Regulations puts the separate audited
--                       financial statements of each subsidiary on the website for each financial
--                       year, at least 21 days before the AGM that adopts the accounts (the
--                       clause's words in listed companies' Regulation 46 tables; the proviso to
--                       s.136(1) of the Companies Act asks the same of the company's website).
--                       The policy for determining material subsidiaries (Regulation 16(1)(c),
--                       46(2)(h)) is every listed entity's, subsidiaries or not: it does not turn
--                       on this answer. Consolidated results, too, are a company with
--                       subsidiaries' (the results desk asks again before storing them otherwise).
--                       Whether a company has subsidiaries is public (its annual report lists
--                       them in Form AOC-1), and the public Regulation 46 table says whether row
--                       (s) applies, so a visitor (anon) may read this answer as it reads
--                       'fact:top_1000' (20261128180000): subject and answer only.
--   fact:csr_committee  'yes' | 'no'   whether the amount the company must spend on CSR this
--                       year is more than ₹50 lakh. Section 135(9), inserted by the Companies
--                       (Amendment) Act, 2020 (in force 22 January 2021): where that amount does
--                       not exceed fifty lakh rupees, no CSR Committee need be constituted and the
--                       Board discharges its functions (taxguru.in's and casahuja.com's notes of
--                       the amendment). Asked only once s.135(1) is said to apply ('fact:csr');
--                       'no' makes the committee's absence lawful, never "missing". The desk's
--                       own business: not for visitors.
--
-- The table's subject and answer checks are replaced with the two facts added and every other
-- case as 20261128130200 left them, and so is private.prepare_compliance_answer. The three read
-- policies of 20261128180000 are replaced with 'fact:subsidiaries' admitted beside
-- 'fact:top_1000'; anon's column grant (subject, answer) is untouched.
--
-- Additive: two constraints replaced (wider), one function replaced with its behaviour kept, three
-- policies replaced (one row more for visitors).

alter table public.compliance_answers
  drop constraint if exists compliance_answers_subject_check,
  add constraint compliance_answers_subject_check check (
    subject in ('fact:dividends', 'fact:iepf_transfer', 'fact:csr', 'fact:top_1000',
                'fact:subsidiaries', 'fact:csr_committee')
    or subject ~ '^item:[a-z0-9-]+:[A-Za-z0-9:._-]{1,120}$'
  ),
  drop constraint if exists compliance_answers_answer_check,
  add constraint compliance_answers_answer_check check (
    (subject in ('fact:dividends', 'fact:csr', 'fact:top_1000', 'fact:subsidiaries',
                 'fact:csr_committee')
      and answer in ('yes', 'no') and reason is null)
    or (subject = 'fact:iepf_transfer' and reason is null
        and (answer = 'none' or answer ~ '^\d{4}-\d{2}-\d{2}$'))
    or (subject like 'item:%' and answer = 'not_applicable' and reason is not null)
  );

-- As 20261128130200 made it, with the two facts among the subjects it knows.
create or replace function private.prepare_compliance_answer()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (new.subject in ('fact:dividends', 'fact:iepf_transfer', 'fact:csr', 'fact:top_1000',
                          'fact:subsidiaries', 'fact:csr_committee')
          or new.subject ~ '^item:[a-z0-9-]+:[A-Za-z0-9:._-]{1,120}$') then
    raise exception 'The desk does not know this item or question.'
      using errcode = '23514', constraint = 'compliance_answers_subject_check';
  end if;
  new.reason := nullif(btrim(new.reason), '');
  if new.subject like 'item:%' and (new.reason is null or char_length(new.reason) > 500) then
    raise exception 'Say why it does not apply, in 1 to 500 characters.'
      using errcode = '23514', constraint = 'compliance_answers_reason_check';
  end if;
  if new.subject in ('fact:csr', 'fact:top_1000', 'fact:subsidiaries', 'fact:csr_committee')
     and new.answer not in ('yes', 'no') then
    raise exception 'Answer yes or no.'
      using errcode = '23514', constraint = 'compliance_answers_answer_check';
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

drop policy if exists "Visitors read compliance answers" on public.compliance_answers;
drop policy if exists "Members read compliance answers" on public.compliance_answers;
drop policy if exists "Admin-only reads of compliance answers need aal2" on public.compliance_answers;

create policy "Visitors read compliance answers" on public.compliance_answers
  for select to anon
  using (subject in ('fact:top_1000', 'fact:subsidiaries'));

create policy "Members read compliance answers" on public.compliance_answers
  for select to authenticated
  using (subject in ('fact:top_1000', 'fact:subsidiaries') or (select private.is_admin()));

create policy "Admin-only reads of compliance answers need aal2" on public.compliance_answers
  as restrictive for select to authenticated
  using (subject in ('fact:top_1000', 'fact:subsidiaries') or (select private.session_meets_mfa()));

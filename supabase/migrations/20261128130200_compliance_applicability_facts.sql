-- Two more of the company's facts the desk asks once, because the rules that turn on them depend
-- on figures the site does not hold:
--   fact:csr       'yes' | 'no'   whether section 135(1) of the Companies Act, 2013 applies this
--                  financial year: net worth of ₹500 crore or more, turnover of ₹1,000 crore or
--                  more, or net profit of ₹5 crore or more in the immediately preceding financial
--                  year (s.135(1) as amended by the Companies (Amendment) Act, 2019; read in
--                  nitinjshetty.com's note of September 2019 and listed companies' CSR policies
--                  that quote it, aatmaninnovations.com among them). When it does, rule 9 of the
--                  Companies (CSR Policy) Rules, 2014 (as substituted on 22 January 2021) puts the
--                  CSR Committee's composition, the CSR Policy and the projects approved by the
--                  Board on the website.
--   fact:top_1000  'yes' | 'no'   whether the company is among the top 1,000 listed entities by
--                  market capitalisation (the exchanges' list of 31 December, from the LODR
--                  (Amendment) Regulations of 17 May 2024: Mondaq's and cimplyfive.com's summaries).
--                  Then Regulation 34(2)(f) asks a business responsibility and sustainability
--                  report in the annual report, and Regulation 43A(1) a dividend distribution policy
--                  on the website and linked from the annual report (both top 1,000 since the LODR
--                  (Second Amendment) Regulations of 5 May 2021: ca2013.com's text of Reg 43A as
--                  valid on 6 Feb 2025; Millennium Post's report of the notification, 12 May 2021).
--
-- The table's subject and answer checks are replaced with the two facts added and every other
-- case as 20261126141000 left it, and so is private.prepare_compliance_answer (its plain words
-- name the subject it does not know, as before).
--
-- Additive: two constraints replaced (wider), one function replaced with its behaviour kept.

alter table public.compliance_answers
  drop constraint if exists compliance_answers_subject_check,
  add constraint compliance_answers_subject_check check (
    subject in ('fact:dividends', 'fact:iepf_transfer', 'fact:csr', 'fact:top_1000')
    or subject ~ '^item:[a-z0-9-]+:[A-Za-z0-9:._-]{1,120}$'
  ),
  drop constraint if exists compliance_answers_answer_check,
  add constraint compliance_answers_answer_check check (
    (subject in ('fact:dividends', 'fact:csr', 'fact:top_1000')
      and answer in ('yes', 'no') and reason is null)
    or (subject = 'fact:iepf_transfer' and reason is null
        and (answer = 'none' or answer ~ '^\d{4}-\d{2}-\d{2}$'))
    or (subject like 'item:%' and answer = 'not_applicable' and reason is not null)
  );

-- As 20261126141000 made it, with the two facts among the subjects it knows.
create or replace function private.prepare_compliance_answer()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (new.subject in ('fact:dividends', 'fact:iepf_transfer', 'fact:csr', 'fact:top_1000')
          or new.subject ~ '^item:[a-z0-9-]+:[A-Za-z0-9:._-]{1,120}$') then
    raise exception 'The desk does not know this item or question.'
      using errcode = '23514', constraint = 'compliance_answers_subject_check';
  end if;
  new.reason := nullif(btrim(new.reason), '');
  if new.subject like 'item:%' and (new.reason is null or char_length(new.reason) > 500) then
    raise exception 'Say why it does not apply, in 1 to 500 characters.'
      using errcode = '23514', constraint = 'compliance_answers_reason_check';
  end if;
  if new.subject in ('fact:csr', 'fact:top_1000') and new.answer not in ('yes', 'no') then
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

-- The public Regulation 46 table says whether row (y), the dividend distribution policy of
-- Regulation 43A(1), applies: it does for the top 1,000 listed entities by market capitalisation,
-- and the company answers that question on the desk (public.compliance_answers, subject
-- 'fact:top_1000', 'yes' | 'no'). The page is prerendered from what a visitor may read, so a
-- visitor (anon) may now read that one answer, and nothing else of the table:
--   rows     the policy "Visitors read compliance answers" admits the one row whose subject is
--            'fact:top_1000'; the other facts and every not-applicable mark (with its reason) stay
--            the administrator's;
--   columns  anon holds SELECT on subject and answer only (a column grant), so even that row's id,
--            reason and times are not readable, and `select=*` is refused.
-- Whether the company is among the top 1,000 is itself public (the exchanges publish the list
-- of 31 December), so showing the answer discloses nothing of the desk's.
--
-- The policies are the ones private.attach_standard_protections (20261126100000) writes for a
-- table whose visitors read some rows: anon reads those rows; a signed-in member reads them or,
-- as administrator, everything; and the RESTRICTIVE aal2 rule for reads lets what a visitor may
-- read through at aal1 (an administrator sees at least what a visitor sees). It is not called
-- here because it grants anon SELECT on the whole table; calling it again on this table would
-- undo the column grant below, so a later migration must not.
--
-- Additive: three policies replaced (the admin-only read widened by one row), one grant narrowed
-- to two columns.

drop policy if exists "Admins read compliance answers" on public.compliance_answers;
drop policy if exists "Members read compliance answers" on public.compliance_answers;
drop policy if exists "Visitors read compliance answers" on public.compliance_answers;
drop policy if exists "Admin-only reads of compliance answers need aal2" on public.compliance_answers;

create policy "Visitors read compliance answers" on public.compliance_answers
  for select to anon
  using (subject = 'fact:top_1000');

create policy "Members read compliance answers" on public.compliance_answers
  for select to authenticated
  using (subject = 'fact:top_1000' or (select private.is_admin()));

create policy "Admin-only reads of compliance answers need aal2" on public.compliance_answers
  as restrictive for select to authenticated
  using (subject = 'fact:top_1000' or (select private.session_meets_mfa()));

revoke all on public.compliance_answers from anon;
grant select (subject, answer) on public.compliance_answers to anon;

-- Credit ratings: which rating is current is decided by the rating's own history, not by its
-- agency's and instrument's names.
--
-- A revision was "a later row with the same agency and instrument", so correcting the agency or
-- the instrument of the rating in force (as the guide says to replace a sample: edit it) cut it
-- from its history, and the rating it had superseded became the latest of its old names again:
-- two current long-term ratings on the public page (Regulation 46(2)(r) asks for the ratings in
-- force, "updated immediately as and when there is any revision").
--
-- Now each rating names the one it revises (revises). A rating and the ratings it revises, and
-- theirs, are one history; the latest of a history, rated by the day, is the one in force unless
-- withdrawn (src/features/company-facts/utils/ratings.ts reads it so). An edit of names keeps the
-- history; a new rating of the same agency and instrument joins the latest one's history by
-- itself, so the desk's Add rating and Revise both keep it.
--
-- Additive: one nullable column (no foreign key: deleting a rating entered in error must not
-- rewrite the rating after it, which keeps its history's other links), an index, a trigger, and
-- the links of the ratings already entered, each to the one before it under the same names.

alter table public.credit_ratings add column if not exists revises uuid;
comment on column public.credit_ratings.revises is
  'Another rating of the same history: the one this revises (for a rating dated before every other, the earliest of them); null for the first.';
create index if not exists credit_ratings_revises_idx on public.credit_ratings (revises);

create or replace function private.link_credit_rating_revision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.revises is not distinct from old.revises then
    return new;
  end if;
  if new.revises = new.id then
    raise exception 'A rating cannot revise itself.'
      using errcode = '23514', constraint = 'credit_ratings_revises_check';
  end if;
  if new.revises is not null
     and not exists (select 1 from public.credit_ratings r where r.id = new.revises) then
    raise exception 'The rating this one revises is not among the ratings entered.'
      using errcode = '23503', constraint = 'credit_ratings_revises_check';
  end if;
  -- The latest rating before this one's date under the same names; for a rating dated before
  -- all of them, the earliest: either way the same history.
  if tg_op = 'INSERT' and new.revises is null then
    select r.id into new.revises from public.credit_ratings r
     where lower(btrim(r.agency)) = lower(btrim(new.agency))
       and lower(btrim(r.instrument)) = lower(btrim(new.instrument))
     order by r.rated_on < new.rated_on desc,
              case when r.rated_on < new.rated_on then r.rated_on end desc,
              r.rated_on asc
     limit 1;
  end if;
  return new;
end;
$$;
revoke all on function private.link_credit_rating_revision() from public, anon, authenticated, service_role;

drop trigger if exists link_credit_rating_revision on public.credit_ratings;
create trigger link_credit_rating_revision before insert or update of revises on public.credit_ratings
  for each row execute function private.link_credit_rating_revision();

-- The ratings already entered: each revises the one before it under the same names. Not an
-- edit anyone made, so not in the activity trail.
alter table public.credit_ratings disable trigger record_audit_entry;
update public.credit_ratings r
   set revises = (
     select p.id from public.credit_ratings p
      where lower(btrim(p.agency)) = lower(btrim(r.agency))
        and lower(btrim(p.instrument)) = lower(btrim(r.instrument))
        and p.rated_on < r.rated_on
      order by p.rated_on desc
      limit 1)
 where r.revises is null;
alter table public.credit_ratings enable trigger record_audit_entry;

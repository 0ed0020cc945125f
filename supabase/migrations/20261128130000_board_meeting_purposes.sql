-- What a board meeting will consider, chosen from the proposals of SEBI LODR Regulation 29(1),
-- so that the desk asks for the Regulation 29 prior intimation (and warns of short notice) only
-- for the meetings the regulation covers, and knows a results meeting from its choice rather than
-- from words in its title.
--
-- Regulation 29(1), read in ca2013.com's consolidated text of Regulation 29 (the version valid as
-- on 27 March 2024, with the amendment notes of the LODR amendments to then; SEBI's own text was
-- not reachable): prior intimation to the exchanges of the board meeting at which any of these
-- is due to be considered:
--   (a) financial results (quarterly, half-yearly or annual)          'financial_results'
--   (b) a proposal for buy-back of securities                         'buyback'
--   (c) a proposal for voluntary delisting                            'voluntary_delisting'
--   (d) fund raising (further public offer, rights issue, ADR/GDR/FCCB, qualified institutions
--       placement, debt issue, preferential issue or any other method) and the issue price
--                                                                     'fund_raising'
--   (e) declaring or recommending a dividend, or passing one over     'dividend'
--   (e) issuing convertible securities, or debentures with a right to equity
--                                                                     'convertible_securities'
--   (f) a proposal for declaring bonus securities                     'bonus'
-- The LODR (Amendment) Regulations of 17 May 2024 took the issue price of a qualified
-- institutions placement under the SEBI ICDR Regulations out of (d) (Mondaq's summary of the
-- amendments, May 2024); the desk keeps (d) whole, the stricter reading, and the administrator
-- marks the notice not applicable with that reason when it applies. Regulation 29(3) (eleven
-- working days before a proposal to alter the form or rights of listed securities or an interest
-- or redemption date) is not modelled: the company has no such securities on the calendar.
--
-- The column:
--   board_purposes text[]  null: not chosen (every kind but a board meeting, and board meetings
--                          entered before the desk asked); '{}': a board meeting that considers
--                          none of them; otherwise the chosen proposals, each once.
-- Nothing is guessed for the meetings already stored: they stay null until the administrator
-- chooses (the desk reads their title meanwhile, as it always has, and says the purpose is not
-- chosen).
--
-- Plain words before the constraint, from a trigger function of its own (prepare_investor_event
-- is left as it is), with the constraint's name and 23514 as every check on this table answers.
--
-- Additive: one nullable column, one constraint, one trigger function and its trigger.

alter table public.investor_events add column if not exists board_purposes text[];

comment on column public.investor_events.board_purposes is
  'Regulation 29(1) proposals a board meeting will consider: financial_results, buyback, '
  'voluntary_delisting, fund_raising, dividend, convertible_securities, bonus. Null: not chosen '
  '(other kinds, and board meetings entered before the desk asked); empty: none of them.';

create or replace function private.board_purposes_valid(kind text, purposes text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select purposes is null or (
    kind = 'board_meeting'
    and purposes <@ array['financial_results', 'buyback', 'voluntary_delisting',
                          'fund_raising', 'dividend', 'convertible_securities', 'bonus']::text[]
    and array_position(purposes, null) is null
    and cardinality(purposes) = (select count(distinct p) from unnest(purposes) as p)
  )
$$;

-- Left executable by everyone, as private.event_document_links_valid is: the constraint calls it
-- as the writer, and it reads nothing.

alter table public.investor_events
  drop constraint if exists investor_events_board_purposes_check,
  add constraint investor_events_board_purposes_check
    check (private.board_purposes_valid(kind, board_purposes));

create or replace function private.check_board_purposes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.board_purposes is not null and new.kind is distinct from 'board_meeting' then
    raise exception 'Only a board meeting has Regulation 29 proposals: clear them, or make the event a board meeting.'
      using errcode = '23514', constraint = 'investor_events_board_purposes_check';
  end if;
  if not private.board_purposes_valid(new.kind, new.board_purposes) then
    raise exception 'Choose the board meeting''s purposes from the list of Regulation 29(1), each once.'
      using errcode = '23514', constraint = 'investor_events_board_purposes_check';
  end if;
  return new;
end;
$$;

revoke all on function private.check_board_purposes() from public, anon, authenticated;

drop trigger if exists check_board_purposes on public.investor_events;
create trigger check_board_purposes before insert or update on public.investor_events
  for each row execute function private.check_board_purposes();

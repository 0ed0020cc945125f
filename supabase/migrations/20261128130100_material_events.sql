-- Material events as kinds of event the desk records, so that each reaches the compliance
-- calendar with its deadline: SEBI LODR Regulation 30(6), as substituted by the LODR (Second
-- Amendment) Regulations of 14 June 2023, has an event disclosed to the exchanges not later than
--   (ii) twelve hours from its occurrence, when it emanates from within the listed entity
--        ('material_event_internal'), and
--   (iii) twenty-four hours from its occurrence, when it does not ('material_event_external');
-- (i), thirty minutes from the close of the board meeting that decided it, is the board
-- meeting's own item. Read in Amita Desai & Co.'s note on the 2023 amendment ("Action to be
-- taken by listed entities after the LODR (2nd Amendment) of 14 June 2023"); SEBI's text itself
-- was not reachable. The event's start is when it occurred; it has no end.
--
-- Visitors never read these rows. The investor calendar is public, and a material event entered
-- on the desk may be unpublished price sensitive information until the company has disclosed it
-- (its disclosure is a Corporate Announcement, public in its own table). So the standard
-- protections are attached again with visitors reading every other kind: anon reads no material
-- event, a signed-in member none either, the administrator all of them (at aal2 once a factor is
-- enrolled, as for every read only the administrator may make).
--
-- Additive: the kind constraint widened, private.prepare_investor_event() replaced with the two
-- kinds added to its list and its behaviour otherwise kept, and the protections attached again.

alter table public.investor_events
  drop constraint if exists investor_events_kind_check,
  add constraint investor_events_kind_check check (kind in (
    'board_meeting', 'agm', 'egm', 'analyst_meet', 'earnings_call', 'record_date',
    'book_closure', 'other', 'material_event_internal', 'material_event_external'
  ));

-- As 20261124150000_investor_events.sql made it, with the two kinds in the list of kinds.
create or replace function private.prepare_investor_event()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.title is null or char_length(btrim(new.title)) not between 1 and 300 then
    raise exception 'Give the event a title of 1 to 300 characters.'
      using errcode = '23514', constraint = 'investor_events_title_check';
  end if;
  if new.kind is null or new.kind not in ('board_meeting', 'agm', 'egm', 'analyst_meet',
      'earnings_call', 'record_date', 'book_closure', 'other', 'material_event_internal',
      'material_event_external') then
    raise exception 'Choose what kind of event this is.'
      using errcode = '23514', constraint = 'investor_events_kind_check';
  end if;
  if new.ends_at is not null and new.ends_at <= new.starts_at then
    raise exception 'The event must end after it starts.'
      using errcode = '23514', constraint = 'investor_events_ends_after_start_check';
  end if;
  if char_length(new.place) > 300 then
    raise exception 'The place can be at most 300 characters.'
      using errcode = '23514', constraint = 'investor_events_place_check';
  end if;
  if new.link is not null and not (char_length(new.link) <= 2048
      and new.link ~ '^https://[^/\s]+[^\s]*$') then
    raise exception 'The webcast or dial-in link must be a web address starting with https://.'
      using errcode = '23514', constraint = 'investor_events_link_check';
  end if;
  if char_length(new.purpose) > 2000 then
    raise exception 'The purpose can be at most 2,000 characters; this one has %.',
      char_length(new.purpose)
      using errcode = '23514', constraint = 'investor_events_purpose_check';
  end if;
  if not (cardinality(new.document_links) <= 20
      and private.event_document_links_valid(new.document_links)) then
    raise exception 'Each related document must be an https:// address or a stored file, at most 20.'
      using errcode = '23514', constraint = 'investor_events_document_links_check';
  end if;
  if exists (
    select 1 from public.investor_events e
     where lower(btrim(e.title)) = lower(btrim(new.title)) and e.starts_at = new.starts_at
       and e.id <> new.id
  ) then
    raise exception 'An event with this title already starts at this time.'
      using errcode = '23505', constraint = 'investor_events_title_start_key';
  end if;

  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.sequence := 0;
    return new;
  end if;
  new.created_at := old.created_at;
  -- RFC 5545 3.8.7.4: the sequence rises whenever what an attendee's calendar shows changes,
  -- whatever the caller sent, so an update (a move, a cancellation) replaces the imported copy.
  new.sequence := old.sequence + case
    when (new.title, new.kind, new.starts_at, new.ends_at, new.place, new.link, new.purpose,
          new.cancelled_at)
         is distinct from
         (old.title, old.kind, old.starts_at, old.ends_at, old.place, old.link, old.purpose,
          old.cancelled_at)
      then 1 else 0 end;
  return new;
end;
$$;

revoke all on function private.prepare_investor_event() from public, anon, authenticated;

select private.attach_standard_protections(
  'public.investor_events',
  visitors_read => 'kind not in (''material_event_internal'', ''material_event_external'')',
  label => 'investor events'
);

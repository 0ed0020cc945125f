import { describe, expect, it } from 'vitest';
import { describeEventError, inputProblem } from '@/features/events-desk/errors';
import { event } from '../lib/compliance/fixtures';
import {
  eventFormSchema,
  formDefaults,
  isoToIstInput,
  istInputToIso,
  MESSAGES,
  toEventRow,
  type EventFormInput,
} from '@/features/events-desk/schemas/event-schema';

const valid: EventFormInput = {
  ...formDefaults(),
  title: 'Board meeting on Q3 results',
  starts: '2027-02-10T11:00',
  ends: '2027-02-10T14:00',
  boardPurposes: ['financial_results'],
};

const errorsOf = (values: Partial<EventFormInput>) => {
  const result = eventFormSchema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the event form', () => {
  it('reads the IST inputs as India’s wall clock, whatever the computer’s zone', () => {
    expect(istInputToIso('2027-02-10T11:00')).toBe('2027-02-10T05:30:00.000Z');
    // Midnight in India is the previous evening in UTC.
    expect(istInputToIso('2027-04-01T00:00')).toBe('2027-03-31T18:30:00.000Z');
    expect(isoToIstInput('2027-03-31T18:30:00Z')).toBe('2027-04-01T00:00');
    expect(istInputToIso('10/02/2027 11:00')).toBeNull();
  });

  it('saves the row with instants, blanks as null and one line per related document', () => {
    const parsed = eventFormSchema.parse({
      ...valid,
      documentLinks:
        ' https://example.com/a.pdf \n\ninvestor_documents/b.pdf\nhttps://example.com/a.pdf',
    });
    expect(toEventRow(parsed)).toEqual({
      title: 'Board meeting on Q3 results',
      kind: 'board_meeting',
      starts_at: '2027-02-10T05:30:00.000Z',
      ends_at: '2027-02-10T08:30:00.000Z',
      place: null,
      link: null,
      purpose: null,
      board_purposes: ['financial_results'],
      document_links: ['https://example.com/a.pdf', 'investor_documents/b.pdf'],
    });
  });

  it('asks a board meeting what it will consider, and takes “None of these” as an answer', () => {
    expect(errorsOf({ boardPurposes: [] })).toEqual({ boardPurposes: MESSAGES.purposesRequired });
    // A browser reports an untouched checkbox group as false.
    expect(errorsOf({ boardPurposes: false as unknown as [] })).toEqual({
      boardPurposes: MESSAGES.purposesRequired,
    });
    expect(errorsOf({ boardPurposes: ['dividend'], noBoardPurpose: true })).toEqual({
      boardPurposes: MESSAGES.purposesConflict,
    });
    const none = eventFormSchema.parse({ ...valid, boardPurposes: [], noBoardPurpose: true });
    expect(toEventRow(none).board_purposes).toEqual([]);
    // In the regulation's order, each once, whatever order they were ticked in.
    const two = eventFormSchema.parse({
      ...valid,
      boardPurposes: ['dividend', 'financial_results'],
    });
    expect(toEventRow(two).board_purposes).toEqual(['financial_results', 'dividend']);
  });

  it('gives every other kind no proposals, whatever was ticked before the kind changed', () => {
    const agm = eventFormSchema.parse({ ...valid, kind: 'agm', boardPurposes: ['dividend'] });
    expect(toEventRow(agm).board_purposes).toBeNull();
    expect(errorsOf({ kind: 'material_event_internal', boardPurposes: [] })).toEqual({});
  });

  it('opens a meeting entered before the desk asked with nothing chosen, and one on none of them as none', () => {
    const row = (board_purposes: null | []) => event({ board_purposes });
    expect(formDefaults(row(null))).toMatchObject({ boardPurposes: [], noBoardPurpose: false });
    expect(formDefaults(row([]))).toMatchObject({ boardPurposes: [], noBoardPurpose: true });
  });

  it.each([
    ['an end before the start', { ends: '2027-02-10T10:00' }, 'ends', MESSAGES.endBeforeStart],
    ['an end equal to the start', { ends: '2027-02-10T11:00' }, 'ends', MESSAGES.endBeforeStart],
    ['no start', { starts: '' }, 'starts', MESSAGES.startRequired],
    [
      'a webcast link that is not https',
      { link: 'http://example.com/live' },
      'link',
      MESSAGES.linkNotHttps,
    ],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link', MESSAGES.linkNotHttps],
    [
      'a 10,000-character purpose',
      { purpose: 'x'.repeat(10_000) },
      'purpose',
      MESSAGES.purposeTooLong(10_000),
    ],
    ['a blank title', { title: '   ' }, 'title', MESSAGES.titleRequired],
    [
      'a related link to another site over http',
      { documentLinks: 'http://a.b/c.pdf' },
      'documentLinks',
      MESSAGES.badDocumentLink('http://a.b/c.pdf'),
    ],
  ])('refuses %s in plain words', (_, values, field, message) => {
    expect(errorsOf(values)[field]).toBe(message);
  });

  it('says how long a too-long purpose is', () => {
    expect(MESSAGES.purposeTooLong(10_000)).toBe(
      'The purpose can be at most 2,000 characters; this one has 10,000.',
    );
    expect(errorsOf({ purpose: 'x'.repeat(2_000) })).toEqual({});
  });
});

describe('the database’s refusals, in the desk’s words', () => {
  it('names a duplicate event, whatever words the database used', () => {
    const duplicate = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "investor_events_title_start_key"',
    };
    expect(inputProblem(duplicate)).toBe(
      'An event with this title already starts at this time: change the title or the start.',
    );
    expect(describeEventError(duplicate, 'save this event').title).toBe('Not saved');
  });

  it('says a holiday is already listed in the holidays’ words, not the events’', () => {
    // PostgREST's error JSON as the holidays' prepare trigger leaves it: no constraint name.
    const twice = {
      code: '23505',
      message: 'This day is already in the holidays list.',
      details: null,
    };
    expect(inputProblem(twice)).toBe('This day is already in the holidays list.');
  });

  it('keeps the database’s own plain words for a check it answered itself', () => {
    expect(inputProblem({ code: '23514', message: 'The event must end after it starts.' })).toBe(
      'The event must end after it starts.',
    );
  });

  it('tells a permission refusal apart from bad input', () => {
    const refused = describeEventError(
      { code: '42501', message: 'permission denied' },
      'save this event',
    );
    expect(refused.title).toBe('Unauthorized');
    expect(inputProblem({ code: '42501' })).toBeNull();
  });
});

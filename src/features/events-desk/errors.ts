import { directionControlMessage } from '@/lib/direction-controls';
import { errorMessage, isPermissionError, type ToastText } from '@/lib/request-errors';

// The database answers a bad event or holiday with its own plain words (investor_events'
// prepare trigger, 23514 and 23505); a client that reaches only a constraint (an older database,
// the backstop) gets the same words from its name here. Who may not write is told apart first.
const BY_CONSTRAINT: Record<string, string> = {
  investor_events_title_check: 'Give the event a title of 1 to 300 characters.',
  investor_events_kind_check: 'Choose what kind of event this is.',
  investor_events_ends_after_start_check: 'The event must end after it starts.',
  investor_events_place_check: 'The place can be at most 300 characters.',
  investor_events_link_check:
    'The webcast or dial-in link must be a web address starting with https://.',
  investor_events_purpose_check: 'The purpose can be at most 2,000 characters.',
  investor_events_document_links_check:
    'Each related document must be an https:// address or a stored file, at most 20.',
  investor_events_board_purposes_check:
    'Choose the board meeting’s purposes from the list of Regulation 29(1), each once; only a board meeting has them.',
  investor_events_title_start_key:
    'An event with this title already starts at this time: change the title or the start.',
  exchange_holidays_date_key: 'This day is already in the holidays list.',
  exchange_holidays_name_check: 'Give the holiday a name of 1 to 200 characters.',
  // The backstop behind private.refuse_direction_controls, whose own words name the character.
  investor_events_title_direction_check: directionControlMessage('The title'),
  investor_events_place_direction_check: directionControlMessage('The place'),
  investor_events_purpose_direction_check: directionControlMessage('The purpose'),
  exchange_holidays_name_direction_check: directionControlMessage('The name'),
  compliance_answers_reason_direction_check: directionControlMessage('The reason'),
  compliance_answers_reason_check: 'Say why it does not apply, in 1 to 500 characters.',
  compliance_answers_answer_check:
    'The answer does not fit the question: yes or no, a day (or none due), or not applicable with a reason.',
  compliance_answers_subject_check: 'The desk does not know this item or question.',
  dividends_unpaid_statement_link_key:
    'This statement is already linked to another dividend: a statement is one dividend’s.',
  compliance_answers_subject_key:
    'This has been answered already (perhaps in another tab): reload the desk to see it.',
};

// The prepare triggers raise their refusals with a constraint name, but PostgREST's error JSON
// carries only code, message, details and hint (no constraint), so a trigger's refusal reaches
// the browser as its sentence alone. Where the desk words it differently, the sentence is mapped
// here; any other sentence of the database's own is shown as it is.
const BY_DATABASE_WORDS: Record<string, string> = {
  'An event with this title already starts at this time.':
    'An event with this title already starts at this time: change the title or the start.',
};

type DbError = { code?: unknown; message?: unknown; details?: unknown };

/** The words for a failed save, or null when it was not the input's fault. */
export function inputProblem(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details } = error as DbError;
  if (code !== '23514' && code !== '23505') return null;
  const text = `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`;
  const named = Object.keys(BY_CONSTRAINT).find((name) => text.includes(name));
  if (named) return BY_CONSTRAINT[named] ?? null;
  if (typeof message !== 'string' || !message) return null;
  return BY_DATABASE_WORDS[message] ?? message;
}

/** A toast for a failed write; `what` is e.g. 'save this event'. Nothing was saved in any case. */
export function describeEventError(error: unknown, what: string): ToastText {
  if (isPermissionError(error)) {
    return {
      title: 'Unauthorized',
      description: `You do not have permission to ${what}. Log in again (with your two-factor code if you use one).`,
    };
  }
  const problem = inputProblem(error);
  if (problem) return { title: 'Not saved', description: problem };
  return {
    title: 'Error',
    description: `Could not ${what}: ${errorMessage(error)}. Nothing was saved.`,
  };
}

// What a board meeting will consider, as far as the listing rules' clocks care: whether it is one
// of the proposals of Regulation 29(1) (which need notice to the exchanges) and whether it is the
// financial results (which bring the results' own items). The administrator chooses the proposals
// on the event (investor_events.board_purposes); a meeting entered before the desk asked keeps the
// reading of its words until one is chosen.

import type { BoardPurpose } from './investor-events';

export type PurposeReading = {
  /** A board meeting's Regulation 29(1) proposals; null when not chosen (entered before). */
  board_purposes?: readonly BoardPurpose[] | null;
  /** Read for a board meeting whose proposals were never chosen (board_purposes null). */
  title?: string;
  purpose?: string | null;
};

/**
 * Whether a board meeting considers financial results (Reg 29(1)(a)): the administrator's choice.
 * A meeting entered before the desk asked keeps the old reading of its words (title or purpose
 * says "result(s)") until the purpose is chosen.
 */
export const considersResults = (event: PurposeReading): boolean =>
  event.board_purposes
    ? event.board_purposes.includes('financial_results')
    : /\bresults?\b/i.test(`${event.title ?? ''} ${event.purpose ?? ''}`);

/**
 * Whether Reg 29(1) asks notice of the meeting: it will consider one of the listed proposals.
 * Not chosen (null) is read as yes, the stricter reading, for meetings entered before the desk
 * asked.
 */
export const needsPriorIntimation = (event: PurposeReading): boolean =>
  event.board_purposes ? event.board_purposes.length > 0 : true;

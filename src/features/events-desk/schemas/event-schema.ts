import { fromIst, istParts } from '@/lib/ist-time';
import {
  BOARD_PURPOSES,
  EVENT_LIMITS,
  INVESTOR_EVENT_KINDS,
  type InvestorEventInsert,
  type InvestorEventRow,
} from '@/lib/investor-events';
import { dateProblem, typedTextIssue, VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';

// The event form's rules: each mirrors a check of investor_events (so the admin hears about a
// bad field before the request), in the same words as the database's refusal.

export const MESSAGES = {
  titleRequired: 'Give the event a title.',
  titleTooLong: `The title can be at most ${EVENT_LIMITS.title} characters.`,
  startRequired: 'Give the date and time the event starts (IST).',
  badTime: 'Give a date and time such as 10 Feb 2027, 11:00.',
  endBeforeStart: 'The event must end after it starts.',
  placeTooLong: `The place can be at most ${EVENT_LIMITS.place} characters.`,
  linkNotHttps: 'The webcast or dial-in link must be a web address starting with https://.',
  purposeTooLong: (length: number) =>
    `The purpose can be at most 2,000 characters; this one has ${length.toLocaleString('en-IN')}.`,
  badDocumentLink: (line: string) =>
    `“${line.slice(0, 60)}” is not an https:// address or a stored file (investor_documents/…).`,
  tooManyLinks: `At most ${EVENT_LIMITS.documentLinks} related documents.`,
  purposesRequired:
    'Choose what the board will consider, or “None of these”: the notice to the exchanges depends on it.',
  purposesConflict: '“None of these” cannot go with a proposal: untick one or the other.',
} as const;

/** `YYYY-MM-DDTHH:MM` as a datetime-local input gives it, read as India's wall clock. */
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

export function istInputToIso(value: string): string | null {
  const match = LOCAL_TIME.exec(value.trim());
  if (!match) return null;
  const [, date = '', hour = '', minute = ''] = match;
  const instant = fromIst(date, Number(hour), Number(minute));
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** An instant as the IST datetime-local value that the form shows. */
export function isoToIstInput(value: string | null): string {
  if (!value) return '';
  const p = istParts(new Date(value));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const HTTPS = /^https:\/\/[^/\s]+\S*$/;
const STORED =
  /^investor_documents\/[A-Za-z0-9._-][A-Za-z0-9._ ()-]*(\/[A-Za-z0-9._-][A-Za-z0-9._ ()-]*)*$/;
/** The database's words for each field (src/lib/typed-text.ts). */
const labels = VALUE_LABELS.investor_events;

const isDocumentLink = (link: string) =>
  (HTTPS.test(link) || STORED.test(link)) && !/(^|\/)\.\.(\/|$)/.test(link);

export const eventFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, MESSAGES.titleRequired)
      .max(EVENT_LIMITS.title, MESSAGES.titleTooLong)
      .superRefine(typedTextIssue(labels.title)),
    kind: z.enum(INVESTOR_EVENT_KINDS),
    starts: z.string().trim().min(1, MESSAGES.startRequired),
    ends: z.string().trim(),
    place: z
      .string()
      .trim()
      .max(EVENT_LIMITS.place, MESSAGES.placeTooLong)
      .superRefine(typedTextIssue(labels.place)),
    link: z.string().trim().superRefine(typedTextIssue(labels.link)),
    purpose: z
      .string()
      .trim()
      .superRefine(typedTextIssue(labels.purpose, { multiline: true })),
    documentLinks: z.string(),
    // A board meeting's Regulation 29(1) proposals (a checkbox group gives an array, or false
    // when a browser reports nothing ticked), and "None of these" apart, so not choosing is not
    // mistaken for choosing none.
    boardPurposes: z.preprocess(
      (value) => (Array.isArray(value) ? value : []),
      z.array(z.enum(BOARD_PURPOSES)),
    ),
    noBoardPurpose: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const starts = istInputToIso(values.starts);
    if (values.starts && !starts)
      ctx.addIssue({ code: 'custom', path: ['starts'], message: MESSAGES.badTime });
    // The days from 1 Jan 1900 to 31 Dec 2100, as the database bounds every date (20261128110000).
    for (const [path, label] of [
      ['starts', labels.starts_at],
      ['ends', labels.ends_at],
    ] as const) {
      const problem = dateProblem(values[path].trim().slice(0, 10), label);
      if (problem) ctx.addIssue({ code: 'custom', path: [path], message: problem });
    }
    if (values.ends) {
      const ends = istInputToIso(values.ends);
      if (!ends) ctx.addIssue({ code: 'custom', path: ['ends'], message: MESSAGES.badTime });
      else if (starts && ends <= starts) {
        ctx.addIssue({ code: 'custom', path: ['ends'], message: MESSAGES.endBeforeStart });
      }
    }
    if (values.link && !(HTTPS.test(values.link) && values.link.length <= EVENT_LIMITS.link)) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: MESSAGES.linkNotHttps });
    }
    if (values.purpose.length > EVENT_LIMITS.purpose) {
      ctx.addIssue({
        code: 'custom',
        path: ['purpose'],
        message: MESSAGES.purposeTooLong(values.purpose.length),
      });
    }
    if (values.kind === 'board_meeting') {
      if (values.noBoardPurpose && values.boardPurposes.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['boardPurposes'],
          message: MESSAGES.purposesConflict,
        });
      } else if (!values.noBoardPurpose && !values.boardPurposes.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['boardPurposes'],
          message: MESSAGES.purposesRequired,
        });
      }
    }
    const links = linesOf(values.documentLinks);
    for (const link of links) typedTextIssue(labels.document_links)(link, ctx);
    const bad = links.find((link) => !isDocumentLink(link));
    if (bad)
      ctx.addIssue({
        code: 'custom',
        path: ['documentLinks'],
        message: MESSAGES.badDocumentLink(bad),
      });
    else if (links.length > EVENT_LIMITS.documentLinks) {
      ctx.addIssue({ code: 'custom', path: ['documentLinks'], message: MESSAGES.tooManyLinks });
    }
  });

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** What the form saves: the row's writable columns, times as instants, blanks as null. */
export function toEventRow(values: EventFormValues): InvestorEventInsert {
  return {
    title: values.title,
    kind: values.kind,
    starts_at: istInputToIso(values.starts) ?? '',
    ends_at: values.ends ? istInputToIso(values.ends) : null,
    place: values.place || null,
    link: values.link || null,
    purpose: values.purpose || null,
    // Only a board meeting has them; an empty list is its answer "none of these".
    board_purposes:
      values.kind === 'board_meeting'
        ? BOARD_PURPOSES.filter((p) => values.boardPurposes.includes(p))
        : null,
    document_links: [...new Set(linesOf(values.documentLinks))],
  };
}

export function formDefaults(event?: InvestorEventRow): EventFormInput {
  return {
    title: event?.title ?? '',
    kind: event?.kind ?? 'board_meeting',
    starts: isoToIstInput(event?.starts_at ?? null),
    ends: isoToIstInput(event?.ends_at ?? null),
    place: event?.place ?? '',
    link: event?.link ?? '',
    purpose: event?.purpose ?? '',
    documentLinks: event?.document_links.join('\n') ?? '',
    // A meeting entered before the desk asked (null) opens with nothing ticked, to be chosen.
    boardPurposes: event?.board_purposes ?? [],
    noBoardPurpose: event?.board_purposes?.length === 0,
  };
}

/**
 * Unicode's explicit direction controls (UAX #9, 2.1-2.4): the embeddings LRE U+202A and RLE
 * U+202B, their pop PDF U+202C, the overrides LRO U+202D and RLO U+202E, the isolates LRI U+2066,
 * RLI U+2067 and FSI U+2068, and their pop PDI U+2069. Invisible, and each reorders what follows
 * it: "report\u202Efdp.exe" shows as "reportexe.pdf". The database refuses them in every title
 * (private.refuse_direction_controls, migration 20261126120000); the forms refuse them first, in
 * the same words. The implicit marks (LRM U+200E, RLM U+200F, ALM U+061C) cannot reverse letters
 * and Arabic or Urdu text with numbers needs them, so they are allowed.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The first direction control in `text` as "U+202E", or null when there is none. */
export function directionControlIn(text: string): string | null {
  const found = DIRECTION_CONTROL.exec(text)?.[0];
  return found
    ? `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
    : null;
}

/** `text` without them: for a title made from something not typed (a file's name). */
export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '');
}

/**
 * The refusal, word for word the database's. `label` names the field as the sentence starts:
 * "The document title", "The title", "The purpose"; `text`, when known, names the character.
 */
export function directionControlMessage(label: string, text = ''): string {
  const found = directionControlIn(text);
  return `${label} contains a hidden character${found ? ` (${found})` : ''} that can make text show reversed. Remove it, or type the text again instead of pasting it.`;
}

/** For a zod `.refine`: true when the text may be saved. */
export const hasNoDirectionControls = (text: string) => !DIRECTION_CONTROL.test(text);

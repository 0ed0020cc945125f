/**
 * Titles made of what breaks a template: String.prototype.replace's patterns, a template
 * literal's backtick, what ends a script element or opens a comment, and right-to-left text with
 * its (allowed) marks; the JavaScript line terminators U+2028/U+2029 in the event's purpose, a box
 * of several lines (a one-line title refuses them, migration 20261206170000). Each is a title the
 * database accepts and every page, feed and export must copy exactly. Shared by the integration
 * tests (assembled pages, feed, CSV) and the end-to-end suite, which stores them before the build
 * (tests/e2e/support/seed-before-build.ts) so that they are prerendered.
 */
export const TEMPLATE_TITLES = [
  // The realistic one: a financial statement's unit.
  "Amounts in US$'000",
  'Dividend $` history $& and $$ and $1 and $<name>',
  "Template `literal ${'x'}` in a title",
  'Closing </script><script>window.__hacked = 1</script> tag',
  'Opening <!-- a comment --> and <![CDATA[ ]]> in a title',
  'تقرير 2025 \u200F(Arabic)\u200E and דוח \u061C marks',
] as const;

/** The event that carries the same text into the calendar page and its feed. */
export const TEMPLATE_EVENT = {
  title: "Board meeting on US$'000 figures $` $& </script>",
  purpose: "Purpose with $' and `backticks` <!-- and\u2028a line separator",
  place: 'Registered office $& Indore',
} as const;

/** What the database refuses (migration 20261126120000): each explicit direction control. */
export const DIRECTION_CONTROL_TITLES = [
  'Annual report \u202Efdp.exe',
  'Notice \u2067isolated\u2069 text',
  'Embedded \u202Bright\u202C to left',
] as const;

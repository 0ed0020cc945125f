import { describe, expect, it } from 'vitest';
import { titleFromFileName } from '@/features/desk/api/bulk-upload';
import { addDocumentSchema } from '@/features/desk/schemas/add-document-schema';
import { inputProblem } from '@/features/events-desk/errors';
import { eventFormSchema, formDefaults } from '@/features/events-desk/schemas/event-schema';
import { holidaySchema } from '@/features/events-desk/schemas/holiday-schema';
import { directionControlIn, directionControlMessage } from '@/lib/direction-controls';

// The database's words (supabase/migrations/20261126120000), which the forms repeat so the
// administrator hears about a pasted direction control before the request.
const refusal = (label: string, char: string) =>
  `${label} contains a hidden character (${char}) that can make text show reversed. Remove it, or type the text again instead of pasting it.`;

const CONTROLS = [
  ['\u202A', 'U+202A'],
  ['\u202B', 'U+202B'],
  ['\u202C', 'U+202C'],
  ['\u202D', 'U+202D'],
  ['\u202E', 'U+202E'],
  ['\u2066', 'U+2066'],
  ['\u2067', 'U+2067'],
  ['\u2068', 'U+2068'],
  ['\u2069', 'U+2069'],
] as const;

describe('direction controls in titles', () => {
  it.each(CONTROLS)('finds %j and names it %s', (char, name) => {
    expect(directionControlIn(`Annual report ${char}fdp.exe`)).toBe(name);
    expect(directionControlMessage('The title', `x${char}`)).toBe(refusal('The title', name));
  });

  it('lets the implicit marks and right-to-left text through (LRM, RLM, ALM)', () => {
    expect(directionControlIn('تقرير 2025 \u200F(Arabic)\u200E \u061C दस्तावेज़')).toBeNull();
  });

  it('refuses one in the Add form’s title, in the database’s words', () => {
    const result = addDocumentSchema.safeParse({
      document_title: 'Notice \u202Efdp.exe',
      source: 'link',
      view_download: 'https://example.com/notice.pdf',
      file: null,
      document_date: '2024-09-02',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['document_title', refusal('The document title', 'U+202E')],
    ]);
  });

  it('refuses one in an event’s title, place and purpose', () => {
    const result = eventFormSchema.safeParse({
      ...formDefaults(),
      title: 'AGM \u2067',
      place: 'Indore \u202D',
      purpose: 'Results \u2069',
      starts: '2027-02-10T11:00',
      boardPurposes: ['financial_results'],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', refusal('The title', 'U+2067')],
      ['place', refusal('The place', 'U+202D')],
      ['purpose', refusal('The purpose', 'U+2069')],
    ]);
  });

  it('refuses one in a holiday’s name', () => {
    const result = holidaySchema.safeParse({ holiday_date: '2027-03-22', name: 'Holi \u2068' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([refusal('The name', 'U+2068')]);
  });

  it('names the refusal when only the backstop constraint answered', () => {
    expect(
      inputProblem({
        code: '23514',
        message:
          'new row for relation "exchange_holidays" violates check constraint "exchange_holidays_name_direction_check"',
      }),
    ).toBe(
      'The name contains a hidden character that can make text show reversed. Remove it, or type the text again instead of pasting it.',
    );
  });

  it('drops them from a title made from a file name, so it reads in its true order', () => {
    expect(titleFromFileName('notice\u202Efdp.exe.pdf')).toBe('noticefdp.exe');
  });
});

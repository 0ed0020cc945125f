// The e-mails' words for the sections, the same as the form's (a unit test holds them together):
// importing the form's list here too split it into a chunk of its own, named in the shell.
import { ALERT_SECTION_LABELS } from '../../../../supabase/functions/_shared/alerts/sections';

export const ALERT_SECTIONS = Object.entries(ALERT_SECTION_LABELS).map(([key, label]) => ({
  key,
  label,
}));

export const labelOf = (key: string) =>
  key === 'all' ? 'Every disclosure' : (ALERT_SECTION_LABELS[key] ?? key);

/** A publication's one or two sections, in words: "Announcements … or Board meetings …". */
export function sectionsOf(section: string, also?: string | null): string {
  return also && also !== section ? `${labelOf(section)} or ${labelOf(also)}` : labelOf(section);
}

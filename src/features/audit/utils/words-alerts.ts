import type { EntryView, EntryWords } from './entry-view';

/**
 * A read of the e-mail alert subscribers' addresses, which the database records as it answers
 * ('view' on the desk, 'download' as a file), with the section and the count it wrote in `detail`:
 * "Viewed the e-mail alert subscribers' addresses (all sections; 3 addresses)."
 */
export function alertAddressWords(view: EntryView): EntryWords {
  const { entry } = view;
  const which = entry.detail ? ` (${entry.detail})` : '';
  return {
    sentence:
      entry.action === 'download'
        ? `Downloaded the e-mail alert subscribers’ addresses as a file${which}.`
        : `Viewed the e-mail alert subscribers’ addresses${which}.`,
    details: [],
  };
}

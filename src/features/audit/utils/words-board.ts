import type { CessationReason, DirectorCategory, OfficerRole } from '@/lib/company-facts';
import { CATEGORY_WORDS, REASON_WORDS, ROLE_WORDS } from '@/lib/company-fact-words';
import type { Json } from '@/lib/database.types';
import type { EntryView, EntryWords } from './entry-view';
import { clip, day, quoted, text, valueWords, type Columns } from './value-words';

const fromList =
  <K extends string>(words: Record<K, string>) =>
  (value: Json | undefined) =>
    typeof value === 'string' && value in words
      ? words[value as K].toLowerCase()
      : valueWords(value);

const reasonWords = fromList<CessationReason>(REASON_WORDS);

function positionsWords(value: Json | undefined): string {
  if (!Array.isArray(value) || value.length === 0) return 'none';
  return clip(
    value
      .map((p) => {
        if (!p || typeof p !== 'object' || Array.isArray(p)) return valueWords(p);
        return `${text(p.position)}, ${text(p.entity)}${p.listed === true ? ' (listed)' : ''}`;
      })
      .join('; '),
  );
}

function rolesWords(value: Json | undefined): string {
  if (!Array.isArray(value)) return valueWords(value);
  return value
    .map((role) =>
      typeof role === 'string' && role in ROLE_WORDS
        ? ROLE_WORDS[role as OfficerRole]
        : valueWords(role),
    )
    .join(', ');
}

const DIRECTOR_COLUMNS: Columns = {
  name: { label: 'name', words: (v) => quoted(text(v)) },
  din: { label: 'DIN' },
  designation: { label: 'designation' },
  category: { label: 'category', words: fromList<DirectorCategory>(CATEGORY_WORDS) },
  is_woman: { label: 'woman director' },
  appointed_on: { label: 'date of appointment' },
  ceased_on: { label: 'date of cessation' },
  cessation_reason: { label: 'reason for cessation', words: reasonWords },
  profile: { label: 'profile' },
  other_positions: { label: 'other directorships and positions', words: positionsWords },
  display_order: { label: 'place on the Board page' },
};

/** "Asha Verma (DIN 00000002)", as the Board page names a director. */
function director(view: EntryView): string {
  const name = text(view.value('name')) || text(view.was('name')) || 'a director';
  const din = text(view.value('din'));
  return din ? `${name} (DIN ${din})` : name;
}

/** Removal of a row entered by mistake, or of a sample the company has replaced. */
const removed = (view: EntryView, what: string) =>
  view.isSample ? `Deleted the sample ${what}` : `Deleted ${what}`;

export function directorWords(view: EntryView): EntryWords {
  const who = director(view);
  const reason = reasonWords(view.value('cessation_reason'));
  switch (view.action) {
    case 'insert': {
      const ceased = day(view.value('ceased_on'));
      return {
        sentence: `Entered the appointment of ${who} as ${text(view.value('designation')) || 'a director'} from ${day(view.value('appointed_on'))}${ceased ? `, who ceased on ${ceased} (${reason})` : ''}.`,
        details: [],
      };
    }
    case 'purge':
      return {
        sentence: `${removed(view, `director ${who}`)} from the Board’s records.`,
        details: [],
      };
    default: {
      if (view.changed('ceased_on') && view.value('ceased_on')) {
        return {
          sentence: `Recorded that ${who} ceased to be a director on ${day(view.value('ceased_on'))} (${reason}).`,
          details: view.details(DIRECTOR_COLUMNS, ['ceased_on', 'cessation_reason']),
        };
      }
      if (view.changed('ceased_on')) {
        return {
          sentence: `Withdrew the cessation recorded for ${who}: a director again.`,
          details: view.details(DIRECTOR_COLUMNS, ['ceased_on', 'cessation_reason']),
        };
      }
      return {
        sentence: `Edited the particulars of the director ${who}.`,
        details: view.details(DIRECTOR_COLUMNS),
      };
    }
  }
}

const COMMITTEE_COLUMNS: Columns = {
  name: { label: 'name', words: (v) => quoted(text(v)) },
  constituted_under: { label: 'constituted under' },
  display_order: { label: 'place on the Board page' },
};

export function committeeWords(view: EntryView): EntryWords {
  const name = text(view.value('name')) || 'a committee';
  switch (view.action) {
    case 'insert':
      return { sentence: `Added the committee ${name}.`, details: [] };
    case 'purge':
      return { sentence: `Deleted the committee ${name}.`, details: [] };
    default:
      return {
        sentence: view.changed('name')
          ? `Renamed the committee ${text(view.was('name'))} to ${name}.`
          : `Edited the committee ${name}.`,
        details: view.details(COMMITTEE_COLUMNS, ['name']),
      };
  }
}

const TERM_COLUMNS: Columns = {
  role: { label: 'role' },
  from_date: { label: 'from' },
  to_date: { label: 'until' },
  committee_id: null,
  director_id: null,
};

/** A committee term: "Asha Verma's term as chair of the Audit Committee". */
export function termWords(view: EntryView): EntryWords {
  const who = view.name(view.value('director_id'), 'a director');
  const committeeName = view.name(view.value('committee_id'), '');
  const committee = committeeName ? `the ${committeeName}` : 'a committee';
  const role = text(view.value('role')) || 'member';
  const from = day(view.value('from_date'));
  const until = day(view.value('to_date'));
  const term = `the term of ${who} as ${role} of ${committee}`;
  switch (view.action) {
    case 'insert':
      return {
        sentence: `Named ${who} ${role} of ${committee} from ${from}${until ? ` until ${until}` : ''}.`,
        details: [],
      };
    case 'purge':
      return {
        sentence: `${removed(view, `term of ${who} as ${role} of ${committee}`)} (from ${from}${until ? ` until ${until}` : ''}).`,
        details: [],
      };
    default:
      if (view.changed('to_date') && until) {
        return {
          sentence: `Ended ${term} on ${until} (${role} since ${from}).`,
          details: view.details(TERM_COLUMNS, ['to_date']),
        };
      }
      return { sentence: `Edited ${term}.`, details: view.details(TERM_COLUMNS) };
  }
}

const OFFICER_COLUMNS: Columns = {
  name: { label: 'name', words: (v) => quoted(text(v)) },
  designation: { label: 'designation' },
  roles: { label: 'roles', words: rolesWords },
  director_id: { label: 'the director who is this officer' },
  email: { label: 'e-mail' },
  phone: { label: 'phone' },
  address: { label: 'address' },
  took_charge_on: { label: 'took charge on' },
  ceased_on: { label: 'ceased on' },
  cessation_reason: { label: 'reason for cessation', words: reasonWords },
  display_order: { label: 'place on the page' },
};

export function officerWords(view: EntryView): EntryWords {
  const name = text(view.value('name')) || text(view.was('name')) || 'an officer';
  const as = text(view.value('designation')) || rolesWords(view.value('roles'));
  switch (view.action) {
    case 'insert':
      return {
        sentence: `Entered ${name} as ${as} from ${day(view.value('took_charge_on'))}.`,
        details: [],
      };
    case 'purge':
      return { sentence: `${removed(view, `officer ${name} (${as})`)}.`, details: [] };
    default:
      if (view.changed('ceased_on') && view.value('ceased_on')) {
        return {
          sentence: `Recorded that ${name} ceased to be ${as} on ${day(view.value('ceased_on'))} (${reasonWords(view.value('cessation_reason'))}).`,
          details: view.details(OFFICER_COLUMNS, ['ceased_on', 'cessation_reason']),
        };
      }
      return {
        sentence: `Edited the particulars of the officer ${name} (${as}).`,
        details: view.details(OFFICER_COLUMNS),
      };
  }
}

const CONTACT_COLUMNS: Columns = {
  registered_office: { label: 'registered office' },
  plant: { label: 'plant' },
  phone: { label: 'phone' },
  investor_email: { label: 'e-mail for investors' },
  cin: { label: 'CIN' },
  effective_on: { label: 'date they take effect' },
};

export function contactsWords(view: EntryView): EntryWords {
  switch (view.action) {
    case 'insert':
      return {
        sentence: `Entered the company’s contact details, in effect from ${day(view.value('effective_on'))}.`,
        details: [],
      };
    case 'purge':
      return { sentence: `${removed(view, 'contact details of the company')}.`, details: [] };
    default:
      return {
        sentence: 'Changed the company’s contact details.',
        details: view.details(CONTACT_COLUMNS),
      };
  }
}

const RATING_COLUMNS: Columns = {
  agency: { label: 'agency' },
  instrument: { label: 'instrument' },
  rating: { label: 'rating' },
  outlook: { label: 'outlook' },
  rated_on: { label: 'date of rating' },
  rationale_url: { label: 'link to the rationale' },
  withdrawn_on: { label: 'withdrawn on' },
};

export function ratingWords(view: EntryView): EntryWords {
  const rating = text(view.value('rating')) || 'a rating';
  const outlook = text(view.value('outlook'));
  const what = `${rating}${outlook ? ` (${outlook})` : ''} by ${text(view.value('agency')) || 'an agency'} for ${text(view.value('instrument')) || 'an instrument'}`;
  switch (view.action) {
    case 'insert':
      return {
        sentence: `Added the credit rating ${what}, given on ${day(view.value('rated_on'))}.`,
        details: [],
      };
    case 'purge':
      return { sentence: `${removed(view, `credit rating ${what}`)}.`, details: [] };
    default:
      if (view.changed('withdrawn_on') && view.value('withdrawn_on')) {
        return {
          sentence: `Recorded that the credit rating ${what} was withdrawn on ${day(view.value('withdrawn_on'))}.`,
          details: view.details(RATING_COLUMNS, ['withdrawn_on']),
        };
      }
      return {
        sentence: `Edited the credit rating ${what}.`,
        details: view.details(RATING_COLUMNS),
      };
  }
}

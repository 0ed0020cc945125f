import { company } from '@/content/company';

/** Words that say what a company is, not which: "Limited", "Pvt", "and", "(sample)" ... */
const GENERIC = new Set([
  'limited',
  'ltd',
  'private',
  'pvt',
  'the',
  'and',
  'of',
  'co',
  'company',
  'india',
  'sample',
]);

function words(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !GENERIC.has(w));
}

/**
 * The company a results file names, when it is not this company: every distinctive word of one
 * name must be in the other ("Health For All Pharmaceuticals" is in "Health For All
 * Pharmaceuticals and Chemicals Limited"), so a file of another company is caught and the
 * registered name written a little differently is not. Null when the file names none, or this
 * company.
 */
export function otherCompanyIn(
  fileCompany: string | null,
  ours: string = company.name,
): string | null {
  if (!fileCompany?.trim()) return null;
  const theirs = words(fileCompany);
  const mine = words(ours);
  const [shorter, longer] = theirs.length <= mine.length ? [theirs, mine] : [mine, theirs];
  const same = shorter.length > 0 && shorter.every((w) => longer.includes(w));
  return same ? null : fileCompany.trim();
}

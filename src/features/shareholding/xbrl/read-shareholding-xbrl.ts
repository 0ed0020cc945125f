/**
 * A shareholding pattern XBRL instance (in-bse-shp) to one quarter's category totals, read in the
 * browser as the results are: the "as on" date, and for each of the site's categories the number
 * of shares in the contexts whose only dimension is the category of shareholders (named holders
 * are in other contexts and left out), with the total the file states. Refused in words: not a
 * quarter's end, a category given twice, a figure that is not a whole number of shares. Whether
 * the categories add up to the total is shown, not decided: the database's sum check
 * (private.prepare_shareholding_quarter) stays the final word.
 */
import { formatIndianDate } from '@/lib/format-date';
import { SHAREHOLDING_CATEGORIES, type ShareholdingCategoryKey } from '@/lib/shareholding';
import { readInstance, type ReadOptions } from '@/lib/xbrl/read-instance';
import { XbrlError } from '@/lib/xbrl/xbrl-error';
import {
  CATEGORY_AXIS,
  COMPANY,
  DATE_OF_REPORT,
  MEMBER_CATEGORY,
  SHARES,
  SHP_TAXONOMY,
  SUBTOTAL_MEMBERS,
  TOTAL_MEMBER,
  memberKey,
} from './shp-taxonomy';

export type ShareholdingRead = {
  quarterEnd: string;
  company: string | null;
  shares: Record<ShareholdingCategoryKey, number>;
  /** The total the pattern states (Table I's total row). */
  total: number;
  /** What was not read, in words (members the site has no category for). */
  notes: string[];
};

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];

function wholeShares(text: string, where: string): number {
  if (!/^\d{1,15}$/.test(text.trim()))
    throw new XbrlError(
      `The number of shares of ${where} is “${text.slice(0, 30)}”, which is not a whole number of shares.`,
    );
  return Number(text.trim());
}

/** Reads a shareholding pattern XBRL file's text. Throws XbrlError with the reason when it cannot. */
export async function readShareholdingXbrl(
  text: string,
  options: ReadOptions = {},
): Promise<ShareholdingRead> {
  const { contexts, facts } = await readInstance(text, SHP_TAXONOMY, options);
  const stated = [
    ...new Set(
      facts.filter((f) => f.name === DATE_OF_REPORT).map((f) => f.text.trim().slice(0, 10)),
    ),
  ];
  const categoryContexts = new Map<string, string>();
  for (const context of contexts.values()) {
    const only = context.members.length === 1 ? context.members[0] : undefined;
    if (!only || context.typed || !context.instant) continue;
    if (only.dimension.replace(/^.*:/, '') !== CATEGORY_AXIS) continue;
    categoryContexts.set(context.id, memberKey(only.member));
  }
  const instants = [
    ...new Set([...categoryContexts.keys()].map((id) => contexts.get(id)?.end ?? '')),
  ];
  const asOn = stated[0] ?? instants[0];
  if (!asOn || !/^\d{4}-\d{2}-\d{2}$/.test(asOn))
    throw new XbrlError(
      `The file does not say the date the pattern is as on (${DATE_OF_REPORT}) in a form this desk reads (YYYY-MM-DD).`,
    );
  if (stated.length > 1 || instants.some((d) => d !== asOn))
    throw new XbrlError(
      `The file gives more than one date for the pattern (${[...new Set([...stated, ...instants])].map(formatIndianDate).join(', ')}), so it is not known which day it is as on.`,
    );
  if (!QUARTER_ENDS.includes(asOn.slice(5)))
    throw new XbrlError(
      `The pattern is as on ${formatIndianDate(asOn)}, which is not the end of a quarter. The site shows the pattern as at each quarter’s end (31 March, 30 June, 30 September, 31 December), as Regulation 31(1)(b) of the LODR Regulations has it filed; a pattern filed for another date (before a listing or an allotment) is not one of them.`,
    );

  const shares = Object.fromEntries(SHAREHOLDING_CATEGORIES.map((c) => [c.key, 0])) as Record<
    ShareholdingCategoryKey,
    number
  >;
  const seen = new Set<string>();
  const unknown = new Map<string, number>();
  let total: number | null = null;
  for (const fact of facts) {
    if (fact.name !== SHARES) continue;
    const member = categoryContexts.get(fact.contextRef);
    if (member === undefined) continue; // a named holder, or a context of another table
    if (fact.nil || !fact.text) continue;
    if (seen.has(member))
      throw new XbrlError(`The file gives the number of shares of ${member} twice.`);
    seen.add(member);
    const value = wholeShares(fact.text, member);
    const category = MEMBER_CATEGORY[member];
    if (member === TOTAL_MEMBER) total = value;
    else if (category) shares[category] += value;
    else if (!SUBTOTAL_MEMBERS.has(member)) unknown.set(member, value);
  }
  if (total === null)
    throw new XbrlError(
      'The file does not state the total number of shares (NumberOfShares for ShareholdingPatternMember, Table I’s total row).',
    );
  const notes = [...unknown.entries()].map(
    ([member, value]) =>
      `${value.toLocaleString('en-IN')} shares in the category “${member}” are not read: the site has no category for it. If the categories fall short of the total by as much, the file uses a category this desk does not know; enter the quarter by hand.`,
  );
  const company = facts.find((f) => f.name === COMPANY)?.text ?? null;
  return { quarterEnd: asOn, company, shares, total, notes };
}

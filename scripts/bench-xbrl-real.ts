/**
 * Part of `npm run bench:xbrl`: the desk's results reader on real filings, in Chromium, and every
 * figure it returns compared with an independent read of the same file. Set XBRL_REAL_DIR to a
 * folder of results instances (any depth; *.xml). Those used so far are NSE's, in the public copy
 * at GitHub dvygo/EQ-DATA-ENGINEERING (corporate-filingsNSE/DATA/<symbol>/XBRL): 3,520 files of
 * 70 companies, 2018 to January 2025. They are not kept in this repository.
 *
 * The independent read uses no XML parser and none of the reader's code: regular expressions
 * find each context's dates and each header fact, and a period's figure is the value of the
 * element in a non-dimensional context whose header dates (or, lacking them, own dates) are the
 * period's. Figures compare as exact decimals.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { inChromium as InChromium } from './bench-xbrl';

type Period = {
  period_start: string;
  period_end: string;
  period_kind: string;
  figures: Record<string, string>;
  problems: string[];
};
type RealRead = {
  ms: number;
  read: { periods: Period[]; notes: string[] } | null;
  refused: string | null;
};

const ELEMENTS: Record<string, string> = {
  revenue_from_operations: 'RevenueFromOperations',
  other_income: 'OtherIncome',
  total_income: 'Income',
  total_expenses: 'Expenses',
  exceptional_items: 'ExceptionalItemsBeforeTax',
  profit_before_tax: 'ProfitBeforeTax',
  tax_expense: 'TaxExpense',
  profit_for_period: 'ProfitLossForPeriod',
  other_comprehensive_income: 'OtherComprehensiveIncomeNetOfTaxes',
  basic_eps: 'BasicEarningsLossPerShareFromContinuingAndDiscontinuedOperations',
  diluted_eps: 'DilutedEarningsLossPerShareFromContinuingAndDiscontinuedOperations',
  paid_up_capital: 'PaidUpValueOfEquityShareCapital',
  face_value: 'FaceValueOfEquityShareCapital',
};

function xmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return xmlFiles(path);
    return name.toLowerCase().endsWith('.xml') ? [path] : [];
  });
}

/** "415835000.00" and "415835000" are one number: the digits without trailing zeros. */
function same(a: string, b: string): boolean {
  const norm = (x: string) => {
    const [w = '', f = ''] = x.trim().replace(/^\+/, '').split('.');
    const whole = w.replace(/^(-?)0+(?=\d)/, '$1');
    const frac = f.replace(/0+$/, '');
    const text = frac ? `${whole}.${frac}` : whole;
    return text === '-0' ? '0' : text;
  };
  return norm(a) === norm(b);
}

/** The independent read: the values of `element` for the period, by regular expressions only. */
function independent(text: string, element: string, start: string, end: string): string[] {
  const own = new Map<string, [string, string]>();
  const dimensional = new Set<string>();
  for (const m of text.matchAll(/<xbrli:context id="([^"]+)">(.*?)<\/xbrli:context>/gs)) {
    const body = m[2] ?? '';
    if (/scenario|segment/.test(body)) {
      dimensional.add(m[1] ?? '');
      continue;
    }
    const s = /<xbrli:startDate>([^<]{10})/.exec(body)?.[1];
    const e = /<xbrli:endDate>([^<]{10})/.exec(body)?.[1];
    if (s && e) own.set(m[1] ?? '', [s, e]);
  }
  const header = (name: string) =>
    new Map(
      [...text.matchAll(new RegExp(`:${name} contextRef="([^"]+)"[^>]*>([^<]{10})`, 'g'))].map(
        (m) => [m[1] ?? '', m[2] ?? ''],
      ),
    );
  const hs = header('DateOfStartOfReportingPeriod');
  const he = header('DateOfEndOfReportingPeriod');
  const ids = new Set([...own.keys(), ...hs.keys()]);
  const matching = [...ids].filter((id) => {
    if (dimensional.has(id)) return false;
    const s = hs.get(id) ?? own.get(id)?.[0];
    const e = he.get(id) ?? own.get(id)?.[1];
    return s === start && e === end;
  });
  return matching.flatMap((id) =>
    [...text.matchAll(new RegExp(`:${element} contextRef="${id}"[^>]*>([^<]*)<`, 'g'))].map(
      (m) => m[1] ?? '',
    ),
  );
}

/** `inChromium` is bench-xbrl.ts's (passed in: that module runs the bench when imported as main). */
export async function benchRealFiles(
  dir: string,
  inChromium: typeof InChromium,
): Promise<Record<string, string>> {
  const paths = xmlFiles(dir);
  const files = Object.fromEntries(
    paths.map((p) => [relative(dir, p).replaceAll('/', '__'), readFileSync(p, 'utf8')]),
  );
  const reads = await inChromium<RealRead>(files, 1, 'readReal');
  let read = 0;
  let compared = 0;
  let equal = 0;
  let flagged = 0;
  let ms = 0;
  const refusals = new Map<string, number>();
  const differences: string[] = [];
  for (const [name, [result]] of Object.entries(reads)) {
    if (!result) continue;
    ms += result.ms;
    if (!result.read) {
      const reason = (result.refused ?? '').replace(/“[^”]*”|\d[\d ,A-Za-z]*\d/g, '…').slice(0, 90);
      refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
      continue;
    }
    read += 1;
    const text = files[name] ?? '';
    for (const period of result.read.periods) {
      if (period.problems.length > 0) flagged += 1;
      for (const [figure, element] of Object.entries(ELEMENTS)) {
        const theirs = independent(text, element, period.period_start, period.period_end);
        compared += 1;
        const ours = period.figures[figure] ?? '';
        if (theirs.length > 0 && theirs.every((v) => same(v, ours))) equal += 1;
        else if (differences.length < 5)
          differences.push(
            `${name} ${period.period_end} ${figure}: ${ours} vs ${theirs.join('/')}`,
          );
      }
    }
  }
  const n = Object.keys(reads).length;
  return {
    'real files: read / tried': `${String(read)} / ${String(n)} (${dir})`,
    'real files: figures equal to an independent read / compared': `${String(equal)} / ${String(compared)}${differences.length ? `; first differences: ${differences.join('; ')}` : ''}`,
    'real files: periods read with a figure the site cannot keep, named at reading':
      String(flagged),
    'real files: time per file in Chromium (mean)': `${(ms / Math.max(n, 1)).toFixed(1)} ms`,
    ...Object.fromEntries(
      [...refusals.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([reason, count], i) => [
          `real files: refusal ${String(i + 1)} (${String(count)})`,
          reason,
        ]),
    ),
  };
}

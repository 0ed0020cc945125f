/**
 * An XBRL instance document, read with the browser's own XML parser (DOMParser) into its
 * contexts, units and facts, or refused in plain words: not XML, not an XBRL instance, another
 * taxonomy, elements the results taxonomy does not have, a context defined twice or missing,
 * more facts than a results file holds. Nothing here knows what the figures mean.
 */
import {
  LINK,
  MAX_FACTS,
  XBRLI,
  XSI,
  isResultsFamily,
  isResultsNamespace,
} from './results-taxonomy';
import { XbrlError } from './xbrl-error';

export type Context = {
  id: string;
  /** `YYYY-MM-DD`; for an instant, start is null and end is the instant. */
  start: string | null;
  end: string;
  instant: boolean;
  /** A segment or scenario (a business segment, an expense split): not the company's totals. */
  dimensional: boolean;
};

export type Fact = {
  name: string;
  contextRef: string;
  /** 'INR', 'INRPerShare', or the unit's measure as written (USD, pure, shares ...). */
  unit: string | null;
  decimals: string | null;
  nil: boolean;
  text: string;
};

export type Instance = { contexts: Map<string, Context>; facts: Fact[] };

export type ReadOptions = {
  /** Lets the browser breathe between slices of the walk (the desk passes a yield). */
  yieldToMain?: () => Promise<void>;
};

const SLICE = 400;
const DATE = /^(\d{4}-\d{2}-\d{2})(T00:00:00)?$/;

const childrenOf = (el: Element, ns: string, name: string) =>
  Array.from(el.children).filter((c) => c.namespaceURI === ns && c.localName === name);
const textOf = (el: Element | undefined) => el?.textContent?.trim() ?? '';

function readContext(el: Element): Context {
  const id = el.getAttribute('id') ?? '';
  if (!id) throw new XbrlError('A context in the file has no id, so no figure can refer to it.');
  const [period] = childrenOf(el, XBRLI, 'period');
  const [entity] = childrenOf(el, XBRLI, 'entity');
  const dimensional =
    childrenOf(el, XBRLI, 'scenario').length > 0 ||
    (entity ? childrenOf(entity, XBRLI, 'segment').length > 0 : false);
  const date = (raw: string) => {
    const match = DATE.exec(raw);
    if (!match?.[1])
      throw new XbrlError(`The context “${id}” has the date “${raw}”, which is not a date.`);
    return match[1];
  };
  if (!period) throw new XbrlError(`The context “${id}” has no period.`);
  const [instant] = childrenOf(period, XBRLI, 'instant');
  if (instant) return { id, start: null, end: date(textOf(instant)), instant: true, dimensional };
  const [start] = childrenOf(period, XBRLI, 'startDate');
  const [end] = childrenOf(period, XBRLI, 'endDate');
  if (!start || !end) throw new XbrlError(`The context “${id}” has no start or end date.`);
  return { id, start: date(textOf(start)), end: date(textOf(end)), instant: false, dimensional };
}

function readUnit(el: Element): string {
  const measures = Array.from(el.getElementsByTagNameNS(XBRLI, 'measure')).map((m) =>
    textOf(m).replace(/^.*:/, ''),
  );
  const divide = el.getElementsByTagNameNS(XBRLI, 'divide').length > 0;
  if (divide && measures[0] === 'INR' && measures[1] === 'shares') return 'INRPerShare';
  return divide ? measures.join('/') : (measures[0] ?? '');
}

function parse(text: string): Element {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const root = doc.documentElement;
  if (doc.getElementsByTagName('parsererror').length > 0 || !root) {
    throw new XbrlError(
      'This file is not readable XML: it may be damaged or cut short. Download the XBRL file again from the exchange’s filing.',
    );
  }
  if (root.namespaceURI !== XBRLI || root.localName !== 'xbrl') {
    throw new XbrlError(
      'This file is XML but not an XBRL instance document. Choose the results XBRL file (.xml) filed with the exchange.',
    );
  }
  return root;
}

/** Reads the instance. Throws XbrlError with words for the administrator when it cannot. */
export async function readInstance(text: string, options: ReadOptions = {}): Promise<Instance> {
  const root = parse(text);
  const contexts = new Map<string, Context>();
  const units = new Map<string, string>();
  const facts: Fact[] = [];
  const foreign = new Set<string>();

  // Sibling by sibling: a live `children` collection is walked in quadratic time by some DOMs.
  let i = 0;
  for (let el = root.firstElementChild; el; el = el.nextElementSibling, i++) {
    if (i > 0 && i % SLICE === 0) await options.yieldToMain?.();
    const ns = el.namespaceURI;
    if (ns === XBRLI && el.localName === 'context') {
      const context = readContext(el);
      if (contexts.has(context.id))
        throw new XbrlError(
          `The context “${context.id}” is defined twice, so its figures cannot be told apart. The file is damaged; download it again.`,
        );
      contexts.set(context.id, context);
    } else if (ns === XBRLI && el.localName === 'unit') {
      units.set(el.getAttribute('id') ?? '', readUnit(el));
    } else if (ns === LINK) {
      // schemaRef, roleRef, footnotes: references to the taxonomy, not figures.
    } else if (isResultsFamily(ns)) {
      if (!isResultsNamespace(ns)) continue;
      const contextRef = el.getAttribute('contextRef');
      if (!contextRef)
        throw new XbrlError(`The figure ${el.localName} has no context: the file is damaged.`);
      facts.push({
        name: el.localName,
        contextRef,
        unit: el.getAttribute('unitRef'),
        decimals: el.getAttribute('decimals'),
        nil: el.getAttributeNS(XSI, 'nil') === 'true',
        text: textOf(el),
      });
      if (facts.length > MAX_FACTS)
        throw new XbrlError(
          `This file holds more than ${MAX_FACTS.toLocaleString('en-IN')} figures; a quarter’s results file holds a few hundred. It is not a results file, or not one this desk can read.`,
        );
    } else {
      foreign.add(el.prefix ? `${el.prefix}:${el.localName}` : el.localName);
    }
  }

  if (facts.length === 0) {
    throw new XbrlError(
      foreign.size > 0
        ? `This XBRL file is in another taxonomy (${[...foreign][0] ?? ''} …), not the Ind AS results taxonomy (in-bse-fin) the exchange takes results in. Choose the results XBRL file.`
        : 'This XBRL file holds no figures.',
    );
  }
  if (foreign.size > 0) {
    const names = [...foreign].slice(0, 3).join(', ');
    throw new XbrlError(
      `This file holds elements the results taxonomy does not have (${names}${foreign.size > 3 ? ' …' : ''}). It has been changed since it was filed; use the file as filed with the exchange.`,
    );
  }
  const missing = [
    ...new Set(facts.filter((f) => !contexts.has(f.contextRef)).map((f) => f.contextRef)),
  ];
  if (missing.length > 0) {
    throw new XbrlError(
      `Figures in this file refer to ${missing.length === 1 ? 'a context' : 'contexts'} it does not define (${missing.slice(0, 3).join(', ')}), so their periods are unknown. The file is damaged; download it again.`,
    );
  }
  for (const fact of facts) {
    if (fact.unit !== null) fact.unit = units.get(fact.unit) ?? fact.unit;
  }
  return { contexts, facts };
}

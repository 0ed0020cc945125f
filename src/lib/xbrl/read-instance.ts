/**
 * An XBRL instance document, read with the browser's own XML parser (DOMParser) into its
 * contexts, units and facts, or refused in plain words: not XML, not an XBRL instance, another
 * taxonomy, elements the taxonomy does not have, a context defined twice, more facts than
 * a file of its kind holds. Contexts that facts refer to but the file does not define are listed,
 * not refused: NSE's older results instances leave out their main contexts and date them in
 * header facts (the results reader decides what they are). Nothing here knows what the figures
 * mean; the results desk and the shareholding desk each tell it their taxonomy.
 */
import { XbrlError } from './xbrl-error';

export const XBRLI = 'http://www.xbrl.org/2003/instance';
export const LINK = 'http://www.xbrl.org/2003/linkbase';
export const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
export const XLINK = 'http://www.w3.org/1999/xlink';
export const XBRLDI = 'http://xbrl.org/2006/xbrldi';

/** What the reader is told of the taxonomy a file must be in, and how to name it to a person. */
export type Taxonomy = {
  /** The taxonomy's own namespaces (any version), where the facts read are. */
  namespace: RegExp;
  /** Its family: entry points and sub-schemas published beside it (facts there are skipped). */
  family: RegExp;
  /** Past this many facts the file is not one of this kind. */
  maxFacts: number;
  /** "results XBRL file", "shareholding pattern XBRL file". */
  fileWords: string;
  /** "the Ind AS results taxonomy (in-bse-fin) the exchange takes results in". */
  taxonomyWords: string;
  /** "the results taxonomy". */
  shortWords: string;
  /** "a quarter’s results file holds a few hundred". */
  sizeWords: string;
};

export type Context = {
  id: string;
  /** `YYYY-MM-DD`; for an instant, start is null and end is the instant. */
  start: string | null;
  end: string;
  instant: boolean;
  /** A segment or scenario (a business segment, an expense split): not the company's totals. */
  dimensional: boolean;
  /** Each explicit dimension member: the axis and member as written (prefix:LocalName). */
  members: { dimension: string; member: string }[];
  /** True when the context has a typed dimension member (a named holder, say). */
  typed: boolean;
};

export type Fact = {
  name: string;
  contextRef: string;
  /** The unit's id as the fact names it (null for text). */
  unitRef: string | null;
  /**
   * 'INR' (ISO 4217 rupees), 'INRPerShare' (rupees divided by xbrli:shares), or the unit's
   * measure as written (iso4217:USD, xbrli:pure, notacurrency:INR ...); null when the fact has no
   * unit or names one the file does not define.
   */
  unit: string | null;
  decimals: string | null;
  nil: boolean;
  text: string;
};

export type Instance = {
  contexts: Map<string, Context>;
  facts: Fact[];
  /** Context ids that facts refer to but the file does not define, in order of first use. */
  undefinedContexts: string[];
  /** The taxonomy entry point the file names (link:schemaRef), as written. */
  schemaRef: string | null;
};

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
  const holders = [
    ...childrenOf(el, XBRLI, 'scenario'),
    ...(entity ? childrenOf(entity, XBRLI, 'segment') : []),
  ];
  const dimensional = holders.length > 0;
  const members = holders.flatMap((h) =>
    childrenOf(h, XBRLDI, 'explicitMember').map((m) => ({
      dimension: m.getAttribute('dimension') ?? '',
      member: textOf(m),
    })),
  );
  const typed = holders.some((h) => childrenOf(h, XBRLDI, 'typedMember').length > 0);
  const date = (raw: string) => {
    const match = DATE.exec(raw);
    if (!match?.[1])
      throw new XbrlError(`The context “${id}” has the date “${raw}”, which is not a date.`);
    return match[1];
  };
  if (!period) throw new XbrlError(`The context “${id}” has no period.`);
  const [instant] = childrenOf(period, XBRLI, 'instant');
  if (instant)
    return {
      id,
      start: null,
      end: date(textOf(instant)),
      instant: true,
      dimensional,
      members,
      typed,
    };
  const [start] = childrenOf(period, XBRLI, 'startDate');
  const [end] = childrenOf(period, XBRLI, 'endDate');
  if (!start || !end) throw new XbrlError(`The context “${id}” has no start or end date.`);
  return {
    id,
    start: date(textOf(start)),
    end: date(textOf(end)),
    instant: false,
    dimensional,
    members,
    typed,
  };
}

/** ISO 4217 currencies and the XBRL instance namespace (shares, pure), as XBRL 2.1 names them. */
const ISO4217 = 'http://www.xbrl.org/2003/iso4217';

/**
 * A unit to 'INR', 'INRPerShare' or its measures as written. A measure is a QName: rupees only
 * when its prefix is bound to the ISO 4217 namespace (XBRL 2.1, section 4.8.2), so a unit
 * written `notacurrency:INR` is not rupees, whatever its local name says.
 */
function readUnit(el: Element): string {
  const measures = Array.from(el.getElementsByTagNameNS(XBRLI, 'measure')).map((m) => {
    const written = textOf(m);
    const colon = written.indexOf(':');
    const prefix = colon > 0 ? written.slice(0, colon) : null;
    return { written, ns: m.lookupNamespaceURI(prefix), local: written.slice(colon + 1) };
  });
  const isRupees = (m: (typeof measures)[number] | undefined) =>
    m?.ns === ISO4217 && m.local === 'INR';
  const isShares = (m: (typeof measures)[number] | undefined) =>
    m?.ns === XBRLI && m.local === 'shares';
  const divide = el.getElementsByTagNameNS(XBRLI, 'divide').length > 0;
  if (divide && measures.length === 2 && isRupees(measures[0]) && isShares(measures[1]))
    return 'INRPerShare';
  if (!divide && measures.length === 1 && isRupees(measures[0])) return 'INR';
  return measures.map((m) => m.written).join(divide ? '/' : ' ');
}

function parse(text: string, taxonomy: Taxonomy): Element {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const root = doc.documentElement;
  if (doc.getElementsByTagName('parsererror').length > 0 || !root) {
    throw new XbrlError(
      'This file is not readable XML: it may be damaged or cut short. Download the XBRL file again from the exchange’s filing.',
    );
  }
  if (root.namespaceURI !== XBRLI || root.localName !== 'xbrl') {
    throw new XbrlError(
      `This file is XML but not an XBRL instance document. Choose the ${taxonomy.fileWords} (.xml) filed with the exchange.`,
    );
  }
  return root;
}

/** Reads the instance. Throws XbrlError with words for the administrator when it cannot. */
export async function readInstance(
  text: string,
  taxonomy: Taxonomy,
  options: ReadOptions = {},
): Promise<Instance> {
  const root = parse(text, taxonomy);
  const contexts = new Map<string, Context>();
  const units = new Map<string, string>();
  const facts: Fact[] = [];
  const foreign = new Set<string>();
  let schemaRef: string | null = null;

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
      if (el.localName === 'schemaRef') schemaRef ??= el.getAttributeNS(XLINK, 'href');
    } else if (taxonomy.family.test(ns ?? '')) {
      if (!taxonomy.namespace.test(ns ?? '')) continue;
      const contextRef = el.getAttribute('contextRef');
      if (!contextRef)
        throw new XbrlError(`The figure ${el.localName} has no context: the file is damaged.`);
      facts.push({
        name: el.localName,
        contextRef,
        unitRef: el.getAttribute('unitRef'),
        unit: null,
        decimals: el.getAttribute('decimals'),
        nil: el.getAttributeNS(XSI, 'nil') === 'true',
        text: textOf(el),
      });
      if (facts.length > taxonomy.maxFacts)
        throw new XbrlError(
          `This file holds more than ${taxonomy.maxFacts.toLocaleString('en-IN')} figures; ${taxonomy.sizeWords}. It is not a ${taxonomy.fileWords}, or not one this desk can read.`,
        );
    } else {
      foreign.add(el.prefix ? `${el.prefix}:${el.localName}` : el.localName);
    }
  }

  if (facts.length === 0) {
    throw new XbrlError(
      foreign.size > 0
        ? `This XBRL file is in another taxonomy (${[...foreign][0] ?? ''} …), not ${taxonomy.taxonomyWords}. Choose the ${taxonomy.fileWords}.`
        : 'This XBRL file holds no figures.',
    );
  }
  if (foreign.size > 0) {
    const names = [...foreign].slice(0, 3).join(', ');
    throw new XbrlError(
      `This file holds elements ${taxonomy.shortWords} does not have (${names}${foreign.size > 3 ? ' …' : ''}). It has been changed since it was filed; use the file as filed with the exchange.`,
    );
  }
  const undefinedContexts = [
    ...new Set(facts.filter((f) => !contexts.has(f.contextRef)).map((f) => f.contextRef)),
  ];
  // A unitRef that names no unit of the file has no unit: never rupees by its id alone.
  for (const fact of facts)
    fact.unit = fact.unitRef === null ? null : (units.get(fact.unitRef) ?? null);
  return { contexts, facts, undefinedContexts, schemaRef };
}

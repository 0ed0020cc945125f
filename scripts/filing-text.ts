/**
 * Deterministic filing-like text for the search benchmarks: pages of English annual-report,
 * board-meeting and disclosure prose with some Hindi notice passages, generated from a seed.
 *
 * Why not a word list: real filings are sentences. A few words ("company", "the", "board") are
 * on nearly every page, most words on few, and names, figures and dates make a long tail. So a
 * page is sentences drawn from templates of filing prose, templates and the words in their slots
 * picked with Zipf-like weights (the k-th most common with weight 1/k), numbers and dates from
 * the seed. A benchmark whose every word is on every page measures only the worst case.
 */

/** Mulberry32: a small, seedable pseudo-random generator (the same pages for the same seed). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks the k-th item with weight 1/k (Zipf, exponent 1), by a table of cumulative weights. */
function zipf<T>(items: readonly T[]): (random: () => number) => T {
  const cumulative: number[] = [];
  let sum = 0;
  items.forEach((_, k) => cumulative.push((sum += 1 / (k + 1))));
  return (random) => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo] as T;
  };
}

const words = (s: string) => s.trim().split(/\s*,\s*/);

// Slot fillers, most common first.
const SLOTS: Record<string, readonly string[]> = {
  committee: words(`Audit Committee, Nomination and Remuneration Committee, Stakeholders
    Relationship Committee, Corporate Social Responsibility Committee, Risk Management Committee,
    Share Transfer Committee, Finance Committee, Executive Committee`),
  statement: words(`standalone financial statements, consolidated financial statements, balance
    sheet, statement of profit and loss, cash flow statement, statement of changes in equity,
    notes to accounts, segment information, auditor's report, directors' report, management
    discussion and analysis, business responsibility and sustainability report`),
  item: words(`revenue from operations, other income, finance costs, depreciation and
    amortisation, employee benefit expenses, cost of materials consumed, exceptional items,
    deferred tax, trade receivables, inventories, borrowings, capital work in progress,
    intangible assets, contingent liabilities, provisions, other equity, earnings per share,
    lease liabilities, investment property, goodwill, research and development expenditure,
    export incentives, foreign exchange fluctuation, impairment allowance, dividend payable`),
  product: words(`paracetamol, amoxicillin, metformin, atorvastatin, azithromycin, ranitidine,
    omeprazole, pantoprazole, cetirizine, ibuprofen, diclofenac, ciprofloxacin, levofloxacin,
    amlodipine, losartan, telmisartan, glimepiride, montelukast, ondansetron, domperidone,
    ceftriaxone, cefixime, doxycycline, fluconazole, albendazole, ivermectin, hydroxychloroquine,
    levocetirizine, rabeprazole, esomeprazole, clopidogrel, rosuvastatin, sitagliptin,
    vildagliptin, dapagliflozin, empagliflozin, linezolid, meropenem, piperacillin, tazobactam,
    ofloxacin, ornidazole, nimesulide, aceclofenac, tramadol, gabapentin, pregabalin, sertraline,
    escitalopram, olanzapine`),
  form: words(`tablets, capsules, oral suspension, dry syrup, injection, ointment, eye drops,
    sachets, active pharmaceutical ingredients, intermediates, softgel capsules, effervescent
    tablets`),
  market: words(`domestic market, Africa, Latin America, South East Asia, the CIS countries,
    the Middle East, Europe, Sri Lanka, Nepal, Bangladesh, Myanmar, Kenya, Nigeria, Uganda,
    Tanzania, Ghana, Philippines, Vietnam, Cambodia, Peru, Guatemala, Ukraine, Uzbekistan`),
  place: words(`Indore, Pithampur, Dewas, Ujjain, Bhopal, Dhar, Ratlam, Mumbai, Ahmedabad,
    Hyderabad, Baddi, Sikkim, Vapi`),
  person: words(`Rajesh Kumar Jain, Sunita Agrawal, Anil Mehta, Pradeep Chouksey, Kavita
    Sharma, Vivek Khandelwal, Meena Patidar, Sanjay Gupta, Alok Verma, Nidhi Rathore, Harish
    Malviya, Deepak Joshi, Rekha Bansal, Manoj Tiwari, Ashok Kasliwal, Pooja Saxena`),
  regulation: words(`Regulation 30, Regulation 33, Regulation 34, Regulation 17, Regulation 23,
    Regulation 24A, Regulation 29, Regulation 31, Regulation 42, Regulation 44, Regulation 46,
    Regulation 47, Regulation 74(5), Section 134, Section 135, Section 139, Section 149, Section
    177, Section 178, Section 188, Section 197, Section 204`),
  risk: words(`price controls under the Drug Prices Control Order, currency fluctuation, raw
    material prices from China, regulatory inspections, product recalls, pharmacovigilance,
    patent expiry, credit risk on export receivables, interest rate risk, cyber security,
    attrition of skilled staff, climate related disruption`),
  quarter: words(`quarter, half year, nine months, year, quarter and year, quarter and nine
    months`),
  month: words(`March, June, September, December, April, May, July, August, October, November,
    January, February`),
  certification: words(`WHO-GMP, EU-GMP, ISO 9001:2015, ISO 14001:2015, ISO 45001:2018, PIC/S,
    ANVISA, NAFDAC, TGA`),
};

// Sentences of filing prose by topic, most common first; {slot}, {n} a figure, {k} a digit,
// {pct}, {date}, {fy}, {year}. A document is about one or two topics (a notice of record date
// does not discuss pharmacovigilance), so a topic's words are on some pages, not on all.
const COMMON: readonly string[] = [
  'The Board of Directors of the Company at its meeting held on {date} approved the {statement} for the {quarter} ended {month} {year}.',
  'Pursuant to {regulation} of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, we enclose herewith the {statement} of the Company.',
  'This is for your information and records; the intimation is also available on the website of the Company.',
];
const TOPICS: readonly (readonly string[])[] = [
  [
    'Revenue from operations for the {quarter} stood at Rs. {n} lakh as against Rs. {n} lakh in the corresponding period of the previous year, a change of {pct}.',
    '{item} increased to Rs. {n} lakh from Rs. {n} lakh, mainly on account of higher volumes of {product} {form}.',
    'Earnings per share for the {quarter} ended {month} {year} were Rs. {k}.{k}{k} (basic and diluted).',
    'The {item} as at {date} amounted to Rs. {n} lakh, as disclosed in note {k} to the {statement}.',
    'The statutory auditors have issued an unmodified opinion on the {statement} for the financial year {fy}.',
  ],
  [
    'The Board has recommended a final dividend of Rs. {k} per equity share of Rs. 10 each, subject to the approval of the members at the Annual General Meeting.',
    'The record date for the purpose of the dividend has been fixed as {date}, and the register of members will remain closed from {date} to {date}.',
    'Unclaimed dividend of Rs. {n} for the financial year {fy} will be transferred to the Investor Education and Protection Fund on {date}.',
    'Dividend will be paid through electronic modes to shareholders who have updated their bank account details; tax will be deducted at source as applicable.',
  ],
  [
    'The Company continues to focus on {product} {form} for the {market}, where demand remained steady during the year.',
    'Exports to {market} accounted for {pct} of total revenue, while the {market} contributed {pct}.',
    'The Company filed {k} dossiers for {product} {form} with regulators in the {market} and received {k} approvals.',
    'The manufacturing facility at {place} holds {certification} certification and was inspected by the regulator on {date} with no critical observations.',
    'Capital expenditure of Rs. {n} lakh was incurred on the expansion of the {form} block at {place}, commissioned on {date}.',
  ],
  [
    'The notice of the Annual General Meeting, to be held on {date} through video conferencing, is being sent only by email to members whose email addresses are registered.',
    'The scrutinizer, {person}, Practising Company Secretary, submitted the report on e-voting and the resolutions were passed with the requisite majority.',
    'Remote e-voting will open on {date} and close on {date}; members holding shares on the cut-off date may cast their votes electronically.',
  ],
  [
    'All related party transactions entered into during the year were on an arm\u2019s length basis and in the ordinary course of business, as reviewed by the {committee}.',
    'The {committee} met {k} times during the financial year {fy} and all members attended the meetings.',
    'Mr./Ms. {person} was appointed as an Independent Director for a term of five consecutive years with effect from {date}.',
    'The remuneration of the Managing Director, {person}, was within the limits prescribed under {regulation} of the Companies Act, 2013.',
    'The Company has a vigil mechanism and whistle blower policy through which directors and employees may report genuine concerns to the chairperson of the {committee}.',
  ],
  [
    'The principal risks identified by the {committee} include {risk} and {risk}; mitigation plans are reviewed every quarter.',
    'Credit rating agencies reaffirmed the rating of the long term bank facilities of the Company on {date}.',
    'There were no material changes and commitments affecting the financial position of the Company between the end of the financial year and the date of this report.',
  ],
  [
    'The secretarial audit report issued by {person} for the year ended {month} {year} contains no qualification, reservation or adverse remark.',
    'The Company has complied with the applicable secretarial standards issued by the Institute of Company Secretaries of India.',
    'The reconciliation of share capital audit confirms that the issued, listed and dematerialised capital agree with the records of the depositories.',
  ],
  [
    'Shareholders holding shares in physical form are requested to dematerialise them, as transfers are processed only in dematerialised form under {regulation}.',
    'Investors may write to the Registrar and Share Transfer Agent or to the Company Secretary for any grievance regarding transmission, duplicate certificates or dividends.',
    'Members are requested to register their nomination and update their PAN, KYC and bank details with their depository participants.',
  ],
  [
    'During the year the Company spent Rs. {n} lakh on corporate social responsibility activities in healthcare and education around {place}.',
    'Research and development expenditure was Rs. {n} lakh, or {pct} of revenue, directed at new formulations of {product}.',
    'The pharmacovigilance team reviewed {k} adverse event reports for {product} {form}, and none required a change of labelling.',
  ],
];
// Hindi passages as newspaper publications of a notice print them.
const HINDI: readonly string[] = [
  'एतद्द्वारा सूचना दी जाती है कि कंपनी के निदेशक मंडल की बैठक {date} को आयोजित की जाएगी जिसमें वित्तीय परिणामों पर विचार किया जाएगा।',
  'कंपनी की वार्षिक आम बैठक वीडियो कॉन्फ्रेंसिंग के माध्यम से आयोजित की जाएगी और सूचना सदस्यों को ईमेल द्वारा भेजी गई है।',
  'निदेशक मंडल ने प्रति इक्विटी शेयर रु. {k} के लाभांश की अनुशंसा की है जो सदस्यों के अनुमोदन के अधीन है।',
  'लाभांश प्राप्त करने हेतु अभिलेख तिथि {date} निर्धारित की गई है तथा सदस्यों का रजिस्टर बंद रहेगा।',
  'अदावाकृत लाभांश की राशि निवेशक शिक्षा एवं संरक्षण कोष में अंतरित की जाएगी, शेयरधारक शीघ्र दावा करें।',
  'प्रबंधन एवं स्वतंत्र निदेशकों ने इंदौर स्थित संयंत्र का निरीक्षण किया और गुणवत्ता मानकों की समीक्षा की।',
  'ई-वोटिंग की सुविधा {date} से प्रारंभ होगी, संवीक्षक की रिपोर्ट स्टॉक एक्सचेंज की वेबसाइट पर उपलब्ध होगी।',
  'भौतिक रूप में शेयर रखने वाले सदस्यों से अनुरोध है कि वे अपने शेयरों का अभौतिकीकरण कराएं।',
];

const pickCommon = zipf(COMMON);
const pickTopic = zipf(TOPICS.map((_, i) => i));
const topicPickers = TOPICS.map((t) => zipf(t));
const pickHindi = zipf(HINDI);
const pickers = Object.fromEntries(Object.entries(SLOTS).map(([k, v]) => [k, zipf(v)]));

function fill(template: string, random: () => number): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const r = random();
    if (slot === 'n')
      return (
        Math.floor(r * 99_999).toLocaleString('en-IN') +
        '.' +
        String(Math.floor(random() * 100)).padStart(2, '0')
      );
    if (slot === 'k') return String(1 + Math.floor(r * 9));
    if (slot === 'pct') return `${(r * 40).toFixed(1)} per cent`;
    if (slot === 'year') return String(2015 + Math.floor(r * 11));
    if (slot === 'fy') {
      const y = 2015 + Math.floor(r * 11);
      return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
    }
    if (slot === 'date') {
      const day = 1 + Math.floor(r * 28);
      const month = pickers.month?.(random) ?? 'March';
      return `${day} ${month} ${2015 + Math.floor(random() * 11)}`;
    }
    return pickers[slot]?.(random) ?? slot;
  });
}

/**
 * Page `page` of document `document`: about `wordsAPage` words on the document's one or two
 * topics, with a few sentences every filing has. `hindi`: the share of documents whose pages carry
 * a Hindi passage (a newspaper publication prints the notice in both languages).
 */
export function filingPage(document: number, page: number, wordsAPage = 500, hindi = 0.1): string {
  const ofDocument = seededRandom(document * 7919 + 1);
  const topics = [pickTopic(ofDocument), pickTopic(ofDocument)];
  const withHindi = ofDocument() < hindi;
  const random = seededRandom(document * 7919 + page * 104729 + 17);
  const sentences: string[] = [];
  let count = 0;
  const add = (template: string) => {
    const s = fill(template, random);
    sentences.push(s);
    count += s.split(' ').length;
  };
  if (withHindi) for (let i = 0; i < 3; i++) add(pickHindi(random));
  while (count < wordsAPage) {
    const r = random();
    const topic = topicPickers[topics[r < 0.6 ? 0 : 1] ?? 0];
    add(r < 0.85 && topic ? topic(random) : pickCommon(random));
  }
  return sentences.join(random() < 0.3 ? '\n' : ' ');
}

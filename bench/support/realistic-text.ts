// Deterministic, realistic-looking private-markets data: the same seed gives the same rows and text in
// every run, so runs compare like with like, while words, sizes and names vary the way a team's do.

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
};

/** mulberry32: tiny, fast and good enough to vary benchmark data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

const managerFirst = [
  'Northwind',
  'Harbor Peak',
  'Granite',
  'Blue Heron',
  'Summit Ridge',
  'Crescent',
  'Ironbridge',
  'Meridian',
  'Silver Lake',
  'Oakmont',
  'Cedar Point',
  'Atlas',
  'Redwood',
  'Beacon Hill',
  'Kestrel',
  'Larkspur',
  'Sterling',
  'Windward',
  'Evergreen',
  'Highland',
  'Pioneer',
  'Aurora',
  'Bramble',
  'Cobalt',
  'Driftwood',
  'Falcon',
  'Juniper',
  'Lighthouse',
  'Monarch',
  'Osprey',
  'Quarry',
  'Riverbend',
  'Sequoia',
  'Tidewater',
];
const managerSecond = [
  'Capital',
  'Partners',
  'Equity',
  'Investors',
  'Asset Management',
  'Ventures',
  'Advisors',
];
const fundWords = [
  'Buyout',
  'Growth',
  'Opportunities',
  'Credit',
  'Infrastructure',
  'Real Assets',
  'Secondaries',
  'Technology',
  'Healthcare',
  'Special Situations',
  'Mid-Market',
  'Impact',
];
const romans = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

export const strategies = [
  'Buyout',
  'Growth Equity',
  'Venture Capital',
  'Private Credit',
  'Infrastructure',
  'Real Estate',
  'Secondaries',
  'Distressed Debt',
  'Co-Investment',
  'Fund of Funds',
];
export const geographies = [
  'North America',
  'Western Europe',
  'Nordics',
  'Asia Pacific',
  'Global',
  'Latin America',
  'United Kingdom',
  'DACH',
  'Southeast Asia',
  'Middle East',
];
const sectors = [
  'healthcare services',
  'enterprise software',
  'logistics',
  'industrial automation',
  'consumer brands',
  'renewable energy',
  'specialty chemicals',
  'financial services',
  'education',
  'cybersecurity',
  'data centres',
  'fibre networks',
  'veterinary clinics',
  'aerospace components',
  'food processing',
  'insurance brokerage',
  'water utilities',
  'payments',
  'life sciences tools',
  'building products',
];
const cities = [
  'Boston',
  'Chicago',
  'Toronto',
  'London',
  'Paris',
  'Munich',
  'Stockholm',
  'Lisbon',
  'Madrid',
  'Milan',
  'Singapore',
  'Sydney',
  'Tokyo',
  'Dubai',
  'São Paulo',
  'Mexico City',
  'Amsterdam',
  'Dublin',
  'Zurich',
  'Austin',
  'Denver',
  'Seattle',
  'Atlanta',
  'Warsaw',
  'Copenhagen',
];
const risks = [
  'key-person dependency',
  'customer concentration',
  'rising interest rates',
  'currency exposure',
  'regulatory change',
  'supply chain disruption',
  'valuation compression',
  'refinancing risk',
  'integration risk',
  'competitive pricing pressure',
  'labour shortages',
  'cyber incidents',
];
const mitigations = [
  'a staggered debt maturity profile',
  'earn-out structures',
  'hedging of the main currency pairs',
  'board representation and information rights',
  'a deep bench of operating partners',
  'conservative underwriting of exit multiples',
  'covenant packages with equity cure rights',
];
const syllables = [
  'ka',
  'lo',
  'mer',
  'vi',
  'tra',
  'zen',
  'qua',
  'nor',
  'sol',
  'vex',
  'dra',
  'pel',
  'tor',
  'lin',
  'xa',
  'ber',
  'cor',
  'fin',
  'gal',
  'hex',
  'jun',
  'mar',
  'nex',
  'ori',
  'pri',
  'sky',
  'tel',
  'ura',
  'val',
  'wyn',
];
const companySuffixes = ['Systems', 'Health', 'Logistics', 'Labs', 'Group', 'Holdings', 'Networks', 'Foods'];

/** A made-up portfolio company name, such as 'Kalomer Logistics'; about 27,000 distinct stems. */
export function companyName(random: Random): string {
  const stem = random.pick(syllables) + random.pick(syllables) + random.pick(syllables);
  return `${stem[0].toUpperCase()}${stem.slice(1)} ${random.pick(companySuffixes)}`;
}

/** A fund size as teams type it: '$1.35B', '$500M', '$75M', '€2B', '$850K'. */
export function fundSize(random: Random): string {
  const roll = random.next();
  if (roll < 0.35) return `$${(random.int(10, 500) / 100).toFixed(random.next() < 0.5 ? 2 : 1)}B`;
  if (roll < 0.85) return `$${random.int(2, 99) * 10}M`;
  if (roll < 0.95) return `€${random.int(1, 9)}B`;
  return `$${random.int(2, 9) * 100}K`;
}

/** An IRR as stored: '18.5%', '-3.2%', 'N/A' or missing. */
export function irr(random: Random): string | null {
  const roll = random.next();
  if (roll < 0.1) return 'N/A';
  if (roll < 0.15) return null;
  return `${(random.int(-80, 380) / 10).toFixed(1)}%`;
}

const money = (random: Random) =>
  random.next() < 0.5
    ? `$${random.int(5, 950)} million`
    : `$${(random.int(11, 480) / 100).toFixed(2)} billion`;
const percent = (random: Random) => `${(random.int(10, 450) / 10).toFixed(1)}%`;
const multiple = (random: Random) => `${(random.int(10, 45) / 10).toFixed(1)}x`;

/** The words a text may draw on; a document narrows them to its own few, as real documents do. */
type Vocabulary = {
  sectors: readonly string[];
  cities: readonly string[];
  regions: readonly string[];
  risks: readonly string[];
  company: (random: Random) => string;
};

const everything: Vocabulary = {
  sectors,
  cities,
  regions: geographies,
  risks,
  company: companyName,
};

/** One document's subject: two sectors, two cities, a region, three risks and four companies. */
function documentVocabulary(random: Random): Vocabulary {
  const few = <T>(items: readonly T[], count: number) =>
    Array.from({ length: count }, () => random.pick(items));
  const companies = Array.from({ length: 4 }, () => companyName(random));
  return {
    sectors: few(sectors, 2),
    cities: few(cities, 2),
    regions: few(geographies, 1),
    risks: few(risks, 3),
    company: (r) => r.pick(companies),
  };
}

type Template = (r: Random, v: Vocabulary) => string;

const sentenceTemplates: Template[] = [
  (r, v) =>
    `The fund targets ${r.pick(v.sectors)} companies in ${r.pick(v.regions)} with enterprise values between ${money(r)} and ${money(r)}.`,
  (r, v) =>
    `${v.company(r)} grew revenue ${percent(r)} year over year to ${money(r)}, with EBITDA margins of ${percent(r)}.`,
  (r) =>
    `Management expects a net IRR of ${percent(r)} and a ${multiple(r)} gross multiple on invested capital.`,
  (r, v) =>
    `Key risks include ${r.pick(v.risks)} and ${r.pick(v.risks)}, which the team mitigates through ${r.pick(mitigations)}.`,
  (r) =>
    `The general partner has committed ${percent(r)} of the fund, aligning its interests with the limited partners.`,
  (r, v) =>
    `${v.company(r)}, headquartered in ${r.pick(v.cities)}, was acquired in ${r.int(2012, 2025)} for ${money(r)} at ${multiple(r)} EBITDA.`,
  (r, v) =>
    `The portfolio is diversified across ${r.int(8, 40)} companies, led by ${r.pick(v.sectors)} and ${r.pick(v.sectors)}.`,
  (r) =>
    `Distributions to paid-in capital reached ${multiple(r)} as of Q${r.int(1, 4)} ${r.int(2019, 2026)}, ahead of the median for the vintage.`,
  (r, v) =>
    `The investment committee approved a follow-on of ${money(r)} in ${v.company(r)} after its expansion into ${r.pick(v.cities)}.`,
  (r) =>
    `Net leverage stands at ${multiple(r)} EBITDA across the portfolio, leaving headroom under the covenant of ${multiple(r)}.`,
  (r, v) =>
    `Our due diligence found ${r.pick(v.risks)} to be the main concern, although ${r.pick(mitigations)} reduces it materially.`,
  (r, v) =>
    `The team of ${r.int(6, 60)} investment professionals operates from ${r.pick(v.cities)} and ${r.pick(cities)}.`,
  (r) =>
    `Management fees step down from ${(r.int(15, 20) / 10).toFixed(1)}% to ${(r.int(10, 15) / 10).toFixed(1)}% after the investment period, with ${r.int(15, 20)}% carried interest over an ${r.int(6, 9)}% hurdle.`,
  (r, v) =>
    `Exit activity in ${r.pick(v.sectors)} remained robust, with ${r.int(2, 9)} realisations returning ${money(r)} to investors.`,
];

/** A paragraph of `sentences` sentences of fund-report prose on any subject. */
export function paragraph(random: Random, sentences: number, vocabulary = everything): string {
  const parts: string[] = [];
  for (let i = 0; i < sentences; i += 1) parts.push(random.pick(sentenceTemplates)(random, vocabulary));
  return parts.join(' ');
}

/**
 * About `chars` characters of one document's prose, in paragraphs of four to seven sentences. The document
 * keeps to its own sectors, cities and companies, so a sector or city appears in a tenth or so of the
 * documents rather than in all of them (which would make every search match everything).
 */
export function prose(random: Random, chars: number): string {
  const vocabulary = documentVocabulary(random);
  const paragraphs: string[] = [];
  let length = 0;
  while (length < chars) {
    const next = paragraph(random, random.int(4, 7), vocabulary);
    paragraphs.push(next);
    length += next.length + 2;
  }
  return paragraphs.join('\n\n');
}

/** A fund's name, such as 'Harbor Peak Growth Fund IV'; the index keeps 10,000 names mostly distinct. */
export function investmentName(random: Random, index: number): string {
  const manager = `${random.pick(managerFirst)} ${random.pick(managerSecond)}`;
  return `${manager} ${random.pick(fundWords)} Fund ${romans[index % romans.length]}`;
}

export type SearchTerm = { term: string; kind: 'common' | 'specific' };

/**
 * Words a person searches the documents for: one in ten a word nearly every fund document holds ('fund',
 * 'portfolio'); the rest sectors, cities, risks and company names, each in a small share of documents.
 */
export function searchTerms(random: Random, count: number): SearchTerm[] {
  const common = ['fund', 'portfolio', 'leverage', 'distributions', 'carried interest', 'due diligence'];
  const terms: SearchTerm[] = [];
  for (let i = 0; i < count; i += 1) {
    const roll = random.next();
    if (roll < 0.1) terms.push({ term: random.pick(common), kind: 'common' });
    else if (roll < 0.35) terms.push({ term: random.pick(sectors), kind: 'specific' });
    else if (roll < 0.55) terms.push({ term: random.pick(cities), kind: 'specific' });
    else if (roll < 0.75) terms.push({ term: random.pick(risks), kind: 'specific' });
    else terms.push({ term: companyName(random).split(' ')[0], kind: 'specific' });
  }
  return terms;
}

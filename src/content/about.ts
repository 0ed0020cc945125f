import { company } from './company';

export type Milestone = { year: string; title: string; text: string };
export type Value = { title: string; text: string };

export const aboutIntro = `Since ${company.founded}, ${company.shortName} has made the basic drugs and chemicals that medicines depend on, guided by one idea: ${company.motto}.`;

export const ourStory: string[] = [
  `${company.name} was founded in ${company.founded} in ${company.registeredOffice.city}, Madhya Pradesh, to manufacture pharmaceutical raw materials of dependable quality at a fair price. It became a public limited company in ${company.becamePublicLimited} and offered its shares to the public in ${company.publicIssue}.`,
  `Our manufacturing plant is in the industrial area of ${company.plant.city}, ${company.plant.district} district, one of the state's largest pharmaceutical clusters, and our registered office is in ${company.registeredOffice.city}. A partnership with a government-owned healthcare company brought our capacity to public health programmes.`,
  'Today we supply electrolytes, iron salts, excipients and active ingredients to formulators across India, make pharmaceutical packaging, and apply the same engineering discipline to biodigester and wastewater services.',
];

/** The founding facts, shown as a timeline beside the story. */
export const milestones: Milestone[] = [
  {
    year: String(company.founded),
    title: 'Founded',
    text: `Incorporated in ${company.registeredOffice.city} to make pharmaceutical raw materials.`,
  },
  {
    year: String(company.becamePublicLimited),
    title: 'Public limited company',
    text: 'Converted into a public limited company.',
  },
  {
    year: String(company.publicIssue),
    title: 'Public issue',
    text: 'Shares offered to the public.',
  },
  {
    year: 'Today',
    title: 'Serving public health',
    text: `Registered office in ${company.registeredOffice.city}, plant in ${company.plant.city}, partner to a government-owned healthcare company.`,
  },
];

export const vision = `To make essential medicines affordable and available to everyone, so that "${company.motto}" is a fact and not only a motto.`;

export const values: Value[] = [
  {
    title: 'Quality first',
    text: 'Every batch is made and tested to pharmacopoeial standards before it leaves the plant.',
  },
  {
    title: 'Integrity',
    text: 'We deal openly with customers, regulators and shareholders, and keep our word.',
  },
  {
    title: 'Care for people',
    text: 'Safe workplaces for our people, and products that patients can rely on.',
  },
  {
    title: 'Respect for the environment',
    text: 'We treat our waste responsibly and help others do the same.',
  },
];

export const qualityPolicy = {
  statement:
    'We are committed to manufacturing products that consistently meet pharmacopoeial specifications, regulatory requirements and our customers’ expectations.',
  commitments: [
    'Follow Good Manufacturing Practices (Schedule M) at every stage of production.',
    'Test raw materials, intermediates and finished products in our quality-control laboratory.',
    'Keep complete, traceable batch records.',
    'Train our people regularly and give them the equipment to work safely.',
    'Review our processes and improve them continually.',
  ],
};

/** Where the About page points a reader who wants to know who runs the company. */
export const aboutBoardLink = {
  heading: 'Our Board',
  text: 'The directors who govern the company, their profiles and the committees of the Board.',
  label: 'Meet the Board of Directors',
} as const;

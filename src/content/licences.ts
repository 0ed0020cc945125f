import { company } from './company';

/** One licence or registration held for the plant. Numbers and dates are kept on file. */
export type Licence = { name: string; issuedUnder: string; authority: string };

export type LicenceTable = { id: string; title: string; description: string; rows: Licence[] };

const MP_POLLUTION_BOARD = 'Madhya Pradesh Pollution Control Board';

export const licenceTableA: LicenceTable = {
  id: 'table-a',
  title: 'Table A: Manufacturing and environmental licences',
  description: `Licences under which the ${company.plant.city} unit manufactures and operates.`,
  rows: [
    {
      name: 'Licence to manufacture drugs for sale (Form 25)',
      issuedUnder: 'Drugs and Cosmetics Act, 1940 and Rules, 1945',
      authority: 'Food and Drugs Administration, Madhya Pradesh',
    },
    {
      name: 'Licence to manufacture drugs specified in Schedules C and C(1) (Form 28)',
      issuedUnder: 'Drugs and Cosmetics Act, 1940 and Rules, 1945',
      authority: 'Food and Drugs Administration, Madhya Pradesh',
    },
    {
      name: 'Good Manufacturing Practices certificate (Schedule M)',
      issuedUnder: 'Drugs and Cosmetics Rules, 1945',
      authority: 'Food and Drugs Administration, Madhya Pradesh',
    },
    {
      name: 'Factory licence',
      issuedUnder: 'Factories Act, 1948',
      authority: 'Directorate of Industrial Health and Safety, Madhya Pradesh',
    },
    {
      name: 'Consent to operate (water)',
      issuedUnder: 'Water (Prevention and Control of Pollution) Act, 1974',
      authority: MP_POLLUTION_BOARD,
    },
    {
      name: 'Consent to operate (air)',
      issuedUnder: 'Air (Prevention and Control of Pollution) Act, 1981',
      authority: MP_POLLUTION_BOARD,
    },
    {
      name: 'Authorisation for handling hazardous waste',
      issuedUnder: 'Hazardous and Other Wastes (Management and Transboundary Movement) Rules, 2016',
      authority: MP_POLLUTION_BOARD,
    },
  ],
};

export const licenceTableB: LicenceTable = {
  id: 'table-b',
  title: 'Table B: Statutory registrations',
  description: 'Tax, trade and employment registrations of the company and its plant.',
  rows: [
    {
      name: 'Goods and Services Tax registration',
      issuedUnder: 'Central and Madhya Pradesh Goods and Services Tax Acts, 2017',
      authority: 'Commercial Tax Department, Madhya Pradesh',
    },
    {
      name: 'Importer-Exporter Code',
      issuedUnder: 'Foreign Trade (Development and Regulation) Act, 1992',
      authority: 'Directorate General of Foreign Trade',
    },
    {
      name: 'Permanent Account Number',
      issuedUnder: 'Income-tax Act, 1961',
      authority: 'Income Tax Department, Government of India',
    },
    {
      name: 'Provident fund registration',
      issuedUnder: 'Employees’ Provident Funds and Miscellaneous Provisions Act, 1952',
      authority: 'Employees’ Provident Fund Organisation',
    },
    {
      name: 'Employees’ state insurance registration',
      issuedUnder: 'Employees’ State Insurance Act, 1948',
      authority: 'Employees’ State Insurance Corporation',
    },
    {
      name: 'Registration for packaged commodities',
      issuedUnder: 'Legal Metrology (Packaged Commodities) Rules, 2011',
      authority: 'Controller of Legal Metrology, Madhya Pradesh',
    },
  ],
};

export const licenceTables: LicenceTable[] = [licenceTableA, licenceTableB];

/** The note about the plant's lease that the spec asks for below the tables. */
export const plantLeaseNote = {
  title: 'Note on the lease of the plant',
  body: `One of the company's plants at ${company.plant.city} has been leased to a Government of India undertaking in the healthcare sector. For the term of the lease, the lessee operates that plant and holds the licences for the products it manufactures there.`,
};

export const licencesIntro = `Our ${company.plant.city} unit in ${company.plant.district} district, ${company.plant.state}, operates under the licences and registrations below. Licence numbers and validity dates are available to regulators and business partners on request.`;

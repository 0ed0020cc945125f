/** Which icon the services page shows for a service; the page maps each key to an image. */
export type ServiceIcon =
  'biodigester' | 'wastewater' | 'construction' | 'consultancy' | 'maintenance';

export type Service = {
  id: string;
  title: string;
  icon: ServiceIcon;
  description: string;
  features: string[];
};

export const servicesIntro =
  'Beyond manufacturing, we design, build and look after systems that treat organic waste and wastewater, for townships, institutions and industry. Each project is engineered for local conditions and handed over with the training and support it needs.';

export const services: Service[] = [
  {
    id: 'biodigester',
    title: 'Biodigester Services',
    icon: 'biodigester',
    description:
      'Anaerobic biodigesters that turn kitchen, sanitary and agricultural waste into biogas and nutrient-rich slurry, reducing the load on sewers and landfills.',
    features: [
      'Site survey and waste characterisation',
      'Modular digesters sized for households, campuses and townships',
      'Biogas capture for cooking and heating',
      'Low running costs and no power needed for treatment',
    ],
  },
  {
    id: 'wastewater',
    title: 'Wastewater Treatment',
    icon: 'wastewater',
    description:
      'Sewage and effluent treatment plants that bring discharge within the limits set by the pollution control boards and make water fit for reuse.',
    features: [
      'Sewage treatment plants (STP) and effluent treatment plants (ETP)',
      'Biological, chemical and membrane treatment stages',
      'Treated water for gardening, flushing and cooling',
      'Help with consent and compliance documentation',
    ],
  },
  {
    id: 'design-construction',
    title: 'Design & Construction',
    icon: 'construction',
    description:
      'Turnkey delivery from process design to civil, mechanical and electrical works, commissioning and handover.',
    features: [
      'Process design and detailed engineering drawings',
      'Civil construction and equipment installation',
      'Commissioning, performance trials and operator training',
      'Projects delivered to agreed timelines and budgets',
    ],
  },
  {
    id: 'consultancy',
    title: 'Consultancy',
    icon: 'consultancy',
    description:
      'Independent advice on waste management and water reuse, from feasibility studies to upgrades of plants that no longer meet their norms.',
    features: [
      'Feasibility studies and detailed project reports',
      'Audits of existing treatment plants',
      'Upgrade and capacity expansion plans',
      'Guidance on environmental regulations',
    ],
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    icon: 'maintenance',
    description:
      'Operation and maintenance contracts that keep plants running reliably and compliant, with regular checks and quick response to faults.',
    features: [
      'Annual maintenance contracts',
      'Scheduled inspections and preventive maintenance',
      'Water quality testing and reporting',
      'Spare parts and breakdown support',
    ],
  },
];

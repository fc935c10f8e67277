/** Static marketing copy of the home page. */

export const HERO = {
  eyebrow: 'Ontario staffing, warehousing and freight since 2016',
  title: 'The people, space and freight capacity your business runs on',
  /** After the company's name (Site Settings). */
  subtitle: 'helps Ontario employers hire dependable staff, store and ship inventory, and move freight across Canada, all with one accountable partner.',
  badges: [
    { value: '740+ Jobs', label: 'open across Ontario' },
    { value: '1,485 Hires', label: 'placed with local employers' },
  ],
} as const;

export const TRENDING_KEYWORDS = ['Staffing Solutions', 'E-commerce Store', 'Warehouse Services', 'Business Solutions'] as const;

export const STATS = [
  { key: 'jobs', label: 'Jobs Posted', description: 'Open roles across the Greater Toronto Area and beyond' },
  { key: 'employers', label: 'Employers', description: 'Ontario companies that trust us with their hiring' },
  { key: 'hired', label: 'People Hired', description: 'Candidates placed in temporary and permanent roles' },
] as const;

export const STEPS = [
  {
    title: 'Search for a Job',
    description: 'Browse current openings by keyword, location, job type or category and find roles that match your skills.',
  },
  {
    title: 'Check the Requirements',
    description: 'Read the job details, shift times, pay and requirements so you know the role is the right fit before you apply.',
  },
  {
    title: 'Apply Online',
    description: 'Send your application with a short cover letter and your resume, as a file or a link. It takes only a few minutes.',
  },
] as const;

/** The note under the steps, naming the company (Site Settings). */
export const stepsNote = (shortName: string) =>
  `A ${shortName} recruitment agent reviews every application, and eligible applicants are notified for an interview.`;

export const BENEFITS = [
  {
    title: 'Pre-screened candidates',
    description: 'Every candidate is interviewed, reference-checked and matched to your site before the first shift.',
  },
  {
    title: 'Fast turnaround',
    description: 'Qualified workers are typically available within 24 to 48 hours, even for short-notice orders.',
  },
  {
    title: 'Safety and compliance',
    description: 'Workers arrive with WHMIS and job-specific safety training, and we stay current with Ontario employment standards.',
  },
  {
    title: 'One accountable partner',
    description: 'A dedicated account manager coordinates staffing, warehousing and freight so nothing falls between the cracks.',
  },
] as const;

export const DIVISIONS = [
  {
    title: 'Staffing & Recruitment',
    description: 'Temporary, contract and permanent placements for warehouse, manufacturing, driving, administrative and customer service roles.',
    image: '/api/public/Staffing.jpg',
    cta: 'Find Jobs',
    to: '/jobs',
    points: ['Temporary and contract staff', 'Permanent placement', 'Specialized and skilled trades'],
  },
  {
    title: 'Warehouse Services',
    description: 'Secure storage, pick-and-pack fulfillment, inventory management and distribution from our Ontario facilities.',
    image: '/api/public/warehouse_hero.jpg',
    cta: 'Get Quote',
    to: '/warehouse',
    points: ['Short and long-term storage', 'E-commerce fulfillment', 'Real-time inventory reporting'],
  },
  {
    title: 'Transportation & Freight',
    description: 'Full truckload, less-than-truckload and expedited freight across Canada through our network of verified carriers.',
    image: '/api/public/transportation_hero.jpg',
    cta: 'Get Quote',
    to: '/transportation',
    points: ['FTL and LTL shipping', 'Expedited and time-critical loads', 'Coast-to-coast coverage'],
  },
] as const;

export const FEATURED_CATEGORIES = [
  { name: 'Accounting', count: 5 },
  { name: 'Digital Marketing', count: 5 },
  { name: 'Customer Service', count: 10 },
  { name: 'Broadcasting', count: 3 },
  { name: 'Sales Assistant', count: 2 },
] as const;

export const CTA_TRIO = [
  {
    title: 'Looking for work?',
    description: 'Explore warehouse, driving, office and remote roles with employers across Ontario and apply in minutes.',
    cta: 'Search Open Roles',
    to: '/jobs',
  },
  {
    title: 'Need staff this week?',
    description: 'Tell us about your shifts and skill requirements and we will have qualified people ready within 24 to 48 hours.',
    cta: 'Request Staff',
    to: '/staffing',
  },
  {
    title: 'Have a project in mind?',
    description: 'Talk to our team about storage, fulfillment or freight and get a tailored proposal within one business day.',
    cta: 'Talk to Our Team',
    to: '/contact',
  },
] as const;

export const PARTNERS = [
  'Maple Ridge Foods',
  'Lakeshore Logistics',
  'Trillium Manufacturing',
  'Huron Retail Group',
  'Ottawa Valley Supply',
  'Golden Horseshoe Distribution',
] as const;

export const PARTNER_STATS = [
  { value: '9+', label: 'Years of service' },
  { value: '50M+', label: 'Deliveries completed' },
  { value: '99.8%', label: 'On-time delivery' },
] as const;

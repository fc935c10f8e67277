/**
 * Synthetic job postings for load and search tests (`pnpm seed:jobs <N>`, the benchmark).
 *
 * Every row is a pure function of (seed, index, now): the same seed and index always give the same
 * title, company, place, pay and texts, so seeding 1,000 rows and then 99,000 more from index 1,000
 * writes the same content as seeding 100,000 at once. Dates are relative to `now` (posted within the
 * last 60 days, ending 62 to 90 days after posting, so always in the future).
 *
 * Rows are approved (a long-running board's, `board`, partly closed: see BoardShape), and their
 * city, province, remote flag and pay columns are derived with deriveJobFields(), the code the app
 * runs when it writes a job. They are written with COPY through `pg` (no ORM), a batch per
 * statement; the counter triggers (row_counts, job_facets, job_companies) fire once per batch.
 */
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { JobType } from '@app/shared/job-types';
import { deriveJobFields } from '../entities/job.entity.ts';

// ---------------------------------------------------------------------------------------- PRNG

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two integers into a well-spread 32-bit seed (murmur3 finaliser). */
function mix(a: number, b: number): number {
  let h = Math.imul((a ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ Math.imul(b >>> 0, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const chance = (rng: Rng, p: number) => rng() < p;
const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo);
const intBetween = (rng: Rng, lo: number, hi: number) => Math.floor(between(rng, lo, hi + 1));

/** A picker over [value, weight] pairs. */
function weighted<T>(entries: readonly (readonly [T, number])[]): (rng: Rng) => T {
  const values = entries.map(([v]) => v);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, w] of entries) cumulative.push((total += w));
  return (rng) => {
    const r = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return values[lo]!;
  };
}

/** `count` distinct picks from a list, in random order. */
function sample<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < count && copy.length) out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0]!);
  return out;
}

// ---------------------------------------------------------------------------------------- pools

type Sector = 'logistics' | 'manufacturing' | 'office' | 'food' | 'health' | 'construction' | 'retail' | 'facilities';

/** A job title with its pay band: per hour, or per year when the numbers are above 1,000. */
interface TitleSpec {
  title: string;
  pay: [number, number];
  /** A requirement line only this title has (licences, certificates). */
  req?: string;
  /** Office work that can be done remotely. */
  remote?: boolean;
}

interface CategorySpec {
  category: string;
  weight: number;
  sector: Sector;
  titles: TitleSpec[];
  duties: string[];
  requirements: string[];
}

const t = (title: string, lo: number, hi: number, extra: Partial<TitleSpec> = {}): TitleSpec => ({ title, pay: [lo, hi], ...extra });
const OFFICE = { remote: true } as const;

/** The categories the site offers (public filter, admin form and public form lists). */
const CATEGORIES: CategorySpec[] = [
  {
    category: 'Warehouse',
    weight: 22,
    sector: 'logistics',
    titles: [
      t('Warehouse Associate', 17.6, 21),
      t('Forklift Operator', 19, 24, { req: 'Valid counterbalance forklift certification' }),
      t('Reach Truck Operator', 20, 25, { req: 'Valid reach truck certification and 1+ year of high-reach experience' }),
      t('Order Picker', 17.6, 20.5),
      t('Picker Packer', 17.6, 19.5),
      t('Shipper Receiver', 19, 24),
      t('Inventory Control Clerk', 20, 25),
      t('Material Handler', 17.6, 21),
      t('Loader Unloader', 18, 21.5),
      t('Cycle Counter', 19, 23),
      t('Warehouse Lead Hand', 22, 27),
      t('Returns Processor', 17.6, 19.5),
      t('Dock Coordinator', 21, 26),
      t('Warehouse Clerk', 19, 23),
      t('Fulfillment Associate', 17.6, 20),
      t('Cold Storage Warehouse Worker', 19, 23, { req: 'Comfortable working in a freezer at -25°C with provided gear' }),
      t('Warehouse Supervisor', 55_000, 72_000),
      t('Inventory Analyst', 55_000, 70_000, OFFICE),
      t('Distribution Centre Manager', 85_000, 110_000),
      t('Warehouse Operations Manager', 78_000, 98_000),
    ],
    duties: [
      'You will pick, pack and ship customer orders accurately using an RF scanner.',
      'Daily duties include loading and unloading trailers, staging pallets and keeping the dock clean and safe.',
      'You will operate material handling equipment to move product between receiving, storage and shipping.',
      'Cycle counts, replenishment and inventory adjustments in the warehouse management system are part of the role.',
      'You will check incoming shipments against purchase orders and report damages or shortages.',
      'The team handles a high volume of e-commerce and retail orders for national brands.',
      'You will wrap, label and stage outbound pallets for carrier pickup.',
      'Our facility is a clean, temperature-controlled distribution centre with modern racking.',
      'You will keep aisles clear, follow lock-out procedures and report every near miss.',
    ],
    requirements: [
      'Able to lift up to 23 kg (50 lb) repeatedly',
      'Experience using an RF scanner',
      'Steel-toed safety boots',
      '1+ year of warehouse experience',
      'Able to stand and walk for the full shift',
      'WHMIS training an asset',
      'Forklift licence an asset',
      'Experience with a warehouse management system (Manhattan, SAP EWM or similar)',
    ],
  },
  {
    category: 'Transportation',
    weight: 18,
    sector: 'logistics',
    titles: [
      t('AZ Truck Driver', 28, 35, { req: 'Valid Ontario AZ licence with a clean abstract' }),
      t('AZ Driver - Long Haul', 78_000, 98_000, { req: 'Valid Ontario AZ licence, FAST card or eligible to obtain one' }),
      t('Local AZ Driver', 28, 34, { req: 'Valid Ontario AZ licence with a clean abstract' }),
      t('DZ Delivery Driver', 24, 29, { req: 'Valid Ontario DZ licence' }),
      t('DZ Straight Truck Driver', 24, 30, { req: 'Valid Ontario DZ licence' }),
      t('G Licence Delivery Driver', 18, 22, { req: 'Valid Ontario G licence with no more than 2 demerit points' }),
      t('Courier Driver', 18, 22, { req: 'Valid Ontario G licence and a clean driving record' }),
      t('Cargo Van Driver', 18, 21.5, { req: 'Valid Ontario G licence and a clean driving record' }),
      t('Yard Jockey', 23, 28, { req: 'Valid Ontario AZ or DZ licence' }),
      t('Shunt Driver', 23, 28, { req: 'Valid Ontario AZ licence' }),
      t('Dispatcher', 50_000, 65_000, OFFICE),
      t('Freight Broker', 50_000, 80_000, OFFICE),
      t('Logistics Coordinator', 50_000, 62_000, OFFICE),
      t('Transportation Planner', 60_000, 75_000, OFFICE),
      t('Cross-Border Coordinator', 52_000, 64_000, OFFICE),
      t('Safety and Compliance Coordinator', 58_000, 72_000),
      t('Fleet Maintenance Technician', 32, 40, { req: 'Valid 310T licence' }),
      t('Truck and Coach Technician', 34, 42, { req: 'Valid 310T licence' }),
      t('Load Planner', 55_000, 68_000, OFFICE),
    ],
    duties: [
      'You will run local and regional routes, completing pre-trip inspections and electronic logs.',
      'Drivers deliver to retail and commercial customers and collect proof-of-delivery scans.',
      'You will coordinate pickups and deliveries with carriers, customers and the warehouse team.',
      'Loads are pre-planned with no forced dispatch, and most drivers are home daily.',
      'You will track shipments, update customers on delivery windows and resolve exceptions.',
      'The fleet is made up of late-model tractors and trailers maintained in our own shop.',
      'Cross-border lanes to the US Midwest and Northeast are available for qualified drivers.',
      'You will keep hours-of-service records and inspection reports accurate and up to date.',
    ],
    requirements: [
      'Clean CVOR and driver abstract',
      '2+ years of commercial driving experience',
      'Knowledge of hours-of-service rules',
      'Experience with a TMS or load board',
      'Able to pass a pre-employment drug and alcohol test',
      'Familiar with GTA roads and highways',
    ],
  },
  {
    category: 'Manufacturing',
    weight: 16,
    sector: 'manufacturing',
    titles: [
      t('Production Worker', 17.6, 20.5),
      t('General Labourer', 17.6, 19.5),
      t('Machine Operator', 19, 23),
      t('CNC Machinist', 26, 34),
      t('CNC Operator', 22, 27),
      t('Assembler', 18, 21),
      t('Quality Control Inspector', 22, 27),
      t('Welder', 25, 32, { req: 'CWB certification in MIG welding' }),
      t('Maintenance Millwright', 36, 45, { req: 'Valid 433A Industrial Mechanic Millwright licence' }),
      t('Packaging Operator', 18.5, 21.5),
      t('Press Operator', 19, 23),
      t('Industrial Electrician', 38, 46, { req: 'Valid 442A Industrial Electrician licence' }),
      t('Sanitation Worker', 18, 20),
      t('Injection Moulding Technician', 24, 29),
      t('Line Lead', 22, 26),
      t('Production Supervisor', 65_000, 80_000),
      t('Quality Assurance Technician', 48_000, 58_000),
      t('Production Planner', 58_000, 72_000),
      t('Plant Manager', 95_000, 125_000),
    ],
    duties: [
      'You will set up and run production equipment, monitor output and make adjustments to meet specifications.',
      'Responsibilities include inspecting parts, recording measurements and flagging defects.',
      'You will assemble components following work instructions and quality standards.',
      'The plant runs lean manufacturing practices with a strong focus on safety.',
      'You will keep your work area clean and take part in daily shift huddles.',
      'Our products supply automotive, food and consumer goods customers across North America.',
      'You will perform preventive maintenance and troubleshoot mechanical and electrical issues.',
      'Training is provided on each line, with opportunities to cross-train on new equipment.',
    ],
    requirements: [
      'Previous experience in a manufacturing environment',
      'Able to read blueprints and use calipers and micrometers',
      'Mechanical aptitude',
      'Able to stand for 8-hour shifts',
      'Basic math skills',
      'Knowledge of GMP and ISO 9001 an asset',
      'Forklift licence an asset',
    ],
  },
  {
    category: 'Administrative',
    weight: 7,
    sector: 'office',
    titles: [
      t('Administrative Assistant', 42_000, 50_000, OFFICE),
      t('Receptionist', 18, 21),
      t('Office Administrator', 45_000, 55_000),
      t('Data Entry Clerk', 18, 21, OFFICE),
      t('Executive Assistant', 58_000, 72_000, OFFICE),
      t('Office Manager', 55_000, 68_000),
      t('HR Coordinator', 50_000, 60_000, OFFICE),
      t('Payroll Administrator', 52_000, 62_000, OFFICE),
      t('Recruitment Coordinator', 48_000, 58_000, OFFICE),
      t('Scheduling Coordinator', 20, 24, OFFICE),
      t('Records Clerk', 19, 22),
      t('Operations Administrator', 48_000, 56_000),
    ],
    duties: [
      'You will answer phones, greet visitors and manage the shared inbox.',
      'Responsibilities include scheduling meetings, preparing documents and maintaining files.',
      'You will process invoices, update spreadsheets and support the operations team.',
      'The role supports a busy office of 20 to 40 people.',
      'You will coordinate onboarding paperwork and keep employee records up to date.',
      'Accuracy and confidentiality are essential as you handle sensitive information.',
      'You will order supplies, coordinate vendors and keep the office running smoothly.',
    ],
    requirements: [
      'Proficient in Microsoft Word, Excel and Outlook',
      'Excellent organisation and time management',
      'Typing speed of 50+ words per minute',
      'College diploma in office administration or equivalent',
      '2+ years of office experience',
      'Bilingual in English and French an asset',
    ],
  },
  {
    category: 'Customer Service',
    weight: 6,
    sector: 'office',
    titles: [
      t('Customer Service Representative', 18, 21.5, OFFICE),
      t('Call Centre Agent', 18, 20, OFFICE),
      t('Client Support Specialist', 45_000, 52_000, OFFICE),
      t('Bilingual Customer Service Representative', 20, 24, { remote: true, req: 'Fluent in English and French, spoken and written' }),
      t('Customer Success Specialist', 50_000, 60_000, OFFICE),
      t('Help Desk Technician', 48_000, 58_000, OFFICE),
      t('Order Desk Representative', 19, 22),
    ],
    duties: [
      'You will answer inbound calls, emails and chats from customers about orders and deliveries.',
      'Responsibilities include resolving issues on the first contact and documenting every interaction in the CRM.',
      'You will process returns, exchanges and refunds following company policy.',
      'The team supports customers across Canada and measures success by satisfaction scores.',
      'You will escalate complex issues and follow up until they are resolved.',
      'Full training on our products and systems is provided during your first two weeks.',
    ],
    requirements: [
      '1+ year of customer service experience',
      'Clear, friendly phone manner',
      'Comfortable with a CRM and several screens at once',
      'Patient and calm under pressure',
      'Quiet home office with high-speed internet for remote days',
    ],
  },
  {
    category: 'Food Service',
    weight: 6,
    sector: 'food',
    titles: [
      t('Line Cook', 17.6, 20.5),
      t('Prep Cook', 17.6, 19),
      t('Dishwasher', 17.6, 18.5),
      t('Server', 17.6, 18.5),
      t('Barista', 17.6, 18.5),
      t('Food Production Worker', 18, 20.5),
      t('Kitchen Supervisor', 20, 24),
      t('Sous Chef', 48_000, 58_000),
      t('Catering Assistant', 17.6, 19.5),
      t('Food Safety Technician', 22, 27, { req: 'HACCP certification' }),
      t('Bakery Production Associate', 18, 20.5),
    ],
    duties: [
      'You will prepare ingredients, cook menu items to standard and keep the line stocked.',
      'Responsibilities include following food safety procedures and keeping the kitchen clean.',
      'You will work in a fast-paced kitchen serving breakfast, lunch and catering orders.',
      'The facility produces fresh and frozen products for grocery retailers.',
      'You will package, label and date products following HACCP guidelines.',
      'Staff meals and a friendly team make the busy shifts go quickly.',
    ],
    requirements: [
      'Food Handler Certificate',
      'Previous kitchen or food plant experience',
      'Able to work evenings, weekends and holidays',
      'Able to work in hot and cold environments',
      'Smart Serve certification an asset',
    ],
  },
  {
    category: 'Healthcare',
    weight: 6,
    sector: 'health',
    titles: [
      t('Personal Support Worker', 20, 25, { req: 'PSW certificate from a recognised Ontario program' }),
      t('Registered Practical Nurse', 30, 38, { req: 'Registered with the College of Nurses of Ontario (RPN)' }),
      t('Registered Nurse', 40, 52, { req: 'Registered with the College of Nurses of Ontario (RN)' }),
      t('Medical Office Assistant', 19, 23),
      t('Health Care Aide', 20, 24),
      t('Pharmacy Assistant', 18, 21),
      t('Dental Receptionist', 19, 23),
      t('Laboratory Assistant', 21, 25),
      t('Home Support Worker', 20, 24),
      t('Medical Billing Clerk', 20, 24, OFFICE),
    ],
    duties: [
      'You will assist clients with personal care, mobility and daily living activities.',
      'Responsibilities include documenting care, monitoring changes and reporting to the nursing team.',
      'You will support residents in a long-term care home with compassion and respect.',
      'The clinic sees patients of all ages and values a welcoming front desk.',
      'You will schedule appointments, manage patient records and handle billing to OHIP.',
      'Mileage is paid between client visits in the community.',
    ],
    requirements: [
      'Current CPR and First Aid certificate',
      'Up-to-date immunisations and a clear vulnerable sector check',
      'Compassionate and patient',
      'Experience with electronic medical records',
      'Valid driver’s licence and a vehicle for community visits',
    ],
  },
  {
    category: 'Construction',
    weight: 5,
    sector: 'construction',
    titles: [
      t('Construction Labourer', 20, 25),
      t('General Carpenter', 28, 36, { req: 'Carpenter 403A certificate or apprenticeship' }),
      t('Drywall Installer', 24, 30),
      t('Site Supervisor', 75_000, 95_000),
      t('Heavy Equipment Operator', 28, 35),
      t('Apprentice Electrician', 20, 26, { req: 'Registered 309A apprentice' }),
      t('Plumber', 34, 42, { req: 'Valid 306A Plumber licence' }),
      t('HVAC Technician', 30, 40, { req: 'Valid 313A licence and G2 gas licence' }),
      t('Concrete Finisher', 25, 31),
      t('Traffic Control Person', 18, 21, { req: 'Ontario Traffic Manual Book 7 training' }),
      t('Project Coordinator', 55_000, 68_000),
    ],
    duties: [
      'You will work on residential and commercial projects across the region.',
      'Responsibilities include site clean-up, moving materials and supporting skilled trades.',
      'You will read drawings, take measurements and complete work to code.',
      'Projects include new builds, renovations and industrial maintenance.',
      'Safety is our first priority, and daily toolbox talks keep everyone informed.',
      'You will operate tools and equipment safely and keep the site organised.',
    ],
    requirements: [
      'Working at Heights certification',
      'CSA-approved boots and hard hat',
      'Own hand tools',
      'Able to work outdoors in all weather',
      'Valid driver’s licence',
      'WHMIS and Worker Health and Safety Awareness training',
    ],
  },
  {
    category: 'Retail',
    weight: 4,
    sector: 'retail',
    titles: [
      t('Retail Sales Associate', 17.6, 18.75),
      t('Cashier', 17.6, 18.25),
      t('Stock Associate', 17.6, 19.25),
      t('Store Supervisor', 19, 22),
      t('Assistant Store Manager', 45_000, 55_000),
      t('Visual Merchandiser', 19, 22),
      t('Merchandiser', 18, 21),
      t('Store Manager', 55_000, 70_000),
    ],
    duties: [
      'You will help customers find products, process sales and keep the floor merchandised.',
      'Responsibilities include receiving deliveries, restocking shelves and counting inventory.',
      'You will open or close the store and handle cash accurately.',
      'The store is busy on weekends and during the holiday season.',
      'You will set displays following planograms and promotional calendars.',
    ],
    requirements: [
      'Previous retail experience an asset',
      'Friendly and outgoing',
      'Able to work evenings and weekends',
      'Comfortable with a point-of-sale system',
      'Able to lift boxes up to 15 kg',
    ],
  },
  {
    category: 'Sales',
    weight: 3,
    sector: 'office',
    titles: [
      t('Inside Sales Representative', 48_000, 60_000, OFFICE),
      t('Account Manager', 65_000, 85_000, OFFICE),
      t('Business Development Representative', 55_000, 70_000, OFFICE),
      t('Territory Sales Representative', 60_000, 80_000),
      t('Logistics Sales Executive', 70_000, 95_000, OFFICE),
      t('Sales Coordinator', 45_000, 55_000, OFFICE),
    ],
    duties: [
      'You will prospect new accounts, qualify leads and build a healthy pipeline.',
      'Responsibilities include preparing quotes, negotiating rates and closing business.',
      'You will manage a portfolio of existing customers and grow revenue with them.',
      'The role combines phone and video calls with regular customer visits.',
      'A base salary plus uncapped commission rewards results.',
      'You will work closely with operations to make sure every customer is looked after.',
    ],
    requirements: [
      '2+ years of B2B sales experience',
      'Track record of meeting targets',
      'Experience with Salesforce or HubSpot',
      'Confident presenter and negotiator',
      'Knowledge of the freight and logistics industry an asset',
    ],
  },
  {
    category: 'Accounting',
    weight: 3,
    sector: 'office',
    titles: [
      t('Accounts Payable Clerk', 45_000, 52_000, OFFICE),
      t('Accounts Receivable Clerk', 45_000, 52_000, OFFICE),
      t('Bookkeeper', 48_000, 58_000, OFFICE),
      t('Staff Accountant', 58_000, 70_000, OFFICE),
      t('Payroll Specialist', 55_000, 65_000, OFFICE),
      t('Financial Analyst', 65_000, 82_000, OFFICE),
      t('Billing Clerk', 20, 24, OFFICE),
      t('Accounting Assistant', 20, 24),
      t('Controller', 95_000, 120_000, { req: 'CPA designation' }),
    ],
    duties: [
      'You will process payables and receivables, reconcile accounts and support month-end close.',
      'Responsibilities include entering invoices, matching purchase orders and preparing payment runs.',
      'You will prepare reconciliations, journal entries and reports for the controller.',
      'The finance team uses QuickBooks, Excel and a modern ERP system.',
      'You will handle vendor and customer inquiries about statements and payments.',
      'Payroll processing for hourly and salaried staff is part of the role.',
    ],
    requirements: [
      'Diploma or degree in accounting or finance',
      'Advanced Excel (pivot tables, VLOOKUP)',
      'Experience with QuickBooks, Sage or NetSuite',
      'Working toward a CPA designation an asset',
      'High attention to detail and accuracy',
    ],
  },
  {
    category: 'Digital Marketing',
    weight: 1.5,
    sector: 'office',
    titles: [
      t('Digital Marketing Coordinator', 48_000, 58_000, OFFICE),
      t('Social Media Specialist', 48_000, 60_000, OFFICE),
      t('SEO Specialist', 55_000, 70_000, OFFICE),
      t('Marketing Assistant', 42_000, 50_000, OFFICE),
      t('Content Writer', 25, 32, OFFICE),
      t('Email Marketing Specialist', 52_000, 64_000, OFFICE),
    ],
    duties: [
      'You will plan and publish content across social channels and the company blog.',
      'Responsibilities include running paid search and social campaigns and reporting on results.',
      'You will improve search rankings through on-page SEO and keyword research.',
      'The role works with sales to generate qualified leads for our logistics services.',
      'You will build email campaigns and landing pages and test what works.',
    ],
    requirements: [
      'Experience with Google Analytics and Google Ads',
      'Strong writing and editing skills',
      'Portfolio of recent campaigns',
      'Familiar with Meta Business Suite and LinkedIn Campaign Manager',
      'Degree or diploma in marketing or communications',
    ],
  },
  {
    category: 'Design',
    weight: 1.2,
    sector: 'office',
    titles: [
      t('Graphic Designer', 50_000, 62_000, OFFICE),
      t('UX Designer', 70_000, 90_000, OFFICE),
      t('Production Artist', 24, 29),
      t('Packaging Designer', 55_000, 68_000),
      t('Web Designer', 55_000, 70_000, OFFICE),
    ],
    duties: [
      'You will create layouts for print, packaging, web and social media.',
      'Responsibilities include preparing production-ready files and managing revisions.',
      'You will work with marketing and product teams from concept to final artwork.',
      'The studio uses Adobe Creative Cloud and Figma.',
      'You will keep our brand consistent across every channel.',
    ],
    requirements: [
      'Portfolio showing print and digital work',
      'Expert in Illustrator, Photoshop and InDesign',
      'Figma experience an asset',
      'Diploma or degree in graphic design',
      'Able to manage several projects at once',
    ],
  },
  {
    category: 'Broadcasting',
    weight: 0.5,
    sector: 'office',
    titles: [
      t('Broadcast Technician', 50_000, 62_000),
      t('Video Editor', 25, 32, OFFICE),
      t('Audio Technician', 24, 30),
      t('Camera Operator', 24, 30),
      t('Master Control Operator', 22, 27),
    ],
    duties: [
      'You will operate cameras, switchers and audio equipment for live and recorded programs.',
      'Responsibilities include setting up and striking equipment at studio and remote locations.',
      'You will edit video packages and prepare files for broadcast and online.',
      'The station produces local news, sports and community programming.',
      'You will monitor signal quality and respond quickly to technical issues.',
    ],
    requirements: [
      'Diploma in broadcasting or media production',
      'Experience with Premiere Pro or Avid',
      'Able to work evenings, weekends and holidays',
      'Calm under live-to-air deadlines',
    ],
  },
  {
    category: 'Other',
    weight: 1,
    sector: 'facilities',
    titles: [
      t('Security Guard', 18, 21, { req: 'Valid Ontario security guard licence' }),
      t('Custodian', 17.6, 19.5),
      t('Groundskeeper', 18, 21),
      t('Property Maintenance Technician', 24, 29),
      t('Commercial Cleaner', 17.6, 18.75),
      t('Facilities Coordinator', 52_000, 62_000),
    ],
    duties: [
      'You will patrol the site, monitor cameras and complete incident reports.',
      'Responsibilities include cleaning offices, washrooms and common areas to a high standard.',
      'You will perform general repairs and preventive maintenance at several properties.',
      'The role serves commercial and industrial buildings across the region.',
      'You will follow site procedures and keep a detailed daily log.',
    ],
    requirements: ['Reliable and punctual', 'Able to work independently', 'Clear criminal record check', 'Basic handyman skills an asset'],
  },
];

/** Ontario places weighted by how many jobs the board sees there; area codes for contact phones. */
const CITIES: readonly (readonly [city: string, weight: number, areaCodes: string[]])[] = [
  ['Toronto', 18, ['416', '647', '437']],
  ['Mississauga', 12, ['905', '289', '365']],
  ['Brampton', 10, ['905', '289']],
  ['Hamilton', 6, ['905', '289']],
  ['Milton', 5, ['905', '289']],
  ['Oakville', 4, ['905', '289']],
  ['Vaughan', 6, ['905', '289']],
  ['Markham', 4, ['905', '289']],
  ['Ottawa', 6, ['613', '343']],
  ['London', 4, ['519', '226']],
  ['Kitchener', 4, ['519', '226', '548']],
  ['Waterloo', 2, ['519', '226']],
  ['Cambridge', 3, ['519', '226']],
  ['Guelph', 2, ['519', '226']],
  ['Windsor', 3, ['519', '226']],
  ['Barrie', 3, ['705', '249']],
  ['Oshawa', 3, ['905', '289']],
  ['Whitby', 2, ['905', '289']],
  ['Ajax', 1, ['905', '289']],
  ['Pickering', 1, ['905', '289']],
  ['Burlington', 3, ['905', '289']],
  ['St. Catharines', 2, ['905', '289']],
  ['Niagara Falls', 1, ['905', '289']],
  ['Richmond Hill', 2, ['905', '289']],
  ['Concord', 1, ['905', '289']],
  ['Bolton', 1, ['905', '289']],
  ['Caledon', 1, ['905', '289']],
  ['Stoney Creek', 1, ['905', '289']],
  ['Brantford', 1, ['519', '226']],
  ['Woodstock', 1, ['519', '226']],
  ['Kingston', 2, ['613', '343']],
  ['Peterborough', 1, ['705', '249']],
  ['Belleville', 1, ['613', '343']],
  ['Sudbury', 1, ['705', '249']],
  ['Thunder Bay', 0.5, ['807']],
  ['Sault Ste. Marie', 0.5, ['705', '249']],
  ['North Bay', 0.5, ['705', '249']],
  ['Newmarket', 1, ['905', '289']],
  ['Cornwall', 0.5, ['613', '343']],
];
const pickCity = weighted(CITIES.map((c) => [c, c[1]] as const));
const REMOTE_LOCATIONS = weighted([
  ['Remote - Ontario', 3],
  ['Remote - Canada', 2],
] as const);

const COMPANY_PLACES = [
  'Lakeshore',
  'Credit Valley',
  'Maple Ridge',
  'Trillium',
  'Great Lakes',
  'Northern',
  'Huron',
  'Niagara',
  'Georgian Bay',
  'Muskoka',
  'Rideau',
  'Don Valley',
  'Humber',
  'Peel',
  'Halton',
  'Durham',
  'York Region',
  'Dufferin',
  'Forest City',
  'Grand River',
  'Golden Horseshoe',
  'Bluewater',
  'Kawartha',
  'Algonquin',
  'Superior',
  'Erie',
  'Frontenac',
  'Oak Ridges',
  'Escarpment',
  'Beacon',
  'Summit',
  'Pinnacle',
  'Keystone',
  'Cornerstone',
  'Northstar',
  'True North',
  'Red Maple',
  'Silver Birch',
  'Cedarview',
  'Pinecrest',
  'Granite',
  'Ironwood',
  'Blue Heron',
  'Loon Lake',
  'Aurora',
  'Evergreen',
  'Heritage',
  'Pioneer',
  'Frontier',
  'Harbourfront',
  'Bayview',
  'Lakeview',
  'Riverside',
  'Westbrook',
  'Eastgate',
  'Southpoint',
  'Northgate',
  'Kingsway',
  'Queensway',
  'Highland',
  'Meadowvale',
  'Sheridan',
  'Bramalea',
  'Queen City',
  'Capital',
  'Tri-City',
  'Midtown',
  'Parkside',
  'Stonebridge',
  'Thousand Islands',
  'Ottawa Valley',
  'Simcoe',
  'Caledon Hills',
  'Welland Canal',
  'Lake Ontario',
  'Hwy 401',
  'Steeltown',
  'Limestone',
  'Canuck',
  'Polaris',
  'Arrowhead',
  'Birchmount',
  'Thornhill',
  'Port Credit',
  'Etobicoke',
  'Scarborough',
];
const COMPANY_SURNAMES = [
  'Patel',
  'Singh',
  'Chen',
  'Nguyen',
  'MacDonald',
  'Campbell',
  'Tremblay',
  'Wilson',
  'Thompson',
  'Kowalski',
  'Rossi',
  'Silva',
  'Ahmed',
  'Khan',
  'Kim',
  'Brar',
  'Gill',
  'Sandhu',
  'O’Brien',
  'Fraser',
  'Morrison',
  'Wong',
  'Santos',
  'Ferreira',
  'Dhillon',
  'Grewal',
  'Hughes',
  'Bennett',
  'Lopez',
  'Murphy',
  'Stewart',
  'Reid',
  'Murray',
  'Gagnon',
  'Bouchard',
  'Novak',
  'Costa',
  'Ali',
  'Sharma',
  'Li',
];
const COMPANY_CORES: Record<Sector, string[]> = {
  logistics: [
    'Logistics',
    'Distribution',
    'Freight',
    'Freightways',
    'Transport',
    'Supply Chain',
    'Fulfillment',
    'Warehousing',
    'Cartage',
    'Express',
    'Carriers',
    'Trucking',
    'Delivery',
    'Freight Lines',
    '3PL',
  ],
  manufacturing: [
    'Manufacturing',
    'Precision',
    'Fabrication',
    'Plastics',
    'Packaging',
    'Components',
    'Industries',
    'Metalworks',
    'Tool & Die',
    'Machining',
    'Assembly',
    'Steel',
    'Foods',
    'Auto Parts',
    'Industrial',
  ],
  office: [
    'Group',
    'Solutions',
    'Partners',
    'Consulting',
    'Financial',
    'Insurance',
    'Media',
    'Marketing',
    'Technologies',
    'Business Services',
    'Agency',
    'Communications',
    'Studios',
    'Accounting',
    'Staffing',
  ],
  food: ['Foods', 'Kitchen', 'Bakery', 'Catering', 'Hospitality', 'Restaurants', 'Grill', 'Café', 'Fresh Market', 'Food Co.'],
  health: ['Health', 'Care', 'Home Care', 'Medical Centre', 'Clinic', 'Pharmacy', 'Seniors Living', 'Health Services', 'Dental', 'Community Care'],
  construction: ['Construction', 'Builders', 'Contracting', 'Homes', 'Mechanical', 'Electric', 'Renovations', 'Infrastructure', 'Paving', 'Roofing'],
  retail: ['Retail', 'Market', 'Outfitters', 'Home Centre', 'Supply', 'Hardware', 'Goods', 'Marketplace'],
  facilities: ['Property Management', 'Facility Services', 'Security', 'Maintenance', 'Cleaning Services', 'Building Services'],
};
const COMPANY_SUFFIXES = weighted([
  ['', 10],
  [' Inc.', 4],
  [' Ltd.', 3],
  [' Corp.', 1],
  [' Co.', 1],
  [' Canada', 1.5],
  [' Group', 1],
] as const);
/** Distinct employers per sector (about 3,600 in all). */
const COMPANIES_PER_SECTOR: Record<Sector, number> = {
  logistics: 1000,
  manufacturing: 750,
  office: 800,
  food: 300,
  health: 300,
  construction: 250,
  retail: 200,
  facilities: 150,
};

/** Employers per sector, built from name parts; the same list for a seed. */
export function syntheticCompanies(seed: number): Record<Sector, string[]> {
  const rng = mulberry32(mix(seed, 0xc0ffee));
  const seen = new Set<string>();
  const out = {} as Record<Sector, string[]>;
  for (const sector of Object.keys(COMPANIES_PER_SECTOR) as Sector[]) {
    const names: string[] = [];
    for (let tries = 0; names.length < COMPANIES_PER_SECTOR[sector] && tries < 50_000; tries++) {
      const core = pick(rng, COMPANY_CORES[sector]);
      const r = rng();
      const first =
        r < 0.7 ? pick(rng, COMPANY_PLACES) : r < 0.92 ? pick(rng, COMPANY_SURNAMES) : `${pick(rng, COMPANY_SURNAMES)} & ${pick(rng, COMPANY_SURNAMES)}`;
      const suffix = COMPANY_SUFFIXES(rng);
      const name = `${first} ${core}${core.endsWith('.') || suffix.trim() === core ? '' : suffix}`;
      if (seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      names.push(name);
    }
    out[sector] = names;
  }
  return out;
}

const pickCategory = weighted(CATEGORIES.map((c) => [c, c.weight] as const));

const SHIFTS = [
  { suffix: ' - Day Shift', sentence: 'Day shift runs 7:00 a.m. to 3:30 p.m., Monday to Friday.', premium: 0 },
  { suffix: ' - Afternoon Shift', sentence: 'Afternoon shift runs 3:00 p.m. to 11:30 p.m., Monday to Friday, with a shift premium.', premium: 0.5 },
  { suffix: ' - Night Shift', sentence: 'Night shift runs 11:00 p.m. to 7:30 a.m., Sunday to Thursday, and includes a $1.50 per hour premium.', premium: 1.5 },
  { suffix: ' - Weekend Shift', sentence: 'Weekend shifts are 12 hours on Saturday and Sunday, paid for 40 hours when you complete all four.', premium: 1 },
  { suffix: ' - Rotating Shifts', sentence: 'Shifts rotate between days and nights every two weeks.', premium: 0.75 },
] as const;

const LEVELS = [
  { prefix: 'Junior ', factor: 0.88 },
  { prefix: 'Senior ', factor: 1.18 },
  { prefix: 'Lead ', factor: 1.12 },
] as const;

const INTROS = [
  '{company} is hiring {a} {title} to join our team in {place}.',
  'We are looking for a dependable {title} for our {place} location.',
  '{company} has an immediate opening for {a} {title} in {place}.',
  'Join {company} as {a} {title} and grow with a team that values safety and reliability.',
  'Our client, a growing {sectorNoun} in {place}, is adding {a} {title} to its team.',
  'Northline Workforce Solutions is recruiting {a} {title} on behalf of {company} in {place}.',
];
const SECTOR_NOUNS: Record<Sector, string> = {
  logistics: 'logistics company',
  manufacturing: 'manufacturer',
  office: 'company',
  food: 'food business',
  health: 'health care provider',
  construction: 'contractor',
  retail: 'retailer',
  facilities: 'facility services company',
};
const FULL_TIME = [
  'This is a full-time, permanent position of 40 hours per week.',
  'Hours are Monday to Friday, 8:00 a.m. to 4:30 p.m., with overtime available.',
  'This permanent full-time role offers steady hours and room to grow.',
];
const PART_TIME = [
  'This part-time role offers 20 to 28 hours per week with flexible scheduling.',
  'Part-time hours include evenings and weekends; students are welcome to apply.',
  'Choose 3 or 4 shifts per week that suit your schedule.',
];
const BENEFITS = [
  'We offer health and dental benefits after three months.',
  'Benefits include a group RRSP match, paid vacation and ongoing training.',
  'Weekly pay, free parking and a safety boot allowance are included.',
  'The location is on a transit route with free on-site parking.',
  'Employees enjoy company-paid benefits, an employee assistance program and paid sick days.',
  'We offer overtime opportunities, referral bonuses and room to grow.',
  'Apply today: interviews are happening this week.',
];
const GENERIC_REQUIREMENTS = [
  'Legally entitled to work in Canada',
  'Reliable transportation or access to public transit',
  'Good communication skills in English',
  'Able to work in a fast-paced environment',
  'Strong attention to detail',
  'Team player with a positive attitude',
  'High school diploma or equivalent',
  'Available to start immediately',
  'Comfortable using a computer and basic software',
  'Able to pass a background check',
];

const JOB_TYPE_ON_SITE = weighted<JobType>([
  ['Full-Time', 60],
  ['Part-time', 20],
  ['Contract', 20],
] as const);
const JOB_TYPE_SHIFT_WORK = weighted<JobType>([
  ['Full-Time', 50],
  ['Part-time', 35],
  ['Contract', 15],
] as const);
const PART_TIME_HEAVY = new Set(['Food Service', 'Retail', 'Customer Service']);

// ---------------------------------------------------------------------------------------- rows

export interface SyntheticJob {
  title: string;
  company: string;
  location: string;
  type: JobType;
  category: string;
  description: string;
  requirements: string;
  salary: string;
  featured: boolean;
  /** 'approved' (open), or 'expired' for the closed jobs of a long-running board (see SyntheticJobOptions.board). */
  status: 'approved' | 'expired';
  contactEmail: string | null;
  contactPhone: string | null;
  postedAt: Date;
  expiresAt: Date;
  /** When a closed job was marked filled (it closed then); null otherwise. */
  filledAt: Date | null;
  updatedAt: Date;
  city: string | null;
  province: string | null;
  remote: boolean;
  payMin: number | null;
  payMax: number | null;
  payPeriod: string | null;
  payAnnual: number | null;
}

/** A place of the gazetteer (the `places` table), for jobs spread over Canada. */
export interface BoardPlace {
  name: string;
  province: string;
  population: number;
}

/**
 * The shape of a board that has run for years (`pnpm seed:jobs N --open M`): `open` of every
 * `total` jobs are open, spread evenly over the indexes (job i is open when
 * floor((i + 1) * open / total) > floor(i * open / total)), so a run continued with --start keeps
 * the share; the others closed over the past five years, about a third of them marked filled. Jobs
 * are placed over Canada by population (`places`), not only in Ontario.
 */
export interface BoardShape {
  open: number;
  total: number;
  places: readonly BoardPlace[];
}

export interface SyntheticJobOptions {
  /** Any 32-bit integer; the same seed gives the same jobs. */
  seed?: number;
  /** Dates are spread over the 60 days before this moment (open jobs). */
  now?: Date;
  /** A long-running board's shape; without it every job is open and in Ontario. */
  board?: BoardShape;
}

/** Whether job `index` is open on a board where `open` of every `total` jobs are. */
export const isOpenJob = (index: number, board: Pick<BoardShape, 'open' | 'total'>) =>
  Math.floor(((index + 1) * board.open) / board.total) > Math.floor((index * board.open) / board.total);

/** Area codes of each province, for the contact phones of jobs outside Ontario. */
const PROVINCE_AREA_CODES: Record<string, string[]> = {
  AB: ['403', '587', '780'],
  BC: ['604', '250', '778'],
  MB: ['204', '431'],
  NB: ['506'],
  NL: ['709'],
  NS: ['902', '782'],
  ON: ['416', '905', '519', '613', '705'],
  PE: ['902', '782'],
  QC: ['514', '438', '450', '418', '819'],
  SK: ['306', '639'],
  YT: ['867'],
  NT: ['867'],
  NU: ['867'],
};

/** How long a closed job of a long-running board had been up, and how far back jobs go. */
const CLOSED_HISTORY_DAYS = 5 * 365;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOURLY_MIN = 17.6;

/** 'an AZ Truck Driver', 'an Order Picker', 'a Welder'. */
function article(word: string): string {
  const first = word.split(/\s/)[0]!;
  if (/^[A-Z0-9]{2,}$/.test(first)) return /^[AEFHILMNORSX8]/.test(first) ? 'an' : 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

const money = (n: number) => (Number.isInteger(n) ? `$${n}` : `$${n.toFixed(2)}`);
const thousands = (n: number) => `$${n.toLocaleString('en-US')}`;
const halfUp = (n: number) => Math.round(n * 4) / 4;

/** '$18 - $22 / hour' or '$55,000 - $65,000 / year' (sometimes one figure). */
function salaryText(rng: Rng, band: [number, number], factor: number, premium: number, hourly: boolean): string {
  const yearly = band[0] >= 1000;
  let [lo, hi] = band.map((n) => n * factor) as [number, number];
  if (yearly && hourly) [lo, hi] = [lo / 2080, hi / 2080];
  if (yearly && !hourly) {
    const min = Math.round(between(rng, lo, lo + (hi - lo) * 0.6) / 1000) * 1000;
    const max = min + intBetween(rng, 1, 4) * 5000;
    return `${thousands(min)} - ${thousands(max)} / year`;
  }
  const min = Math.max(HOURLY_MIN, halfUp(between(rng, lo, lo + (hi - lo) * 0.6) + premium));
  if (chance(rng, 0.06)) return `${money(min)} / hour`;
  const max = halfUp(min + between(rng, 1, Math.max(1.5, (hi - lo) * 0.7)));
  return `${money(min)} - ${money(max)} / hour`;
}

const slug = (company: string) =>
  company
    .toLowerCase()
    .replace(/\b(inc|ltd|corp|co)\.?$/, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');

/** Returns a function that builds job number `index` (0, 1, 2, ...) for this seed. */
export function createJobGenerator({ seed = 1, now = new Date(), board }: SyntheticJobOptions = {}): (index: number) => SyntheticJob {
  const companies = syntheticCompanies(seed);
  const nowMs = now.getTime();
  // Canada by population: each place weighs its number of people.
  const pickPlace = board?.places.length ? weighted(board.places.map((place) => [place, place.population] as const)) : undefined;

  return (index) => {
    const rng = mulberry32(mix(seed, index));
    const spec = pickCategory(rng);
    const base = pick(rng, spec.titles);
    const yearlyBand = base.pay[0] >= 1000;
    const list = companies[spec.sector];
    // A few employers post many jobs, most post a few.
    const company = list[Math.floor(list.length * rng() ** 2.2)]!;

    // Place and type.
    const remoteLocation = !!base.remote && chance(rng, 0.35);
    const city = pickCity(rng);
    const canadaPlace = pickPlace?.(rng);
    const placeName = canadaPlace ? canadaPlace.name : city[0];
    const areaCodes = canadaPlace ? (PROVINCE_AREA_CODES[canadaPlace.province] ?? ['555']) : city[2];
    const location = remoteLocation ? REMOTE_LOCATIONS(rng) : `${placeName}, ${canadaPlace ? canadaPlace.province : 'ON'}`;
    const type: JobType = remoteLocation
      ? chance(rng, 0.7)
        ? 'Remote'
        : chance(rng, 0.7)
          ? 'Full-Time'
          : 'Contract'
      : yearlyBand
        ? chance(rng, 0.85)
          ? 'Full-Time'
          : 'Contract'
        : PART_TIME_HEAVY.has(spec.category)
          ? JOB_TYPE_SHIFT_WORK(rng)
          : JOB_TYPE_ON_SITE(rng);

    // Title variants: shifts for hourly work on site, levels for salaried office work.
    let title = base.title;
    let spoken = title;
    let factor = 1;
    let shift: (typeof SHIFTS)[number] | undefined;
    if (!yearlyBand && !remoteLocation && chance(rng, 0.3)) {
      shift = pick(rng, SHIFTS);
      title += shift.suffix;
    } else if (!/Manager|Supervisor|Lead|Controller|Junior|Senior/.test(title) && chance(rng, yearlyBand ? 0.35 : 0.08)) {
      const level = yearlyBand ? pick(rng, LEVELS) : LEVELS[2];
      title = level.prefix + title;
      spoken = title;
      factor = level.factor;
    }
    const hourly = !yearlyBand || type === 'Part-time' || (type === 'Contract' && chance(rng, 0.5));
    const salary = salaryText(rng, base.pay, factor, shift?.premium ?? 0, hourly);

    // Texts.
    const place = remoteLocation ? (location.endsWith('Canada') ? 'Canada' : 'Ontario') : placeName;
    const fill = (s: string) =>
      s
        .replace('{company}', company)
        .replace('{a}', article(spoken))
        .replace('{title}', spoken)
        .replace('{place}', place)
        .replace('{sectorNoun}', SECTOR_NOUNS[spec.sector]);
    const sentences = [fill(pick(rng, INTROS)), ...sample(rng, spec.duties, intBetween(rng, 2, 3))];
    if (shift) sentences.push(shift.sentence);
    if (type === 'Full-Time' && !shift) sentences.push(pick(rng, FULL_TIME));
    else if (type === 'Part-time' && !shift) sentences.push(pick(rng, PART_TIME));
    else if (type === 'Contract') sentences.push(`This is a ${pick(rng, [3, 4, 6, 6, 9, 12])}-month contract with a strong possibility of extension.`);
    if (remoteLocation) sentences.push(`This role is fully remote for candidates living in ${place}, with occasional visits to our office.`);
    if (chance(rng, 0.7)) sentences.push(pick(rng, BENEFITS));
    const lines = [
      ...(base.req ? [base.req] : []),
      ...sample(rng, spec.requirements, intBetween(rng, 2, 3)),
      ...sample(rng, GENERIC_REQUIREMENTS, intBetween(rng, 1, 2)),
    ];

    // Dates: more jobs in recent days; always open for at least two more days. On a long-running
    // board a closed job was posted 91 days to five years ago and ended 30 to 90 days later (before
    // now), sooner when it was filled.
    const open = board ? isOpenJob(index, board) : true;
    let postedAt = new Date(nowMs - Math.floor(rng() ** 1.4 * 60 * DAY_MS));
    let expiresAt = new Date(postedAt.getTime() + intBetween(rng, 62, 90) * DAY_MS);
    let filledAt: Date | null = null;
    if (!open) {
      postedAt = new Date(nowMs - (91 + Math.floor(rng() ** 1.3 * CLOSED_HISTORY_DAYS)) * DAY_MS - intBetween(rng, 0, DAY_MS - 1));
      expiresAt = new Date(postedAt.getTime() + intBetween(rng, 30, 90) * DAY_MS);
      if (chance(rng, 0.35)) {
        filledAt = new Date(postedAt.getTime() + intBetween(rng, 5, 29) * DAY_MS);
        expiresAt = filledAt;
      }
    }

    const job: SyntheticJob = {
      title,
      company,
      location,
      type,
      category: spec.category,
      description: sentences.join(' '),
      requirements: lines.map((l) => `- ${l}`).join('\n'),
      salary,
      featured: chance(rng, 0.03),
      status: open ? 'approved' : 'expired',
      contactEmail: chance(rng, 0.85) ? `${pick(rng, ['careers', 'jobs', 'hr', 'hiring', 'recruiting'])}@${slug(company)}.ca` : null,
      contactPhone: chance(rng, 0.6) ? `(${pick(rng, areaCodes)}) 555-01${String(intBetween(rng, 0, 99)).padStart(2, '0')}` : null,
      postedAt,
      expiresAt,
      filledAt,
      updatedAt: open ? postedAt : expiresAt,
      city: null,
      province: null,
      remote: false,
      payMin: null,
      payMax: null,
      payPeriod: null,
      payAnnual: null,
    };
    deriveJobFields(job);
    return job;
  };
}

// ---------------------------------------------------------------------------------------- COPY

/** The jobs columns written, in COPY order (search_vector is generated by PostgreSQL). */
const COLUMNS = [
  'title',
  'company',
  'location',
  'type',
  'category',
  'description',
  'requirements',
  'salary',
  'featured',
  'status',
  'contact_email',
  'contact_phone',
  'posted_at',
  'expires_at',
  'filled_at',
  'updated_at',
  'city',
  'province',
  'remote',
  'pay_min',
  'pay_max',
  'pay_period',
  'pay_annual',
] as const;

/** A value in COPY's text format. */
function copyValue(value: string | number | boolean | Date | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  return value.replace(/[\\\n\r\t]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t'));
}

export function copyLine(job: SyntheticJob): string {
  return (
    [
      job.title,
      job.company,
      job.location,
      job.type,
      job.category,
      job.description,
      job.requirements,
      job.salary,
      job.featured,
      job.status,
      job.contactEmail,
      job.contactPhone,
      job.postedAt,
      job.expiresAt,
      job.filledAt,
      job.updatedAt,
      job.city,
      job.province,
      job.remote,
      job.payMin,
      job.payMax,
      job.payPeriod,
      job.payAnnual,
    ]
      .map(copyValue)
      .join('\t') + '\n'
  );
}

export interface InsertSyntheticJobsOptions extends SyntheticJobOptions {
  /** How many jobs to add. */
  count: number;
  /** Index of the first job (continue an earlier run with the number of jobs it wrote). */
  start?: number;
  /** Rows per COPY statement (each its own transaction). */
  batchSize?: number;
  /** Connections writing batches at once. */
  concurrency?: number;
  /** Called after each batch with the rows written so far. */
  onProgress?: (written: number, count: number) => void;
}

/** The gazetteer's places as the database holds them (the places migration), for BoardShape.places. */
export async function boardPlaces(connectionString: string): Promise<BoardPlace[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<BoardPlace>('select name, province, population from places order by id');
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * Adds `count` synthetic jobs to the database at `connectionString` with COPY, in batches written
 * over `concurrency` connections: all approved and open, or a long-running board's mix with
 * `board`. Returns the rows written and the time taken.
 */
export async function insertSyntheticJobs(connectionString: string, options: InsertSyntheticJobsOptions): Promise<{ inserted: number; ms: number }> {
  const { count, start = 0, batchSize = 5000, concurrency = 2, onProgress } = options;
  const generate = createJobGenerator(options);
  const started = performance.now();
  const batches = Math.ceil(count / batchSize);
  let nextBatch = 0;
  let written = 0;
  let failed = false;

  const worker = async () => {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {}); // a broken connection fails the running COPY, which is thrown below
    await client.connect();
    try {
      for (let b = nextBatch++; b < batches && !failed; b = nextBatch++) {
        const from = b * batchSize;
        const to = Math.min(count, from + batchSize);
        // Rows are built as the stream asks for them, 500 lines per chunk.
        const chunks = function* () {
          for (let i = from; i < to; i += 500) {
            let text = '';
            for (let k = i; k < Math.min(to, i + 500); k++) text += copyLine(generate(start + k));
            yield text;
          }
        };
        const stream = client.query(copyStreams.from(`copy "jobs" (${COLUMNS.map((c) => `"${c}"`).join(', ')}) from stdin`));
        await pipeline(Readable.from(chunks()), stream);
        written += to - from;
        onProgress?.(written, count);
      }
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      await client.end();
    }
  };
  // Every connection finishes (or fails) before this returns; the first failure is thrown.
  const outcomes = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(concurrency, batches)) }, worker));
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) throw failure.reason;
  return { inserted: written, ms: performance.now() - started };
}

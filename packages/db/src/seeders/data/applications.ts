import type { SeedApplication } from './types.ts';

export const seedApplications: SeedApplication[] = [
  {
    jobTitle: 'Forklift Operator',
    applicantName: 'Marcus Thompson',
    applicantEmail: 'marcus.thompson@example.com',
    applicantPhone: '(905) 555-0231',
    experience: '4 years operating counterbalance and reach trucks in a grocery distribution centre',
    coverLetter:
      'I am applying for the Forklift Operator position at your Milton distribution centre. For the past four years I have loaded trailers and put away pallets to high racking at a grocery warehouse in Brampton, using both counterbalance and reach trucks with RF scanning. My forklift certification was renewed last spring, and I have not had a single damage or safety incident on my record. I live in Milton and can work either the day or the afternoon shift.',
    resume: 'https://example.com/resumes/marcus-thompson.pdf',
    status: 'submitted',
    appliedDaysAgo: 0,
  },
  {
    jobTitle: 'Warehouse Associate - Evening Shift',
    applicantName: 'Aisha Mohamed',
    applicantEmail: 'aisha.mohamed@example.com',
    applicantPhone: '(647) 555-0274',
    coverLetter:
      'I am a second-year business student at a college in Mississauga and I am looking for steady evening work that fits around my daytime classes. I worked two summers stocking shelves and receiving deliveries at a hardware store, so I am used to physical work and checking quantities carefully. I am available Monday to Friday from 5:00 p.m. and can get to your site easily by bus. I would welcome the chance to learn e-commerce fulfillment.',
    status: 'submitted',
    appliedDaysAgo: 2,
  },
  {
    jobTitle: 'Customer Service Representative',
    applicantName: 'Jean-Philippe Gagnon',
    applicantEmail: 'jp.gagnon@example.com',
    applicantPhone: '(613) 555-0289',
    experience: '3 years in inbound customer service for a utility provider',
    coverLetter:
      'I have spent the last three years answering inbound calls for a regional utility, where I handled billing questions, service bookings and account updates. I consistently met my quality scores while keeping calls efficient, and I was asked to help train new hires on our CRM. I am looking for a full-time role in Ottawa with a supportive team, and your training program and advance scheduling stood out to me. I am also fluent in French, which I would be happy to use with customers.',
    resume: 'https://example.com/resumes/jean-philippe-gagnon.pdf',
    status: 'under_review',
    appliedDaysAgo: 4,
  },
  {
    jobTitle: 'Graphic Designer',
    applicantName: 'Hannah Kim',
    applicantEmail: 'hannah.kim@example.com',
    experience: '5 years of brand and print design, agency and in-house',
    coverLetter:
      "I am a graphic designer with five years of experience creating brand identities, annual reports and campaign materials for non-profit and technology clients. At my current in-house role I led a full rebrand, from the first concepts to the final guidelines and print production. I love the variety of work in an agency setting and admire the community-focused projects in Rideau Creative Studio's portfolio. My portfolio and resumé are attached, and I would be glad to walk you through a few case studies.",
    resume: 'https://example.com/resumes/hannah-kim.pdf',
    status: 'under_review',
    appliedDaysAgo: 6,
  },
  {
    jobTitle: 'DZ Delivery Driver',
    applicantName: 'Gurpreet Singh',
    applicantEmail: 'gurpreet.singh@example.com',
    applicantPhone: '(905) 555-0247',
    experience: '6 years of local DZ delivery across Peel and Halton',
    coverLetter:
      'I hold a clean Ontario DZ licence and have driven local straight-truck routes across Peel and Halton for six years, delivering furniture and building supplies to retail and commercial customers. I am comfortable with tail lifts, handheld scanners and tight downtown deliveries, and I take my pre-trip inspections seriously. I live in Brampton and am available for 6:00 a.m. starts. I am looking for a company where I can stay long term.',
    resume: 'https://example.com/resumes/gurpreet-singh.pdf',
    status: 'accepted',
    appliedDaysAgo: 10,
  },
  {
    jobTitle: 'Accounts Payable Clerk',
    applicantName: 'Olivia Bennett',
    applicantEmail: 'olivia.bennett@example.com',
    applicantPhone: '(289) 555-0212',
    coverLetter:
      'I recently completed a college accounting diploma and am looking for my first full-time accounting role. During my co-op placement I matched invoices to purchase orders and prepared vendor payment lists in QuickBooks Online. I am detail-oriented, comfortable with Excel and eager to learn from an experienced team.',
    status: 'rejected',
    appliedDaysAgo: 8,
  },
];

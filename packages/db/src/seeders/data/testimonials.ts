import type { SeedTestimonial } from './types.ts';

export const seedTestimonials: SeedTestimonial[] = [
  {
    name: 'Karen Whitfield',
    company: 'Maple Ridge Distribution',
    position: 'Operations Manager',
    content:
      'Northline staffed our Milton distribution centre with 45 seasonal associates in under three weeks, and every one of them arrived with safety orientation complete. We shipped every order on time through the busiest stretch of the year, and we have since hired eleven of those workers permanently.',
    rating: 5,
    featured: true,
  },
  {
    name: 'Rajesh Patel',
    company: 'Escarpment Foods Inc.',
    position: 'Logistics Coordinator',
    content:
      "Moving our refrigerated loads to Northline's freight team cut our late deliveries to grocery customers almost to zero. Their dispatchers call us before there is a problem, not after, and our cross-border paperwork now clears without the delays we used to accept as normal.",
    rating: 5,
    featured: true,
  },
  {
    name: 'Michelle Boucher',
    company: 'Peel Precision Components',
    position: 'HR Director',
    content:
      "We had struggled for months to fill CNC operator roles on our afternoon shift. Northline's recruiters understood exactly what we needed, sent us four qualified candidates in the first week, and three of them are still with us a year later.",
    rating: 5,
    featured: true,
  },
  {
    name: 'Tom Lindqvist',
    company: 'Georgian Bay Provisions',
    position: 'Founder and General Manager',
    content:
      'When our online orders outgrew our back room, Northline took over storage and pick-and-pack for us. Orders now leave the same day they come in, our inventory counts finally match the system, and I spend my time on the business instead of taping boxes.',
    rating: 5,
    featured: true,
  },
  {
    name: 'Angela Russo',
    company: 'Ironbridge Construction Ltd.',
    position: 'Project Coordinator',
    content:
      'Northline supplied general labourers for two of our residential sites on short notice, all with Working at Heights training already in place. When one worker was not the right fit, they had a replacement on site the next morning.',
    rating: 4,
    featured: false,
  },
  {
    name: 'David Osei',
    company: 'Trillium Packaging Co.',
    position: 'Supply Chain Manager',
    content:
      'We use Northline for both LTL and full truckload shipments out of Cambridge. Consolidating our weekly orders into fewer, fuller loads lowered our freight costs noticeably, and their team always tells us straight when a pickup is going to run late.',
    rating: 4,
    featured: false,
  },
  {
    name: 'Samantha Greer',
    company: 'Bluewater Accounting Partners',
    position: 'Office Manager',
    content:
      'Northline found us an experienced accounts payable clerk on a temp-to-hire basis right before our busiest filing season. The trial period let us see her work first-hand, and converting her to a permanent role was an easy decision.',
    rating: 5,
    featured: false,
  },
  {
    name: 'Luis Fernandes',
    company: 'Credit Valley Logistics',
    position: 'Warehouse Operations Supervisor',
    content:
      'During a facility move we needed extra forklift operators, overflow storage and additional trucks all at once. Northline coordinated all three divisions for us, and we finished the move a weekend ahead of schedule without missing a single customer shipment.',
    rating: 5,
    featured: false,
  },
];

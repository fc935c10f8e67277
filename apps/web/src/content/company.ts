/** The company's public facts, shown across the site. */
export const COMPANY = {
  name: 'Northline Workforce Solutions',
  shortName: 'Northline',
  legalName: 'Northline Workforce Solutions Inc.',
  tagline: 'Staffing · Warehousing · Transportation',
  description:
    'Ontario staffing and recruitment, warehouse services and transportation and freight for growing businesses, since 2016.',
  founded: 2016,
  phone: '(905) 555-0148',
  phoneHref: 'tel:+19055550148',
  email: 'info@northlineworkforce.ca',
  careersEmail: 'careers@northlineworkforce.ca',
  address: {
    street: '2250 Matheson Blvd E, Suite 400',
    city: 'Mississauga',
    region: 'ON',
    postalCode: 'L4W 5E1',
    country: 'CA',
  },
  hours: [
    { days: 'Monday - Friday', time: '9:00 AM - 5:00 PM' },
    { days: 'Saturday - Sunday', time: 'Closed' },
  ],
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/northline-workforce' },
    { name: 'Facebook', href: 'https://www.facebook.com/northlineworkforce' },
    { name: 'Instagram', href: 'https://www.instagram.com/northlineworkforce' },
    { name: 'X', href: 'https://x.com/northlinejobs' },
  ],
} as const;

export const FULL_ADDRESS = `${COMPANY.address.street}, ${COMPANY.address.city}, ${COMPANY.address.region} ${COMPANY.address.postalCode}`;

/** A job every field of which is valid, as an admin or the public form would submit it (the API tests' validJob). */
export const validJob = {
  title: 'Forklift Operator',
  company: 'Test Logistics Inc.',
  location: 'Mississauga, ON',
  type: 'Full-Time',
  category: 'Warehouse',
  description: 'Operate counterbalance forklifts in a busy distribution centre.',
  requirements: '- Valid forklift licence',
  salary: '$22 - $24 / hour',
  contactEmail: 'jobs@testlogistics.ca',
  contactPhone: '(905) 555-0101',
};

/** The site's origin in the links of the tests' mail. */
export const SITE_URL = 'https://northline.example';

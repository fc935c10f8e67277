import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPANY_SETTINGS,
  businessHoursRows,
  companyDetails,
  frenchHoursRows,
  localizedCompany,
  openHoursText,
  openingHoursSpecification,
  organizationJsonLd,
  postalAddress,
  schemaTelephone,
  telHref,
} from '@app/shared/company';

describe('phone links', () => {
  it.each([
    ['(905) 555-0148', 'tel:+19055550148', '+1-905-555-0148'],
    ['416.555.0177', 'tel:+14165550177', '+1-416-555-0177'],
    ['1-800-555-0199', 'tel:+18005550199', '+1-800-555-0199'],
    ['(905) 555-0148 ext. 12', 'tel:+19055550148', '+1-905-555-0148'],
    ['+44 20 7946 0958', 'tel:+442079460958', '+442079460958'],
    ['555-0148 local', 'tel:5550148', '555-0148 local'],
  ])('%s -> %s, %s', (phone, href, schema) => {
    expect(telHref(phone)).toBe(href);
    expect(schemaTelephone(phone)).toBe(schema);
  });
});

describe('postalAddress', () => {
  it('reads street, city, province and postal code', () => {
    expect(postalAddress('2250 Matheson Blvd E, Suite 400, Mississauga, ON L4W 5E1')).toEqual({
      streetAddress: '2250 Matheson Blvd E, Suite 400',
      addressLocality: 'Mississauga',
      addressRegion: 'ON',
      postalCode: 'L4W 5E1',
      addressCountry: 'CA',
    });
    expect(postalAddress('1 Front St W, Toronto, Ontario m5j2x5, Canada')).toEqual({
      streetAddress: '1 Front St W',
      addressLocality: 'Toronto',
      addressRegion: 'ON',
      postalCode: 'M5J2X5',
      addressCountry: 'CA',
    });
  });

  it('keeps an address it cannot read whole', () => {
    expect(postalAddress('Unit 5, 100 King St, Hamilton')).toEqual({ streetAddress: 'Unit 5, 100 King St, Hamilton', addressCountry: 'CA' });
  });
});

describe('business hours', () => {
  it('splits rows at semicolons or lines, days before the first ": "', () => {
    expect(businessHoursRows('Monday - Friday: 9:00 AM - 5:00 PM; Saturday - Sunday: Closed')).toEqual([
      { days: 'Monday - Friday', time: '9:00 AM - 5:00 PM' },
      { days: 'Saturday - Sunday', time: 'Closed' },
    ]);
    expect(businessHoursRows('Mon-Fri 8-6\nSat: 10:00 AM - 2:00 PM')).toEqual([
      { days: '', time: 'Mon-Fri 8-6' },
      { days: 'Sat', time: '10:00 AM - 2:00 PM' },
    ]);
  });

  it('names the open hours for sentences', () => {
    expect(openHoursText(DEFAULT_COMPANY_SETTINGS.businessHours)).toBe('Monday - Friday: 9:00 AM - 5:00 PM');
    expect(openHoursText('Closed for renovations')).toBe('Closed for renovations');
  });

  it('gives schema.org opening hours for the rows it can read', () => {
    expect(openingHoursSpecification('Monday - Friday: 9:00 AM - 5:00 PM; Saturday - Sunday: Closed')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
    ]);
    expect(openingHoursSpecification('Mon-Thu: 7:30 AM - 6 PM; Fri: 12:00 PM - 4:00 PM; Sat & Sun: Closed')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '07:30', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '12:00', closes: '16:00' },
    ]);
    expect(openingHoursSpecification('By appointment')).toEqual([]);
  });
});

describe('companyDetails', () => {
  it('takes the Site Settings', () => {
    const c = companyDetails({
      companyName: 'Lakeside Staffing',
      companyDescription: 'Staff for the lakeshore.',
      contactEmail: 'hello@lakeside.example',
      contactPhone: '(416) 555-0177',
      address: '1 Front St W, Toronto, ON M5J 2X5',
      businessHours: 'Monday - Friday: 8:00 AM - 6:00 PM',
    });
    expect(c).toMatchObject({
      name: 'Lakeside Staffing',
      description: 'Staff for the lakeshore.',
      email: 'hello@lakeside.example',
      phone: '(416) 555-0177',
      phoneHref: 'tel:+14165550177',
      address: '1 Front St W, Toronto, ON M5J 2X5',
      postalAddress: { addressLocality: 'Toronto', postalCode: 'M5J 2X5' },
      hoursRows: [{ days: 'Monday - Friday', time: '8:00 AM - 6:00 PM' }],
      legalName: 'Northline Workforce Solutions Inc.',
    });
  });

  it('falls back to the defaults when the settings are missing or blank', () => {
    const c = companyDetails(null);
    expect(c.name).toBe(DEFAULT_COMPANY_SETTINGS.companyName);
    expect(c.phone).toBe('(905) 555-0148');
    expect(c.phoneHref).toBe('tel:+19055550148');
    expect(companyDetails({ contactEmail: '  ', contactPhone: '(416) 555-0177' })).toMatchObject({
      email: 'info@northlineworkforce.ca',
      phone: '(416) 555-0177',
    });
  });
});

describe('organizationJsonLd', () => {
  it('describes the company from its settings', () => {
    const data = organizationJsonLd(companyDetails({ contactPhone: '416-555-0177', contactEmail: 'hello@lakeside.example' }), 'https://jobs.example.ca');
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Northline Workforce Solutions',
      url: 'https://jobs.example.ca/',
      logo: 'https://jobs.example.ca/logo.svg',
      telephone: '+1-416-555-0177',
      email: 'hello@lakeside.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2250 Matheson Blvd E, Suite 400',
        addressLocality: 'Mississauga',
        addressRegion: 'ON',
        postalCode: 'L4W 5E1',
        addressCountry: 'CA',
      },
      contactPoint: { telephone: '+1-416-555-0177', email: 'hello@lakeside.example', hoursAvailable: [{ opens: '09:00', closes: '17:00' }] },
    });
  });
});

describe('the company on a French page (localizedCompany)', () => {
  it('writes the business hours in French from the one English text', () => {
    expect(frenchHoursRows('Monday - Friday: 9:00 AM - 5:00 PM; Saturday - Sunday: Closed')).toEqual([
      { days: 'Du lundi au vendredi', time: '9 h à 17 h' },
      { days: 'Samedi et dimanche', time: 'fermé' },
    ]);
    expect(frenchHoursRows('Mon - Thu: 7:30 AM - 3:00 PM; Sat: 10 AM - 2 PM')).toEqual([
      { days: 'Du lundi au jeudi', time: '7 h 30 à 15 h' },
      { days: 'Samedi', time: '10 h à 14 h' },
    ]);
    // A row that does not read as days and hours: no French version (the page shows the English, marked).
    expect(frenchHoursRows('Monday - Friday: 9:00 AM - 5:00 PM; Holidays: by appointment')).toBeNull();
  });

  it('shows the French description and hours, or the English ones marked as English', () => {
    const details = companyDetails({ ...DEFAULT_COMPANY_SETTINGS, companyDescriptionFr: 'Du personnel pour le bord du lac.' });
    const french = localizedCompany(details, 'fr');
    expect(french).toMatchObject({ description: 'Du personnel pour le bord du lac.', openHours: 'Du lundi au vendredi\u00a0: 9 h à 17 h' });
    expect(french.descriptionLang).toBeUndefined();
    expect(french.hoursLang).toBeUndefined();
    expect(localizedCompany(details, 'en')).toBe(details);

    const englishOnly = localizedCompany(
      companyDetails({ ...DEFAULT_COMPANY_SETTINGS, companyDescriptionFr: ' ', businessHours: 'By appointment only' }),
      'fr',
    );
    expect(englishOnly).toMatchObject({
      description: DEFAULT_COMPANY_SETTINGS.companyDescription,
      descriptionLang: 'en',
      hours: 'By appointment only',
      hoursLang: 'en',
    });
    // Settings that could not be read: the defaults, in French.
    expect(localizedCompany(companyDetails(null), 'fr').description).toBe(DEFAULT_COMPANY_SETTINGS.companyDescriptionFr);
  });
});

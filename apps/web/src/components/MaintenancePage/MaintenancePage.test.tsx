import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../content/company';
import { maintenanceContact, telHref } from './MaintenancePage';

describe('maintenanceContact', () => {
  it('uses the contact details from the site settings', () => {
    const c = maintenanceContact({
      companyName: 'Lakeside Staffing',
      companyDescription: 'x',
      contactEmail: 'hello@lakeside.example',
      contactPhone: '(416) 555-0177',
      address: '1 Front St W, Toronto, ON',
      businessHours: 'Mon-Fri 8-6',
      maintenanceMode: true,
    });
    expect(c).toEqual({ companyName: 'Lakeside Staffing', phone: '(416) 555-0177', email: 'hello@lakeside.example', address: '1 Front St W, Toronto, ON', hours: 'Mon-Fri 8-6' });
  });

  it('falls back to the static company facts', () => {
    const c = maintenanceContact(null);
    expect(c.phone).toBe(COMPANY.phone);
    expect(c.email).toBe(COMPANY.email);
    expect(c.hours).toContain('Monday - Friday: 9:00 AM - 5:00 PM');
  });

  it('builds a dialable tel: link', () => {
    expect(telHref('(905) 555-0148')).toBe('tel:+19055550148');
  });
});

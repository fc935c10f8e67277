import { describe, expect, it } from 'vitest';
import { MSG } from '@app/shared/messages';
import type { z } from '@app/shared/schemas/base';
import {
  ZAdminLoginInput,
  ZBlogPostCreateInput,
  ZContactInput,
  ZJobApplyInput,
  ZJobSubmitInput,
  ZPasswordChangeInput,
  ZTransportationQuoteInput,
  ZWarehouseQuoteInput,
  slugify,
} from '@app/shared/schemas/inputs';

/** The issues of a failed parse; fails the test when the input unexpectedly passes. */
function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to be refused`).toBe(false);
  return result.error!.issues.map((i) => ({ path: i.path, message: i.message }));
}

/** Asserts the parse fails with exactly one issue: this message on this path. */
function expectOnly(schema: z.ZodType, input: unknown, path: (string | number)[], message: string) {
  expect(issuesOf(schema, input)).toEqual([{ path, message }]);
}

const contact = {
  name: 'Jordan Smith',
  email: 'jordan@example.com',
  phone: '(905) 555-0111',
  subject: 'Staffing request',
  message: 'We need ten warehouse associates.',
};

const transport = {
  contactName: 'Taylor Shipper',
  company: 'Great Lakes Foods',
  email: 'taylor@example.com',
  phone: '(416) 555-0122',
  serviceType: 'ftl',
  origin: 'Mississauga, ON',
  destination: 'Montreal, QC',
  freightType: 'general',
  timeline: 'asap',
};

describe('the valid fixtures pass', () => {
  it.each([
    ['contact', ZContactInput, contact],
    ['transportation', ZTransportationQuoteInput, transport],
    ['apply', ZJobApplyInput, { jobId: 1, coverLetter: 'Hello' }],
    ['login', ZAdminLoginInput, { username: 'admin', password: 'secret' }],
    ['password change', ZPasswordChangeInput, { currentPassword: 'old', newPassword: 'new password', confirmPassword: 'new password' }],
  ] as const)('%s', (_name, schema, input) => {
    expect((schema as z.ZodType).safeParse(input).success).toBe(true);
  });
});

describe('section 5 messages, each on its own field', () => {
  it('name', () => {
    expect(MSG.name).toBe('Name must be at least 2 characters');
    expectOnly(ZContactInput, { ...contact, name: 'J' }, ['name'], 'Name must be at least 2 characters');
    expectOnly(ZContactInput, { ...contact, name: '  J  ' }, ['name'], 'Name must be at least 2 characters');
    expectOnly(ZTransportationQuoteInput, { ...transport, contactName: '' }, ['contactName'], 'Name must be at least 2 characters');
  });

  it('email', () => {
    expect(MSG.email).toBe('Please enter a valid email address');
    for (const email of ['not-an-email', 'a@b', '@example.com', 'jo rdan@example.com', '']) {
      expectOnly(ZContactInput, { ...contact, email }, ['email'], 'Please enter a valid email address');
    }
  });

  it('phone', () => {
    expect(MSG.phone).toBe('Please enter a valid phone number');
    expectOnly(ZContactInput, { ...contact, phone: '555-0111' }, ['phone'], 'Please enter a valid phone number');
    expectOnly(ZTransportationQuoteInput, { ...transport, phone: '' }, ['phone'], 'Please enter a valid phone number');
    expectOnly(ZTransportationQuoteInput, { ...transport, phone: '1'.repeat(31) }, ['phone'], 'Please enter a valid phone number');
  });

  it('subject', () => {
    expectOnly(ZContactInput, { ...contact, subject: 'Hey' }, ['subject'], 'Subject must be at least 5 characters');
  });

  it('message', () => {
    expectOnly(ZContactInput, { ...contact, message: 'Too short' }, ['message'], 'Message must be at least 10 characters');
  });

  it('company', () => {
    expectOnly(ZTransportationQuoteInput, { ...transport, company: ' ' }, ['company'], 'Company name is required');
  });

  it('serviceType', () => {
    expectOnly(ZTransportationQuoteInput, { ...transport, serviceType: 'boat' }, ['serviceType'], 'Please select a service type');
    expectOnly(ZTransportationQuoteInput, { ...transport, serviceType: undefined }, ['serviceType'], 'Please select a service type');
    expectOnly(
      ZWarehouseQuoteInput,
      { name: 'Morgan', company: 'Boxed Goods', email: 'm@example.com', serviceType: 'ftl' },
      ['serviceType'],
      'Please select a service type',
    );
  });

  it('origin', () => {
    expectOnly(ZTransportationQuoteInput, { ...transport, origin: '' }, ['origin'], 'Origin location is required');
  });

  it('destination', () => {
    expectOnly(ZTransportationQuoteInput, { ...transport, destination: 'X' }, ['destination'], 'Destination location is required');
  });

  it('freightType', () => {
    expectOnly(ZTransportationQuoteInput, { ...transport, freightType: 'livestock' }, ['freightType'], 'Please select freight type');
  });

  it('timeline', () => {
    expectOnly(ZTransportationQuoteInput, { ...transport, timeline: 'someday' }, ['timeline'], 'Please select timeline');
  });

  it('coverLetter', () => {
    for (const coverLetter of ['', '   \n', undefined, null]) {
      expectOnly(ZJobApplyInput, { jobId: 1, coverLetter }, ['coverLetter'], 'Please provide a cover letter for your application.');
    }
  });

  it('missingCredentials', () => {
    const msg = 'Missing credentials - Please enter both username and password';
    expectOnly(ZAdminLoginInput, { username: '  ', password: 'secret' }, ['username'], msg);
    expectOnly(ZAdminLoginInput, { username: 'admin', password: '   ' }, ['password'], msg);
    expectOnly(ZAdminLoginInput, { username: 'admin' }, ['password'], msg);
  });

  it('passwordMismatch', () => {
    expectOnly(
      ZPasswordChangeInput,
      { currentPassword: 'old', newPassword: 'new password 1', confirmPassword: 'new password 2' },
      ['confirmPassword'],
      "Password mismatch - New password and confirmation don't match.",
    );
  });

  it('imageUrl', () => {
    expectOnly(
      ZBlogPostCreateInput,
      { title: 'T', slug: 'a-post', excerpt: 'E', content: 'C', imageUrl: 'ftp://x.example/y.png' },
      ['imageUrl'],
      'Image URL must be valid',
    );
    expectOnly(
      ZBlogPostCreateInput,
      { title: 'T', slug: 'a-post', excerpt: 'E', content: 'C', imageUrl: '//evil.example/y.png' },
      ['imageUrl'],
      'Image URL must be valid',
    );
    const local = ZBlogPostCreateInput.parse({ title: 'T', slug: 'a-post', excerpt: 'E', content: 'C', imageUrl: '/images/blog/a.jpg' });
    expect(local.imageUrl).toBe('/images/blog/a.jpg');
  });

  it('location', () => {
    const job = {
      title: 'Driver',
      company: 'Maple Freight',
      location: ' ',
      type: 'Full-Time',
      category: 'Transportation',
      description: 'Drive trucks.',
      contactEmail: 'jobs@example.com',
      contactPhone: '(905) 555-0101',
    };
    expectOnly(ZJobSubmitInput, job, ['location'], 'Location is required');
  });

  it('every section 5 message is worded as the specification gives it', () => {
    expect({
      subject: MSG.subject,
      message: MSG.message,
      company: MSG.company,
      serviceType: MSG.serviceType,
      origin: MSG.origin,
      destination: MSG.destination,
      freightType: MSG.freightType,
      timeline: MSG.timeline,
      coverLetter: MSG.coverLetter,
      missingCredentials: MSG.missingCredentials,
      passwordMismatch: MSG.passwordMismatch,
      imageUrl: MSG.imageUrl,
      location: MSG.location,
    }).toEqual({
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
      company: 'Company name is required',
      serviceType: 'Please select a service type',
      origin: 'Origin location is required',
      destination: 'Destination location is required',
      freightType: 'Please select freight type',
      timeline: 'Please select timeline',
      coverLetter: 'Please provide a cover letter for your application.',
      missingCredentials: 'Missing credentials - Please enter both username and password',
      passwordMismatch: "Password mismatch - New password and confirmation don't match.",
      imageUrl: 'Image URL must be valid',
      location: 'Location is required',
    });
  });
});

describe('fallback messages', () => {
  it("a missing field without its own message says 'Required'", () => {
    const { name: _n, ...noName } = contact;
    expectOnly(ZContactInput, noName, ['name'], 'Required');
    const { subject: _s, ...noSubject } = contact;
    expectOnly(ZContactInput, noSubject, ['subject'], 'Required');
  });

  it("a value of the wrong type says 'Expected string, received number'", () => {
    expectOnly(ZContactInput, { ...contact, name: 42 }, ['name'], 'Expected string, received number');
    expectOnly(ZContactInput, { ...contact, subject: 12345 }, ['subject'], 'Expected string, received number');
  });

  it('reports one issue per failing field, in field order', () => {
    const issues = issuesOf(ZContactInput, {});
    expect(issues).toEqual([
      { path: ['name'], message: 'Required' },
      { path: ['email'], message: 'Please enter a valid email address' },
      { path: ['subject'], message: 'Required' },
      { path: ['message'], message: 'Required' },
    ]);
  });
});

describe('slugify', () => {
  it('turns a title into a URL slug', () => {
    expect(slugify('Hiring & Retention: 2025 Guide!')).toBe('hiring-and-retention-2025-guide');
    expect(slugify('  Café Déjà Vu  ')).toBe('cafe-deja-vu');
    expect(slugify('---')).toBe('');
  });

  it('keeps slugs within 160 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(159)} b`);
    expect(slug.length).toBeLessThanOrEqual(160);
    expect(slug).not.toMatch(/-$/);
  });
});

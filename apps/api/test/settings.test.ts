import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSiteSettings, updateSiteSettings } from '@app/db';
import { ALLOWED_FILE_TYPES_MESSAGE } from '@app/shared/schemas/inputs';
import { createAdminApp, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
});
afterAll(() => t.close());

const DEFAULT_SITE = {
  companyName: 'Northline Workforce Solutions',
  companyDescription: 'Staffing and recruitment, warehouse services and transportation for Ontario businesses since 2016.',
  // A fresh site's description in French (the migration that added it writes the default's French).
  companyDescriptionFr: 'Dotation et recrutement, services d’entreposage et transport pour les entreprises de l’Ontario depuis 2016.',
  contactEmail: 'info@northlineworkforce.ca',
  contactPhone: '(905) 555-0148',
  address: '2250 Matheson Blvd E, Suite 400, Mississauga, ON L4W 5E1',
  businessHours: 'Monday - Friday: 9:00 AM - 5:00 PM; Saturday - Sunday: Closed',
  maintenanceMode: false,
  jobAutoApproval: false,
};
const DEFAULT_NOTIFICATIONS = {
  notifyNewApplications: true,
  notifyNewJobPosts: true,
  notifyBlogComments: false,
  notifyWeeklySummary: true,
  notifyBrowser: true,
};
const DEFAULT_SYSTEM = { applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: 'pdf,doc,docx' };

/** Puts every setting back to its default so tests do not depend on each other. */
afterEach(async () => {
  await updateSiteSettings(t.orm.em.fork(), { ...DEFAULT_SITE, ...DEFAULT_NOTIFICATIONS, ...DEFAULT_SYSTEM });
});

const getSettings = async () => {
  const res = await t.app.inject({ url: '/api/admin/settings', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const put = (section: 'site' | 'notifications' | 'system', payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/settings/${section}`, headers: { cookie }, payload: payload as object });

describe('GET /api/settings/public', () => {
  it('answers the company details and maintenanceMode false by default, to anyone', async () => {
    const res = await t.app.inject({ url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      companyName: DEFAULT_SITE.companyName,
      contactEmail: DEFAULT_SITE.contactEmail,
      contactPhone: DEFAULT_SITE.contactPhone,
      address: DEFAULT_SITE.address,
      businessHours: DEFAULT_SITE.businessHours,
      maintenanceMode: false,
    });
    for (const key of ['companyName', 'contactEmail', 'contactPhone', 'address', 'businessHours', 'maintenanceMode']) {
      expect(body).toHaveProperty(key);
    }
  });

  it('does not leak admin-only settings', async () => {
    const body = (await t.app.inject({ url: '/api/settings/public' })).json();
    for (const key of ['jobAutoApproval', 'notifyNewApplications', 'applicationDeadlineDays', 'maxFileSizeMb', 'allowedFileTypes', 'statsJobsBaseline']) {
      expect(body).not.toHaveProperty(key);
    }
  });
});

describe('GET /api/admin/settings', () => {
  it('answers the documented defaults', async () => {
    const settings = await getSettings();
    expect(settings).toMatchObject({
      applicationDeadlineDays: 30,
      maxFileSizeMb: 5,
      allowedFileTypes: 'pdf,doc,docx',
      notifyNewApplications: true,
      notifyNewJobPosts: true,
      notifyBlogComments: false,
      notifyWeeklySummary: true,
      notifyBrowser: true,
      maintenanceMode: false,
      jobAutoApproval: false,
      companyName: DEFAULT_SITE.companyName,
      contactEmail: DEFAULT_SITE.contactEmail,
    });
  });

  it('requires an admin session, as do the updates', async () => {
    expect((await t.app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/system',
      payload: { applicationDeadlineDays: 7, maxFileSizeMb: 2, allowedFileTypes: 'pdf' },
    });
    expect(res.statusCode).toBe(401);
    expect((await getSettings()).applicationDeadlineDays).toBe(30);
  });
});

describe('PUT /api/admin/settings/site', () => {
  const site = {
    companyName: 'Lakeside Staffing Group',
    companyDescription: 'A new description for the company.',
    contactEmail: 'hello@lakeside.example',
    contactPhone: '(416) 555-0177',
    address: '1 Front St W, Toronto, ON',
    businessHours: 'Mon-Fri 8-6',
    maintenanceMode: true,
    jobAutoApproval: true,
  };

  it('persists every field; the public settings follow', async () => {
    const res = await put('site', site);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(site);
    expect(await getSettings()).toMatchObject({ ...site, ...DEFAULT_NOTIFICATIONS, ...DEFAULT_SYSTEM });
    const pub = (await t.app.inject({ url: '/api/settings/public' })).json();
    expect(pub).toMatchObject({
      companyName: site.companyName,
      contactEmail: site.contactEmail,
      contactPhone: site.contactPhone,
      address: site.address,
      businessHours: site.businessHours,
      maintenanceMode: true,
    });
    const stored = await getSiteSettings(t.orm.em.fork());
    expect(stored).toMatchObject(site);
  });

  it('keeps the French description unless it is sent; the French pages read it from the public settings', async () => {
    expect((await t.app.inject({ url: '/api/settings/public' })).json().companyDescriptionFr).toBe(DEFAULT_SITE.companyDescriptionFr);
    expect((await put('site', site)).statusCode).toBe(200);
    expect((await getSettings()).companyDescriptionFr).toBe(DEFAULT_SITE.companyDescriptionFr);
    const french = await put('site', { ...site, companyDescriptionFr: '  Du personnel pour le bord du lac.  ' });
    expect(french.statusCode).toBe(200);
    expect(french.json().companyDescriptionFr).toBe('Du personnel pour le bord du lac.');
    expect((await t.app.inject({ url: '/api/settings/public' })).json().companyDescriptionFr).toBe('Du personnel pour le bord du lac.');
    // Blank: the French pages show the English description.
    expect((await put('site', { ...site, companyDescriptionFr: '' })).json().companyDescriptionFr).toBe('');
    const tooLong = await put('site', { ...site, companyDescriptionFr: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Must be at most 2000 characters');
    expect((await getSettings()).companyDescriptionFr).toBe('');
  });

  it('refuses invalid values with 400 and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ contactEmail: 'not-an-email' }, 'Please enter a valid email address'],
      [{ contactPhone: '123' }, 'Please enter a valid phone number'],
      [{ companyName: 'X' }, 'Company name is required'],
      [{ maintenanceMode: 'yes' }, 'Expected boolean, received string'],
    ];
    for (const [override, message] of cases) {
      const res = await put('site', { ...site, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const { jobAutoApproval: _j, ...missing } = site;
    const incomplete = await put('site', missing);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe('Required');
    expect(await getSettings()).toMatchObject(DEFAULT_SITE);
  });
});

describe('PUT /api/admin/settings/notifications', () => {
  it('persists every flag', async () => {
    const flipped = {
      notifyNewApplications: false,
      notifyNewJobPosts: false,
      notifyBlogComments: true,
      notifyWeeklySummary: false,
      notifyBrowser: false,
    };
    const res = await put('notifications', flipped);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(flipped);
    expect(await getSettings()).toMatchObject({ ...flipped, ...DEFAULT_SITE, ...DEFAULT_SYSTEM });
  });

  it('refuses non-boolean or missing flags with 400 and changes nothing', async () => {
    const bad = await put('notifications', { ...DEFAULT_NOTIFICATIONS, notifyBrowser: 'false' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Expected boolean, received string');
    const { notifyBlogComments: _n, ...missing } = { ...DEFAULT_NOTIFICATIONS, notifyNewApplications: false };
    const incomplete = await put('notifications', missing);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe('Required');
    expect(await getSettings()).toMatchObject(DEFAULT_NOTIFICATIONS);
  });
});

describe('PUT /api/admin/settings/system', () => {
  it('persists the deadline, file size and types', async () => {
    const res = await put('system', { applicationDeadlineDays: 14, maxFileSizeMb: 10, allowedFileTypes: 'pdf,docx' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applicationDeadlineDays: 14, maxFileSizeMb: 10, allowedFileTypes: 'pdf,docx' });
    expect(await getSettings()).toMatchObject({
      applicationDeadlineDays: 14,
      maxFileSizeMb: 10,
      allowedFileTypes: 'pdf,docx',
      ...DEFAULT_SITE,
      ...DEFAULT_NOTIFICATIONS,
    });
  });

  it('keeps the nightly backups setting (default 7) unless it is sent; 0 turns them off; other counts are refused', async () => {
    expect((await getSettings()).backupsKept).toBe(7);
    const off = await put('system', { ...DEFAULT_SYSTEM, backupsKept: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ backupsKept: 0 });
    expect((await put('system', DEFAULT_SYSTEM)).json()).toMatchObject({ backupsKept: 0 });
    const odd = await put('system', { ...DEFAULT_SYSTEM, backupsKept: 5 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ message: 'Choose 0 (no nightly backups), 3, 7, 14 or 30 backups' });
    expect((await put('system', { ...DEFAULT_SYSTEM, backupsKept: 7 })).json()).toMatchObject({ backupsKept: 7 });
  });

  it('accepts every offered option', async () => {
    for (const [days, size] of [
      [7, 2],
      [14, 5],
      [30, 10],
      [60, 20],
    ] as const) {
      const res = await put('system', { applicationDeadlineDays: days, maxFileSizeMb: size, allowedFileTypes: 'pdf' });
      expect(res.statusCode, `${days}/${size}`).toBe(200);
      expect(await getSettings()).toMatchObject({ applicationDeadlineDays: days, maxFileSizeMb: size });
    }
  });

  it('normalises the file type list: trims, drops dots, lowercases, drops repeats', async () => {
    const res = await put('system', { applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: ' .PDF, Doc ,.docx, pdf' });
    expect(res.statusCode).toBe(200);
    expect((await getSettings()).allowedFileTypes).toBe('pdf,doc,docx');
  });

  it('allows only the types the server can check by their contents (pdf, doc, docx)', async () => {
    for (const types of ['exe', 'pdf,exe', 'txt', 'pdf,docx,txt', 'png']) {
      const res = await put('system', { applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: types });
      expect(res.statusCode, types).toBe(400);
      expect(res.json().message).toBe(ALLOWED_FILE_TYPES_MESSAGE);
    }
    expect(await getSettings()).toMatchObject(DEFAULT_SYSTEM);
  });

  it('a stored list with other types (saved before they were limited) shows and applies only the checkable ones', async () => {
    await updateSiteSettings(t.orm.em.fork(), { allowedFileTypes: 'exe,pdf,txt' });
    expect((await getSettings()).allowedFileTypes).toBe('pdf');
    expect((await t.app.inject({ url: '/api/uploads/limits' })).json()).toEqual({ maxFileSizeMb: 5, fileTypes: ['pdf'] });
    // None of them checkable: the default three.
    await updateSiteSettings(t.orm.em.fork(), { allowedFileTypes: 'exe' });
    expect((await getSettings()).allowedFileTypes).toBe('pdf,doc,docx');
    // Saving the form again stores a clean list.
    const res = await put('system', { applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: (await getSettings()).allowedFileTypes });
    expect(res.statusCode).toBe(200);
    expect((await getSiteSettings(t.orm.em.fork())).allowedFileTypes).toBe('pdf,doc,docx');
  });

  it('refuses invalid values with 400 and changes nothing', async () => {
    const valid = { applicationDeadlineDays: 14, maxFileSizeMb: 10, allowedFileTypes: 'pdf' };
    const cases: [Record<string, unknown>, string][] = [
      [{ applicationDeadlineDays: 45 }, 'Choose 7, 14, 30 or 60 days'],
      [{ applicationDeadlineDays: '30' }, 'Choose 7, 14, 30 or 60 days'],
      [{ maxFileSizeMb: 3 }, 'Choose 2, 5, 10 or 20 MB'],
      [{ maxFileSizeMb: 0 }, 'Choose 2, 5, 10 or 20 MB'],
      [{ allowedFileTypes: 'p d f' }, 'Use file extensions separated by commas, for example pdf, doc, docx'],
      [{ allowedFileTypes: 'pdf;doc' }, 'Use file extensions separated by commas, for example pdf, doc, docx'],
      [{ allowedFileTypes: '' }, 'List at least one file type'],
    ];
    for (const [override, message] of cases) {
      const res = await put('system', { ...valid, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await getSettings()).toMatchObject(DEFAULT_SYSTEM);
    const stored = await getSiteSettings(t.orm.em.fork());
    expect(stored).toMatchObject(DEFAULT_SYSTEM);
  });
});

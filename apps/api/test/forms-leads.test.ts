import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierApplication, ContactMessage, NewsletterSubscription, OutboxEmail, TransportationQuote, WarehouseQuote } from '@app/db';
import { formSecretFrom, signStamp } from '@app/trpc';
import { createAdminApp, delivered, parseCsv, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  // This file stores many leads a minute; the public write limit has its own tests (throttles.test.ts).
  ({ t, cookie } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000' }));
});
afterAll(() => t.close());

let seq = 0;
const unique = (base: string) => `${base}${Date.now().toString(36)}${++seq}`;
const uniqueEmail = (base: string) => `${unique(base)}@example.com`;

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

interface LeadDto {
  id: number;
  kind: string;
  status: string;
  createdAt: string;
  name: string;
  email: string;
  company: string | null;
  summary: string;
  fields: { label: string; value: string | null }[];
}

async function listLeads(kind: string, qs = ''): Promise<LeadDto[]> {
  const res = await t.app.inject({ url: `/api/admin/leads/${kind}${qs}`, headers: { cookie } });
  expect(res.statusCode, `${kind}${qs}: ${res.body}`).toBe(200);
  return res.json();
}

async function findLead(kind: string, id: number) {
  const lead = (await listLeads(kind)).find((l) => l.id === id);
  expect(lead, `${kind} lead ${id} listed`).toBeDefined();
  return lead!;
}

const fieldsOf = (lead: LeadDto) => Object.fromEntries(lead.fields.map((f) => [f.label, f.value]));

const setLeadStatus = (kind: string, id: number | string, status: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${kind}/${id}/status`, headers: { cookie }, payload: { status } });

const contactPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jordan Contact',
  email: uniqueEmail('jordan'),
  phone: '(905) 555-0111',
  subject: 'Staffing for Q3',
  message: 'We need ten warehouse associates for the summer season.',
  company: 'Peel Distribution',
  ...overrides,
});

const transportPayload = (overrides: Record<string, unknown> = {}) => ({
  contactName: 'Taylor Shipper',
  company: 'Great Lakes Foods',
  email: uniqueEmail('taylor'),
  phone: '(416) 555-0122',
  serviceType: 'ftl',
  origin: 'Mississauga, ON',
  destination: 'Montreal, QC',
  freightType: 'refrigerated',
  weight: '20,000 lbs',
  timeline: '1-week',
  specialRequirements: 'Temperature logged at 2-4 C.',
  ...overrides,
});

const warehousePayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Morgan Storer',
  company: 'Boxed Goods Ltd',
  email: uniqueEmail('morgan'),
  phone: '(289) 555-0133',
  serviceType: 'fulfillment',
  storageNeeds: '5000',
  message: 'Seasonal overflow storage needed.',
  ...overrides,
});

const carrierPayload = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Northern Haulers',
  contactName: 'Casey Carrier',
  email: uniqueEmail('casey'),
  phone: '(705) 555-0144',
  fleetSize: '12',
  equipmentTypes: 'Dry van, Reefer',
  serviceAreas: 'Ontario, Quebec',
  message: 'We would like to join your network.',
  ...overrides,
});

describe('public forms store their row and the admin sees it', () => {
  it('POST /api/contact', async () => {
    const payload = contactPayload({ name: unique('Contact Person ') });
    const res = await post('/api/contact', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, id: expect.any(Number), message: expect.any(String) });
    const id = res.json().id;

    const stored = await t.orm.em.fork().findOneOrFail(ContactMessage, { id });
    expect(stored).toMatchObject({
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      subject: payload.subject,
      message: payload.message,
      company: payload.company,
      status: 'new',
    });

    const lead = await findLead('contact', id);
    expect(lead).toMatchObject({
      id,
      kind: 'contact',
      status: 'new',
      name: payload.name,
      email: payload.email,
      company: payload.company,
      summary: payload.subject,
    });
    expect(fieldsOf(lead)).toEqual({
      Name: payload.name,
      Email: payload.email,
      Phone: payload.phone,
      Company: payload.company,
      Subject: payload.subject,
      Message: payload.message,
    });
    expect(new Date(lead.createdAt).toISOString()).toBe(lead.createdAt);
  });

  it('POST /api/quotes/transportation', async () => {
    const payload = transportPayload({ contactName: unique('Transport Person ') });
    const res = await post('/api/quotes/transportation', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, id: expect.any(Number) });
    const id = res.json().id;

    const stored = await t.orm.em.fork().findOneOrFail(TransportationQuote, { id });
    expect(stored).toMatchObject({ ...payload, status: 'new' });

    const lead = await findLead('transportation', id);
    expect(lead).toMatchObject({ id, kind: 'transportation', status: 'new', name: payload.contactName, email: payload.email, company: payload.company });
    expect(fieldsOf(lead)).toEqual({
      'Contact name': payload.contactName,
      Company: payload.company,
      Email: payload.email,
      Phone: payload.phone,
      'Service type': 'ftl',
      Origin: payload.origin,
      Destination: payload.destination,
      'Freight type': 'refrigerated',
      Weight: payload.weight,
      Timeline: '1-week',
      'Special requirements': payload.specialRequirements,
    });
  });

  it('POST /api/quotes/warehouse', async () => {
    const payload = warehousePayload({ name: unique('Warehouse Person ') });
    const res = await post('/api/quotes/warehouse', payload);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;

    const stored = await t.orm.em.fork().findOneOrFail(WarehouseQuote, { id });
    expect(stored).toMatchObject({ ...payload, status: 'new' });

    const lead = await findLead('warehouse', id);
    expect(lead).toMatchObject({ id, kind: 'warehouse', status: 'new', name: payload.name, email: payload.email, company: payload.company });
    expect(fieldsOf(lead)).toEqual({
      Name: payload.name,
      Company: payload.company,
      Email: payload.email,
      Phone: payload.phone,
      'Service type': 'fulfillment',
      'Storage needs (sq ft)': '5000',
      Message: payload.message,
    });
  });

  it('POST /api/carriers/join', async () => {
    const payload = carrierPayload({ contactName: unique('Carrier Person ') });
    const res = await post('/api/carriers/join', payload);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;

    const stored = await t.orm.em.fork().findOneOrFail(CarrierApplication, { id });
    expect(stored).toMatchObject({ ...payload, status: 'new' });

    const lead = await findLead('carrier', id);
    expect(lead).toMatchObject({ id, kind: 'carrier', status: 'new', name: payload.contactName, email: payload.email, company: payload.companyName });
    expect(fieldsOf(lead)).toEqual({
      Company: payload.companyName,
      'Contact name': payload.contactName,
      Email: payload.email,
      Phone: payload.phone,
      'Fleet size': '12',
      Equipment: payload.equipmentTypes,
      'Service areas': payload.serviceAreas,
      Message: payload.message,
    });
  });

  it('POST /api/newsletter', async () => {
    const email = uniqueEmail('reader');
    const res = await post('/api/newsletter', { email, source: 'footer' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Thanks for subscribing! Look out for our weekly insights.' });

    const stored = await t.orm.em.fork().findOneOrFail(NewsletterSubscription, { email });
    expect(stored).toMatchObject({ email, source: 'footer', status: 'active' });

    const lead = (await listLeads('newsletter')).find((l) => l.email === email);
    expect(lead).toBeDefined();
    expect(lead).toMatchObject({ kind: 'newsletter', status: 'active', email });
    expect(fieldsOf(lead!)).toEqual({ Email: email, 'Signed up from': 'footer' });
  });

  it('optional fields may be left out and are stored as null', async () => {
    const { weight: _w, specialRequirements: _s, ...requiredTransport } = transportPayload();
    const tr = await post('/api/quotes/transportation', requiredTransport);
    expect(tr.statusCode).toBe(201);
    expect(await t.orm.em.fork().findOneOrFail(TransportationQuote, { id: tr.json().id })).toMatchObject({ weight: null, specialRequirements: null });

    const wh = await post('/api/quotes/warehouse', { name: 'Min Warehouse', company: 'Min Co', email: uniqueEmail('minwh'), serviceType: 'storage' });
    expect(wh.statusCode).toBe(201);
    expect(await t.orm.em.fork().findOneOrFail(WarehouseQuote, { id: wh.json().id })).toMatchObject({ phone: null, storageNeeds: null, message: null });

    const ca = await post('/api/carriers/join', { companyName: 'Min Haul', contactName: 'Min Person', email: uniqueEmail('minca'), phone: '(705) 555-0199' });
    expect(ca.statusCode).toBe(201);
    expect(await t.orm.em.fork().findOneOrFail(CarrierApplication, { id: ca.json().id })).toMatchObject({
      fleetSize: null,
      equipmentTypes: null,
      serviceAreas: null,
      message: null,
    });
  });
});

describe('carrier join request: details optional, given ones checked', () => {
  it('stores a bare "Request Information" with nulls and a readable lead', async () => {
    const res = await post('/api/carriers/join', {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: "Thank you for your interest! We'll review your application and contact you soon." });
    const id = res.json().id;
    expect(await t.orm.em.fork().findOneOrFail(CarrierApplication, { id })).toMatchObject({
      companyName: null,
      contactName: null,
      email: null,
      phone: null,
      status: 'new',
    });
    const lead = await findLead('carrier', id);
    expect(lead).toMatchObject({ name: 'Carrier (no name given)', email: null, company: null, summary: 'Carrier application' });
  });

  it('falls back to the company name when no contact name is given', async () => {
    const res = await post('/api/carriers/join', { companyName: 'Solo Haul Inc', email: '' });
    expect(res.statusCode).toBe(201);
    expect(await findLead('carrier', res.json().id)).toMatchObject({ name: 'Solo Haul Inc', company: 'Solo Haul Inc', email: null });
  });

  it('rejects a bad email or phone with the spec messages and stores nothing', async () => {
    const before = await t.orm.em.fork().count(CarrierApplication);
    const badEmail = await post('/api/carriers/join', { email: 'dispatch@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ message: 'Please enter a valid email address', issues: [{ path: ['email'] }] });
    const badPhone = await post('/api/carriers/join', { phone: '555' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({ message: 'Please enter a valid phone number', issues: [{ path: ['phone'] }] });
    expect(await t.orm.em.fork().count(CarrierApplication)).toBe(before);
  });
});

describe('contact form validation: one message per field', () => {
  const expectMessage = async (overrides: Record<string, unknown>, field: string, message: string) => {
    const before = await t.orm.em.fork().count(ContactMessage);
    const res = await post('/api/contact', contactPayload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues).toHaveLength(1);
    expect(res.json().issues[0].path).toEqual([field]);
    expect(await t.orm.em.fork().count(ContactMessage)).toBe(before);
  };

  it('name', async () => {
    await expectMessage({ name: 'J' }, 'name', 'Name must be at least 2 characters');
    await expectMessage({ name: ' J  ' }, 'name', 'Name must be at least 2 characters');
  });
  it('email', async () => {
    await expectMessage({ email: 'not-an-email' }, 'email', 'Please enter a valid email address');
    await expectMessage({ email: 'a@b' }, 'email', 'Please enter a valid email address');
  });
  it('phone', async () => {
    await expectMessage({ phone: '555-0111' }, 'phone', 'Please enter a valid phone number');
  });
  it('subject', async () => {
    await expectMessage({ subject: 'Hey' }, 'subject', 'Subject must be at least 5 characters');
  });
  it('message', async () => {
    await expectMessage({ message: 'Too short' }, 'message', 'Message must be at least 10 characters');
  });

  it('phone is optional: omitted or empty is accepted and stored as null', async () => {
    const { phone: _p, ...noPhone } = contactPayload();
    const omitted = await post('/api/contact', noPhone);
    expect(omitted.statusCode).toBe(201);
    expect((await t.orm.em.fork().findOneOrFail(ContactMessage, { id: omitted.json().id })).phone).toBeNull();
    const empty = await post('/api/contact', contactPayload({ phone: '' }));
    expect(empty.statusCode).toBe(201);
    expect((await t.orm.em.fork().findOneOrFail(ContactMessage, { id: empty.json().id })).phone).toBeNull();
    const lead = await findLead('contact', empty.json().id);
    expect(fieldsOf(lead).Phone).toBeNull();
  });
});

describe('transportation quote validation: one message per field', () => {
  const expectMessage = async (overrides: Record<string, unknown>, field: string, message: string) => {
    const before = await t.orm.em.fork().count(TransportationQuote);
    const res = await post('/api/quotes/transportation', transportPayload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues).toHaveLength(1);
    expect(res.json().issues[0].path).toEqual([field]);
    expect(await t.orm.em.fork().count(TransportationQuote)).toBe(before);
  };

  it('contactName', async () => {
    await expectMessage({ contactName: 'T' }, 'contactName', 'Name must be at least 2 characters');
  });
  it('company', async () => {
    await expectMessage({ company: '' }, 'company', 'Company name is required');
    await expectMessage({ company: '   ' }, 'company', 'Company name is required');
  });
  it('email', async () => {
    await expectMessage({ email: 'taylor@' }, 'email', 'Please enter a valid email address');
  });
  it('phone', async () => {
    await expectMessage({ phone: '12345' }, 'phone', 'Please enter a valid phone number');
    await expectMessage({ phone: '' }, 'phone', 'Please enter a valid phone number');
  });
  it('serviceType', async () => {
    await expectMessage({ serviceType: 'boat' }, 'serviceType', 'Please select a service type');
    await expectMessage({ serviceType: '' }, 'serviceType', 'Please select a service type');
  });
  it('origin', async () => {
    await expectMessage({ origin: '' }, 'origin', 'Origin location is required');
  });
  it('destination', async () => {
    await expectMessage({ destination: ' ' }, 'destination', 'Destination location is required');
  });
  it('freightType', async () => {
    await expectMessage({ freightType: 'livestock' }, 'freightType', 'Please select freight type');
  });
  it('timeline', async () => {
    await expectMessage({ timeline: 'someday' }, 'timeline', 'Please select timeline');
  });
});

describe('POST /api/newsletter', () => {
  it('subscribing the same address twice (any case) answers 201 twice, alike (nothing tells who is subscribed), and keeps one row', async () => {
    const base = unique('twice');
    const first = await post('/api/newsletter', { email: `${base}@Example.com` });
    expect(first.statusCode).toBe(201);
    const second = await post('/api/newsletter', { email: `${base.toUpperCase()}@EXAMPLE.COM` });
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    const rows = await t.orm.em.fork().find(NewsletterSubscription, { email: { $ilike: `${base}@example.com` } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(`${base}@example.com`.toLowerCase());
    expect(rows[0]!.status).toBe('active');
  });

  it('an unsubscribed address is not signed up again by whoever types it: a confirmation mail (double opt-in) is queued, at most one an hour', async () => {
    const email = uniqueEmail('comeback');
    const first = await post('/api/newsletter', { email });
    const row = await t.orm.em.fork().findOneOrFail(NewsletterSubscription, { email });
    expect((await setLeadStatus('newsletter', row.id, 'unsubscribed')).statusCode).toBe(200);

    const again = await post('/api/newsletter', { email: email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect((await t.orm.em.fork().findOneOrFail(NewsletterSubscription, { email })).status).toBe('unsubscribed');
    const mails = await t.orm.em.fork().find(OutboxEmail, { toAddress: email });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletter.confirm', status: 'pending', subject: 'Please confirm your newsletter subscription' });
    // The stored mail keeps no working link (a placeholder stands for its token); the mail sent has it.
    expect(mails[0]!.textBody).toContain('token=[link-secret-1]');
    const link = new URL(/https?:\/\/\S+/.exec(delivered(t, mails[0]!).text)![0]);
    expect(link.pathname).toBe('/newsletter/confirm');
    expect(link.searchParams.get('email')).toBe(email);

    // Asking again within the hour sends nothing more (a form is no tool to flood a mailbox).
    await post('/api/newsletter', { email });
    expect(await t.orm.em.fork().count(OutboxEmail, { toAddress: email })).toBe(1);

    // A wrong, altered or someone else's token changes nothing.
    const token = link.searchParams.get('token')!;
    for (const bad of [{ email, token: `${token}x` }, { email, token: 'abc.def' }, { email: uniqueEmail('other'), token }, { email }]) {
      const res = await post('/api/newsletter/confirm', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe('This confirmation link is invalid or has expired.');
    }
    expect((await t.orm.em.fork().findOneOrFail(NewsletterSubscription, { email })).status).toBe('unsubscribed');

    // The link itself confirms, once or twice alike.
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/newsletter/confirm', { email: link.searchParams.get('email'), token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Your subscription is confirmed. Welcome back!' });
    }
    expect((await t.orm.em.fork().findOneOrFail(NewsletterSubscription, { email })).status).toBe('active');
  });

  it('a confirmation link older than 7 days has expired', async () => {
    const email = uniqueEmail('late');
    await post('/api/newsletter', { email });
    const row = await t.orm.em.fork().findOneOrFail(NewsletterSubscription, { email });
    await setLeadStatus('newsletter', row.id, 'unsubscribed');
    const old = signStamp(formSecretFrom(t.sessionKey), 'newsletter.confirm', email, Date.now() - 8 * 24 * 60 * 60 * 1000);
    const fresh = signStamp(formSecretFrom(t.sessionKey), 'newsletter.confirm', email, Date.now() - 6 * 24 * 60 * 60 * 1000);
    expect((await post('/api/newsletter/confirm', { email, token: old })).statusCode).toBe(400);
    expect((await post('/api/newsletter/confirm', { email, token: fresh })).statusCode).toBe(200);
  });

  it('refuses an invalid email', async () => {
    const res = await post('/api/newsletter', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });
});

describe('PATCH /api/admin/leads/{kind}/{id}/status', () => {
  const makers: Record<string, () => Promise<number>> = {
    contact: async () => (await post('/api/contact', contactPayload())).json().id,
    transportation: async () => (await post('/api/quotes/transportation', transportPayload())).json().id,
    warehouse: async () => (await post('/api/quotes/warehouse', warehousePayload())).json().id,
    carrier: async () => (await post('/api/carriers/join', carrierPayload())).json().id,
  };
  const entities = { contact: ContactMessage, transportation: TransportationQuote, warehouse: WarehouseQuote, carrier: CarrierApplication } as const;

  for (const kind of Object.keys(makers) as Array<keyof typeof entities>) {
    it(`${kind}: new, contacted and closed are accepted and stored`, async () => {
      const id = await makers[kind]!();
      for (const status of ['contacted', 'closed', 'new', 'closed']) {
        const res = await setLeadStatus(kind, id, status);
        expect(res.statusCode, `${kind} ${status}`).toBe(200);
        expect(res.json()).toMatchObject({ id, kind, status });
        const stored = (await t.orm.em.fork().findOneOrFail(entities[kind] as any, { id } as any)) as { status: string };
        expect(stored.status).toBe(status);
      }
    });
  }

  it('newsletter: active and unsubscribed are accepted; lead statuses are not', async () => {
    const email = uniqueEmail('statusnews');
    await post('/api/newsletter', { email });
    const row = await t.orm.em.fork().findOneOrFail(NewsletterSubscription, { email });
    const off = await setLeadStatus('newsletter', row.id, 'unsubscribed');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: row.id, kind: 'newsletter', status: 'unsubscribed' });
    expect((await t.orm.em.fork().findOneOrFail(NewsletterSubscription, { id: row.id })).status).toBe('unsubscribed');
    const on = await setLeadStatus('newsletter', row.id, 'active');
    expect(on.json().status).toBe('active');
    const bad = await setLeadStatus('newsletter', row.id, 'contacted');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be active or unsubscribed');
    expect((await t.orm.em.fork().findOneOrFail(NewsletterSubscription, { id: row.id })).status).toBe('active');
  });

  it('a bad status answers 400 and changes nothing', async () => {
    const id = await makers.contact!();
    for (const status of ['active', 'done', 'NEW', '']) {
      const res = await setLeadStatus('contact', id, status);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().message).toBe('Status must be one of new, contacted, closed');
    }
    expect((await t.orm.em.fork().findOneOrFail(ContactMessage, { id })).status).toBe('new');
  });

  it('an unknown kind answers 400', async () => {
    const id = await makers.contact!();
    const res = await setLeadStatus('spam', id, 'closed');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown lead kind');
    const list = await t.app.inject({ url: '/api/admin/leads/spam', headers: { cookie } });
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('Unknown lead kind');
  });

  it('an unknown id answers 404', async () => {
    for (const kind of ['contact', 'transportation', 'warehouse', 'carrier']) {
      const res = await setLeadStatus(kind, 999_999, 'closed');
      expect(res.statusCode, kind).toBe(404);
      expect(res.json()).toEqual({ message: 'Lead not found' });
    }
    expect((await setLeadStatus('newsletter', 999_999, 'active')).statusCode).toBe(404);
    expect((await setLeadStatus('contact', 'abc', 'closed')).statusCode).toBe(404);
  });

  it('requires an admin session', async () => {
    const id = await makers.contact!();
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/leads/contact/${id}/status`, payload: { status: 'closed' } });
    expect(res.statusCode).toBe(401);
    expect((await t.orm.em.fork().findOneOrFail(ContactMessage, { id })).status).toBe('new');
  });
});

describe('GET /api/admin/leads/{kind} filters', () => {
  it('search matches name, email, subject, company or message, ignoring case', async () => {
    const tag = unique('zq');
    const a = (await post('/api/contact', contactPayload({ name: `Alpha ${tag}`, subject: 'Pallet racking' }))).json().id;
    const b = (await post('/api/contact', contactPayload({ email: `${tag}@search.example`, subject: 'Other things' }))).json().id;
    const c = (await post('/api/contact', contactPayload({ subject: `About ${tag.toUpperCase()} stuff` }))).json().id;
    const d = (await post('/api/contact', contactPayload({ company: `${tag} Holdings` }))).json().id;
    const e = (await post('/api/contact', contactPayload({ message: `Please call about ${tag} soon.` }))).json().id;
    await post('/api/contact', contactPayload());
    const ids = async (qs: string) => (await listLeads('contact', qs)).map((l) => l.id).sort((x, y) => x - y);
    expect(await ids(`?search=${tag}`)).toEqual([a, b, c, d, e].sort((x, y) => x - y));
    expect(await ids(`?search=${tag.toUpperCase()}`)).toEqual([a, b, c, d, e].sort((x, y) => x - y));
    expect(await ids(`?search=no-such-lead-${tag}`)).toEqual([]);
  });

  it('search on transportation matches origin and destination', async () => {
    const tag = unique('Town');
    const a = (await post('/api/quotes/transportation', transportPayload({ origin: `${tag} North` }))).json().id;
    const b = (await post('/api/quotes/transportation', transportPayload({ destination: `${tag} South` }))).json().id;
    const ids = (await listLeads('transportation', `?search=${tag.toLowerCase()}`)).map((l) => l.id).sort((x, y) => x - y);
    expect(ids).toEqual([a, b].sort((x, y) => x - y));
  });

  it('status filters the list; all clears it; newest first', async () => {
    const tag = unique('statusfilter');
    const first = (await post('/api/quotes/warehouse', warehousePayload({ company: `${tag} One` }))).json().id;
    const second = (await post('/api/quotes/warehouse', warehousePayload({ company: `${tag} Two` }))).json().id;
    const third = (await post('/api/quotes/warehouse', warehousePayload({ company: `${tag} Three` }))).json().id;
    await setLeadStatus('warehouse', second, 'contacted');
    await setLeadStatus('warehouse', third, 'closed');
    const ids = async (qs: string) => (await listLeads('warehouse', `?search=${tag}${qs}`)).map((l) => l.id);
    expect(await ids('&status=new')).toEqual([first]);
    expect(await ids('&status=contacted')).toEqual([second]);
    expect(await ids('&status=closed')).toEqual([third]);
    expect(await ids('&status=all')).toEqual([third, second, first]);
    expect(await ids('')).toEqual([third, second, first]);
  });

  it('requires an admin session', async () => {
    expect((await t.app.inject({ url: '/api/admin/leads/contact' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/leads/counts', () => {
  it('counts new leads per kind and active newsletter subscribers', async () => {
    const em = t.orm.em.fork();
    for (const entity of [ContactMessage, TransportationQuote, WarehouseQuote, CarrierApplication, NewsletterSubscription]) {
      await em.nativeDelete(entity as any, {});
    }
    const empty = await t.app.inject({ url: '/api/admin/leads/counts', headers: { cookie } });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ contact: 0, transportation: 0, warehouse: 0, carrier: 0, newsletter: 0 });

    await post('/api/contact', contactPayload());
    await post('/api/contact', contactPayload());
    const closedContact = (await post('/api/contact', contactPayload())).json().id;
    await setLeadStatus('contact', closedContact, 'closed');
    await post('/api/quotes/transportation', transportPayload());
    const contactedQuote = (await post('/api/quotes/transportation', transportPayload())).json().id;
    await setLeadStatus('transportation', contactedQuote, 'contacted');
    await post('/api/quotes/warehouse', warehousePayload());
    await post('/api/quotes/warehouse', warehousePayload());
    await post('/api/quotes/warehouse', warehousePayload());
    await post('/api/newsletter', { email: uniqueEmail('count1') });
    await post('/api/newsletter', { email: uniqueEmail('count2') });
    const goneEmail = uniqueEmail('count3');
    await post('/api/newsletter', { email: goneEmail });
    const gone = await t.orm.em.fork().findOneOrFail(NewsletterSubscription, { email: goneEmail });
    await setLeadStatus('newsletter', gone.id, 'unsubscribed');

    const res = await t.app.inject({ url: '/api/admin/leads/counts', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contact: 2, transportation: 1, warehouse: 3, carrier: 0, newsletter: 2 });
    expect((await t.app.inject({ url: '/api/admin/leads/counts' })).statusCode).toBe(401);
  });
});

/** `n` contact messages named '{tag} {i}' in one statement, older than any other; every fourth closed. */
async function insertContacts(tag: string, n: number) {
  await t.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into contact_messages (name, email, subject, message, status, created_at)
       select ? || ' ' || g, 'bulk' || g || '@contacts.example', 'Bulk subject', 'Bulk message', case when g % 4 = 0 then 'closed' else 'new' end, now() - interval '30 days' - g * interval '1 second'
       from generate_series(1, ?) g`,
      [tag, n],
    );
}

const getLeads = (kind: string, qs = '') => t.app.inject({ url: `/api/admin/leads/${kind}${qs}`, headers: { cookie } });

describe('GET /api/admin/leads/{kind} paging', () => {
  it('answers a page with X-Total-Count and Link; totals follow the search and the status', async () => {
    const tag = unique('pagetag');
    await insertContacts(tag, 45);
    const first = await getLeads('contact', `?search=${tag}`);
    expect(first.statusCode).toBe(200);
    expect((first.json() as LeadDto[]).map((l) => l.name).slice(0, 3)).toEqual([`${tag} 1`, `${tag} 2`, `${tag} 3`]);
    expect(first.json()).toHaveLength(20);
    expect(first.headers['x-total-count']).toBe('45');
    expect(String(first.headers.link)).toContain(`</api/admin/leads/contact?search=${tag}&page=2&limit=20>; rel="next"`);
    expect(String(first.headers.link)).toContain(`</api/admin/leads/contact?search=${tag}&page=3&limit=20>; rel="last"`);

    const third = await getLeads('contact', `?search=${tag}&page=3`);
    expect((third.json() as LeadDto[]).map((l) => l.name)).toEqual([41, 42, 43, 44, 45].map((i) => `${tag} ${i}`));
    const closed = await getLeads('contact', `?search=${tag}&status=closed&limit=100`);
    expect(closed.headers['x-total-count']).toBe('11');
    expect((closed.json() as LeadDto[]).every((l) => l.status === 'closed')).toBe(true);

    // Without a search the totals come from the counters and agree with the table.
    const em = t.orm.em.fork();
    const all = await getLeads('contact', '?limit=1');
    expect(all.json()).toHaveLength(1);
    expect(all.headers['x-total-count']).toBe(String(await em.count(ContactMessage, {})));
    const news = await getLeads('contact', '?status=new&limit=1');
    expect(news.headers['x-total-count']).toBe(String(await em.count(ContactMessage, { status: 'new' })));
  });

  it('a bad page, limit or status answers 400 with a clear message', async () => {
    const cases: [string, string, string][] = [
      ['contact', '?page=0', 'page must be a whole number from 1 to 10,000'],
      ['contact', '?page=two', 'page must be a whole number from 1 to 10,000'],
      ['warehouse', '?limit=500', 'limit must be a whole number from 1 to 100'],
      ['carrier', '?limit=-1', 'limit must be a whole number from 1 to 100'],
      ['contact', '?status=active', 'status must be one of: all, new, contacted, closed, spam'],
      ['transportation', '?status=done', 'status must be one of: all, new, contacted, closed, spam'],
      ['newsletter', '?status=new', 'status must be one of: all, active, unsubscribed, spam'],
    ];
    for (const [kind, qs, message] of cases) {
      const res = await getLeads(kind, qs);
      expect(res.statusCode, `${kind}${qs}`).toBe(400);
      expect(res.json().message, `${kind}${qs}`).toBe(message);
    }
    expect((await getLeads('newsletter', '?status=unsubscribed')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/leads/{kind}/export.csv', () => {
  const exportCsv = (kind: string, qs = '', headers: Record<string, string> = { cookie }) =>
    t.app.inject({ url: `/api/admin/leads/${kind}/export.csv${qs}`, headers });

  it('streams every matching lead, far beyond one page, with the kind’s columns', async () => {
    const tag = unique('exporttag');
    await insertContacts(tag, 1050);
    const res = await exportCsv('contact', `?search=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contact-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(['ID', 'Received', 'Status', 'Name', 'Email', 'Phone', 'Company', 'Subject', 'Message']);
    expect(rows).toHaveLength(1050);
    expect(new Set(rows.map((r) => r[3])).size).toBe(1050);
    expect(rows.map((r) => r[3])).toContain(`${tag} 1050`);
    expect(rows.find((r) => r[3] === `${tag} 8`)).toEqual([
      expect.stringMatching(/^\d+$/),
      expect.any(String),
      'Closed',
      `${tag} 8`,
      'bulk8@contacts.example',
      '',
      '',
      'Bulk subject',
      'Bulk message',
    ]);

    const closed = parseCsv((await exportCsv('contact', `?search=${tag}&status=closed`)).body.slice(1)).slice(1);
    expect(closed).toHaveLength(262);
    expect(closed.every((r) => r[2] === 'Closed')).toBe(true);
  });

  it('defuses spreadsheet formulas and quotes commas, quotes and line breaks', async () => {
    const tag = unique('formula');
    const id = (
      await post('/api/contact', contactPayload({ name: `=cmd|' /C calc'!A0 ${tag}`, company: '@evil, "inc"', message: '-1+1 is zero,\nsecond line' }))
    ).json().id;
    const res = await exportCsv('contact', `?search=${tag}`);
    const [, row, ...rest] = parseCsv(res.body.slice(1));
    expect(rest).toEqual([]);
    expect(row![0]).toBe(String(id));
    expect(row![3]).toBe(`'=cmd|' /C calc'!A0 ${tag}`);
    expect(row![6]).toBe(`'@evil, "inc"`);
    expect(row![8]).toBe(`'-1+1 is zero,\nsecond line`);
    expect(res.body).toContain(`,"'@evil, ""inc""",`);
  });

  it('newsletter subscribers export their own columns', async () => {
    const email = uniqueEmail('csvsub');
    await post('/api/newsletter', { email, source: 'blog' });
    const [header, ...rows] = parseCsv((await exportCsv('newsletter', `?search=${email}`)).body.slice(1));
    expect(header).toEqual(['ID', 'Received', 'Status', 'Email', 'Signed up from']);
    expect(rows).toEqual([[expect.stringMatching(/^\d+$/), expect.any(String), 'Active', email, 'blog']]);
  });

  it('needs an admin session, a known kind and valid filters', async () => {
    const anonymous = await exportCsv('contact', '', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Admin authentication required' });
    const unknown = await exportCsv('spam');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown lead kind');
    const bad = await exportCsv('newsletter', '?status=closed');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be one of: all, active, unsubscribed, spam');
  });
});

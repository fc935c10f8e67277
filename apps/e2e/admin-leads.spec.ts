import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { type APIRequestContext, type Page } from '@playwright/test';
import { chooseOption, loginAsAdmin, unique } from './helpers';

type Kind = 'contact' | 'transportation' | 'warehouse' | 'carrier' | 'newsletter';

const TAB: Record<Kind, string> = {
  contact: 'Contact Messages',
  transportation: 'Transportation Quotes',
  warehouse: 'Warehouse Quotes',
  carrier: 'Carrier Requests',
  newsletter: 'Newsletter',
};

const emailFor = (name: string) => `${name.replace(/[^a-z0-9]+/gi, '.').toLowerCase()}@example.com`;

interface Submitted {
  kind: Kind;
  /** The name the admin list shows (the email for subscribers). */
  name: string;
  email: string;
  /** Label -> value pairs the detail dialog must list. */
  fields: Record<string, string>;
}

/** Sends one lead of each kind through its public REST path, as the website forms do. */
async function submit(request: APIRequestContext, kind: Kind): Promise<Submitted> {
  const name = unique(`E2E ${kind}`);
  const email = emailFor(name);
  let url: string;
  let data: Record<string, string>;
  let fields: Record<string, string>;
  switch (kind) {
    case 'contact':
      url = '/api/contact';
      data = {
        name,
        email,
        phone: '(905) 555-0111',
        subject: 'Seasonal staffing',
        message: 'We need ten associates, "urgently", for the summer.',
        company: 'Peel Distribution',
      };
      fields = { Name: name, Email: email, Phone: '(905) 555-0111', Company: 'Peel Distribution', Subject: 'Seasonal staffing', Message: data.message! };
      break;
    case 'transportation':
      url = '/api/quotes/transportation';
      data = {
        contactName: name,
        company: 'Great Lakes Foods',
        email,
        phone: '(416) 555-0122',
        serviceType: 'ltl',
        origin: 'Mississauga, ON',
        destination: 'Ottawa, ON',
        freightType: 'food',
        weight: '8,000 lbs',
        timeline: '1-week',
        specialRequirements: 'Tail-lift needed',
      };
      fields = {
        'Contact name': name,
        Company: 'Great Lakes Foods',
        Origin: 'Mississauga, ON',
        Destination: 'Ottawa, ON',
        Weight: '8,000 lbs',
        'Special requirements': 'Tail-lift needed',
      };
      break;
    case 'warehouse':
      url = '/api/quotes/warehouse';
      data = {
        name,
        company: 'Boxed Goods Ltd',
        email,
        phone: '(289) 555-0133',
        serviceType: 'fulfillment',
        storageNeeds: '5000',
        message: 'Overflow storage for Q4.',
      };
      fields = { Name: name, Company: 'Boxed Goods Ltd', 'Storage needs (sq ft)': '5000', Message: 'Overflow storage for Q4.' };
      break;
    case 'carrier':
      url = '/api/carriers/join';
      data = {
        companyName: 'Northern Haulers',
        contactName: name,
        email,
        phone: '(705) 555-0144',
        fleetSize: '12',
        equipmentTypes: 'Dry van, Reefer',
        serviceAreas: 'Ontario, Quebec',
        message: 'Please add us.',
      };
      fields = { Company: 'Northern Haulers', 'Contact name': name, 'Fleet size': '12', Equipment: 'Dry van, Reefer', 'Service areas': 'Ontario, Quebec' };
      break;
    case 'newsletter':
      url = '/api/newsletter';
      data = { email, source: 'blog' };
      fields = { Email: email, 'Signed up from': 'blog' };
      break;
  }
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return { kind, name: kind === 'newsletter' ? email : name, email, fields };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function openTab(page: Page, kind: Kind) {
  await page.getByRole('tab', { name: new RegExp(`^${TAB[kind]}`) }).click();
  await expect(page.getByRole('tab', { name: new RegExp(`^${TAB[kind]}`) })).toHaveAttribute('aria-selected', 'true');
}

test.describe('Admin Leads', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  test('every kind of lead shows in its tab with all its fields and exports as CSV', async ({ page, request }) => {
    const kinds: Kind[] = ['contact', 'transportation', 'warehouse', 'carrier', 'newsletter'];
    const leads: Submitted[] = [];
    for (const kind of kinds) leads.push(await submit(request, kind));

    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(page).toHaveTitle(/Leads/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');

    for (const lead of leads) {
      await openTab(page, lead.kind);
      // Each tab counts its new leads (active subscribers for the newsletter): ours is one of them.
      await expect(page.getByTestId(`lead-count-${lead.kind}`)).toHaveText(/^[1-9]\d*$/);

      await page.getByLabel('Search leads').fill(lead.name.toUpperCase());
      const mine = card(page, lead.name);
      await expect(mine).toBeVisible();
      await expect(page.getByTestId('lead-card')).toHaveCount(1);
      await expect(mine.getByTestId('lead-status')).toHaveText(lead.kind === 'newsletter' ? 'Active' : 'New');
      await expect(mine.getByRole('link', { name: lead.email })).toHaveAttribute('href', `mailto:${lead.email}`);

      await mine.getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Lead Details' });
      await expect(dialog).toBeVisible();
      for (const [label, value] of Object.entries(lead.fields)) {
        const term = dialog.locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) });
        await expect(term, label).toHaveCount(1);
        await expect(term.locator('xpath=following-sibling::dd[1]'), label).toHaveText(value);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${lead.kind}-leads-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
      const [header] = csv.split('\r\n');
      expect(header!.startsWith('ID,Received,Status,')).toBe(true);
      for (const label of Object.keys(lead.fields)) expect(header).toContain(label);
      const row = csv.split('\r\n').find((line) => line.includes(lead.name));
      expect(row, `${lead.kind} row in CSV`).toBeDefined();
      expect(row).toContain(lead.email);
      if (lead.kind === 'contact') {
        // Commas and quotes are quoted, quotes doubled.
        expect(row).toContain('"We need ten associates, ""urgently"", for the summer."');
        expect(row).toMatch(/,New,/);
      }
      if (lead.kind === 'carrier') expect(row).toContain('"Dry van, Reefer"');
      await page.getByLabel('Search leads').fill('');
    }
  });

  test('search, status filter and a status change that persists after reload', async ({ page, request }) => {
    const contact = await submit(request, 'contact');
    const subscriber = await submit(request, 'newsletter');

    await page.goto('/admin/leads');
    const search = page.getByLabel('Search leads');
    // Name, email, company and summary all match, ignoring case.
    for (const term of [contact.name.toLowerCase(), contact.email.toUpperCase()]) {
      await search.fill(term);
      await expect(page.getByTestId('lead-card')).toHaveCount(1);
      await expect(card(page, contact.name)).toBeVisible();
    }
    await search.fill(`${contact.name} Peel`);
    await expect(page.getByText('No leads found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    await search.fill('peel distribution');
    await expect(card(page, contact.name)).toBeVisible();
    await search.fill('seasonal STAFFING');
    await expect(card(page, contact.name)).toBeVisible();

    await search.fill(contact.name);
    // The search runs on the server once typing pauses: wait for its answer before acting on a card.
    await expect(page.getByTestId('lead-card')).toHaveCount(1);
    const mine = card(page, contact.name);
    await chooseOption(page, mine.getByRole('combobox', { name: `Status of ${contact.name}` }), 'Contacted');
    await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
    await expect(page.getByText('Lead status updated to contacted.')).toBeVisible();
    await expect(mine.getByTestId('lead-status')).toHaveText('Contacted');

    // The status filter: our lead is under Contacted, not under New.
    const filter = page.getByRole('combobox', { name: 'Filter by status' });
    await chooseOption(page, filter, 'New');
    await expect(page.getByText('No leads found')).toBeVisible();
    await chooseOption(page, filter, 'Contacted');
    await expect(card(page, contact.name)).toBeVisible();

    await page.reload();
    await page.getByLabel('Search leads').fill(contact.name);
    await expect(card(page, contact.name).getByTestId('lead-status')).toHaveText('Contacted');
    const stored = (await (await page.request.get('/api/admin/leads/contact', { params: { search: contact.email } })).json()) as { status: string }[];
    expect(stored.map((l) => l.status)).toEqual(['contacted']);

    // Subscribers are active or unsubscribed; the tab is kept in the address.
    await openTab(page, 'newsletter');
    await expect(page).toHaveURL(/kind=newsletter/);
    await page.getByLabel('Search leads').fill(subscriber.email);
    const sub = card(page, subscriber.email);
    const subStatus = sub.getByRole('combobox', { name: `Status of ${subscriber.email}` });
    await subStatus.click();
    await expect(page.getByRole('option')).toHaveText(['Active', 'Unsubscribed']);
    await page.getByRole('option', { name: 'Unsubscribed', exact: true }).click();
    await expect(page.getByText('Lead status updated to unsubscribed.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: /^Newsletter/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Search leads').fill(subscriber.email);
    await expect(card(page, subscriber.email).getByTestId('lead-status')).toHaveText('Unsubscribed');
  });

  test('the list pages on the server, Back returns to page 1, and the CSV holds every match', async ({ page, request }) => {
    const tag = unique('Pagedlead').replace(/\s+/g, '');
    // 23 contact messages, oldest first: with 20 a page, page 2 holds the first three sent.
    for (let i = 1; i <= 23; i++) {
      const res = await request.post('/api/contact', {
        data: {
          name: `${tag} Sender ${String(i).padStart(2, '0')}`,
          email: `${tag.toLowerCase()}.${i}@example.com`,
          subject: 'Paged staffing request',
          message: 'We need a crew for the night shift.',
          company: i === 1 ? '@Formula, "Inc"' : 'Paged Co',
        },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto('/admin/leads');
    await page.getByLabel('Search leads').fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await expect(page.getByTestId('list-range')).toHaveText('Showing 1–20 of 23 contact messages');
    await expect(page.getByTestId('lead-card')).toHaveCount(20);
    await expect(card(page, `${tag} Sender 23`)).toBeVisible();

    const pager = page.getByRole('navigation', { name: 'Contact Messages pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('lead-card')).toHaveCount(3);
    for (const n of ['01', '02', '03']) await expect(card(page, `${tag} Sender ${n}`)).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('lead-card')).toHaveCount(20);
    await expect(page).not.toHaveURL(/page=2/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contact-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('ID,Received,Status,Name,Email,Phone,Company,Subject,Message');
    expect(lines).toHaveLength(24);
    for (let i = 1; i <= 23; i++) expect(lines.filter((line) => line.includes(`,${tag} Sender ${String(i).padStart(2, '0')},`))).toHaveLength(1);
    expect(csv).toContain(`,"'@Formula, ""Inc""",`);
  });

  test('each kind has its own empty state', async ({ page }) => {
    // This worker's database may hold leads of earlier tests: answer every list empty.
    await page.route(/^https?:\/\/[^/]+\/trpc\/[^?]*lead\.list/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as unknown[];
      const names = new URL(route.request().url()).pathname.replace(/^\/trpc\//, '').split(',');
      names.forEach((name, i) => {
        if (name === 'lead.list') body[i] = { result: { data: { items: [], total: 0, page: 1, limit: 20 } } };
      });
      await route.fulfill({ response, json: body });
    });
    await page.goto('/admin/leads');
    const expected: [Kind, string][] = [
      ['contact', 'No contact messages yet'],
      ['transportation', 'No transportation quote requests yet'],
      ['warehouse', 'No warehouse quote requests yet'],
      ['carrier', 'No carrier requests yet'],
      ['newsletter', 'No newsletter subscribers yet'],
    ];
    for (const [kind, title] of expected) {
      await openTab(page, kind);
      await expect(page.getByTestId('empty-state')).toContainText(title);
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    }
  });

  test('lead lists and exports need an admin session', async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.get('/api/admin/leads/contact')).status()).toBe(401);
    expect((await anonymous.get('/api/admin/leads/counts')).status()).toBe(401);
    expect((await anonymous.get('/api/admin/leads/contact/export.csv')).status()).toBe(401);
    expect((await anonymous.get('/api/admin/leads/newsletter/export.csv?status=active')).status()).toBe(401);
    await anonymous.dispose();
  });
});

import { expect, test } from './support/fixtures';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminRequest, loginAsAdmin, unique } from './helpers';

interface Testimonial {
  id: number;
  name: string;
  company: string | null;
  position: string | null;
  content: string;
  rating: number;
  featured: boolean;
}

async function createTestimonial(request: APIRequestContext, overrides: Partial<Testimonial> = {}): Promise<Testimonial> {
  const admin = await adminRequest(request);
  const res = await admin.post('/api/admin/testimonials', {
    data: {
      name: unique('E2E Reviewer'),
      company: 'Lakeshore Distribution',
      position: 'Operations Manager',
      content: 'Northline filled our seasonal shifts within two days.',
      rating: 4,
      featured: false,
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Testimonial;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const statValue = (page: Page, label: string) =>
  page
    .getByTestId('stat-card')
    .filter({ hasText: new RegExp(`^${label}`) })
    .getByTestId('stat-value');
/** Picks a star with the keyboard, as the star inputs are visually hidden radios. */
async function chooseRating(page: Page, scope: Locator, stars: number) {
  const radio = scope.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}`, exact: true });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await expect(scope.getByText(`${stars} of 5`)).toBeVisible();
}

const tabCount = async (page: Page, tab: string) => Number(await page.getByTestId(`tab-count-${tab}`).innerText());
/** Testimonials per page of the admin list (ADMIN_TESTIMONIALS_PAGE_SIZE). */
const PAGE_SIZE = 12;

test.describe('Admin Testimonials', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  test('stat cards and tab counts are the server figures for every testimonial', async ({ page, request }) => {
    const marker = unique('E2E Tabs');
    const featured = await createTestimonial(request, { name: `${marker} Featured`, featured: true, rating: 5 });
    const regular = await createTestimonial(request, { name: `${marker} Regular`, featured: false, rating: 3 });

    await page.goto('/admin/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const cards = page.getByTestId('testimonial-card');
    await expect(cards.first()).toBeVisible();

    // Every testimonial, read through the public API, gives the figures the cards must show.
    const everyone: Testimonial[] = [];
    for (let n = 1; ; n++) {
      const batch = (await (await request.get(`/api/testimonials?limit=100&page=${n}`)).json()) as Testimonial[];
      everyone.push(...batch);
      if (batch.length < 100) break;
    }
    const all = await tabCount(page, 'all');
    expect(all).toBe(everyone.length);
    await expect(statValue(page, 'Total Reviews')).toHaveText(String(all));
    const featuredCount = everyone.filter((t) => t.featured).length;
    await expect(statValue(page, 'Featured')).toHaveText(String(featuredCount));
    expect(await tabCount(page, 'featured')).toBe(featuredCount);
    expect(await tabCount(page, 'regular')).toBe(all - featuredCount);
    // One decimal, halves rounded up (integer arithmetic, as the database does it exactly).
    const stars = everyone.reduce((sum, t) => sum + t.rating, 0);
    await expect(statValue(page, 'Average Rating')).toHaveText((Math.round((stars * 10) / everyone.length) / 10).toFixed(1));
    const companies = new Set(everyone.map((t) => t.company?.trim().toLowerCase()).filter(Boolean)).size;
    await expect(statValue(page, 'Companies')).toHaveText(String(companies));
    await expect(cards).toHaveCount(Math.min(all, PAGE_SIZE));

    // Featured first: ours is the newest featured one.
    const mine = card(page, featured.name);
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(mine).toContainText('Featured');
    await expect(mine).toContainText('Lakeshore Distribution');
    await expect(mine).toContainText('Operations Manager');
    await expect(mine).toContainText('“Northline filled our seasonal shifts within two days.”');

    await page.getByRole('tab', { name: 'Featured' }).click();
    await expect(page).toHaveURL(/[?&]tab=featured(&|$)/);
    await expect(cards).toHaveCount(Math.min(featuredCount, PAGE_SIZE));
    await expect(card(page, featured.name)).toBeVisible();
    await expect(card(page, regular.name)).toHaveCount(0);
    await expect(cards.filter({ hasNot: page.getByText('Featured', { exact: true }) })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Regular' }).click();
    await expect(page).toHaveURL(/[?&]tab=regular(&|$)/);
    await expect(cards).toHaveCount(Math.min(all - featuredCount, PAGE_SIZE));
    await expect(card(page, regular.name)).toBeVisible();
    await expect(card(page, featured.name)).toHaveCount(0);
    await expect(cards.filter({ has: page.getByText('Featured', { exact: true }) })).toHaveCount(0);

    // Back returns to the Featured tab.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, featured.name)).toBeVisible();
  });

  test('pages through the testimonials with the page in the URL; the search asks the server', async ({ page, request }) => {
    const marker = unique('E2E Paged Reviewer');
    const rows: Testimonial[] = [];
    for (let i = 1; i <= PAGE_SIZE + 1; i++) rows.push(await createTestimonial(request, { name: `${marker} ${String(i).padStart(2, '0')}` }));
    try {
      await page.goto('/admin/testimonials');
      const asked = page.waitForRequest((req) => req.url().includes('testimonial.adminList') && decodeURIComponent(req.url()).includes(marker));
      await page.getByLabel('Search testimonials').fill(marker);
      await asked;
      await expect(page).toHaveURL(/[?&]search=/);
      const cards = page.getByTestId('testimonial-card');
      await expect(cards).toHaveCount(PAGE_SIZE);
      await expect(page.getByTestId('testimonial-list-total')).toHaveText(`${PAGE_SIZE + 1} testimonials matching “${marker}”`);
      // Newest first among these regular ones: the first one created is on page 2.
      await expect(card(page, rows[0]!.name)).toHaveCount(0);

      await page.getByRole('navigation', { name: 'Testimonial pages' }).getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(cards).toHaveCount(1);
      await expect(card(page, rows[0]!.name)).toBeVisible();

      await page.goBack();
      await expect(page).not.toHaveURL(/[?&]page=/);
      await expect(cards).toHaveCount(PAGE_SIZE);
      await expect(card(page, rows[rows.length - 1]!.name)).toBeVisible();
    } finally {
      const admin = await adminRequest(request);
      await Promise.all(rows.map((row) => admin.delete(`/api/admin/testimonials/${row.id}`)));
    }
  });

  test('creates, views, edits and deletes a testimonial', async ({ page, request }) => {
    const name = unique('Dana Whitfield');
    await page.goto('/admin/testimonials');

    // Create
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New Testimonial' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Testimonial content is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Company').fill('Harbourview Foods');
    await dialog.getByLabel('Position').fill('Plant Director');
    await dialog.getByLabel('Content').fill('Reliable people on every shift, and a team that answers the phone.');
    await chooseRating(page, dialog, 4);
    await dialog.getByRole('switch', { name: 'Featured' }).check();
    await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
    await expect(page.getByText('Testimonial created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const mine = card(page, name);
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('Featured');
    await expect(mine).toContainText('Harbourview Foods');
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    const admin = await adminRequest(request);
    let stored = ((await (await admin.get('/api/testimonials')).json()) as Testimonial[]).find((t) => t.name === name);
    expect(stored).toMatchObject({ company: 'Harbourview Foods', position: 'Plant Director', rating: 4, featured: true });

    // View
    await mine.getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Testimonial' });
    await expect(view).toContainText('Reliable people on every shift, and a team that answers the phone.');
    await expect(view).toContainText('Plant Director, Harbourview Foods');
    await expect(view.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toBeHidden();

    // Edit
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Content').fill('Updated: they staffed our new line in a week.');
    await edit.getByLabel('Position').fill('');
    await chooseRating(page, edit, 2);
    await edit.getByRole('switch', { name: 'Featured' }).uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Testimonial updated successfully')).toBeVisible();
    await expect(mine).toContainText('Updated: they staffed our new line in a week.');
    await expect(mine.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
    await expect(mine.getByText('Featured', { exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Regular' }).click();
    await expect(mine).toBeVisible();
    stored = ((await (await admin.get('/api/testimonials')).json()) as Testimonial[]).find((t) => t.name === name);
    expect(stored).toMatchObject({ position: null, rating: 2, featured: false });

    // Delete
    await mine.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Testimonial' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Testimonial deleted successfully')).toBeVisible();
    await expect(mine).toHaveCount(0);
    const after = (await (await request.get('/api/testimonials')).json()) as Testimonial[];
    expect(after.some((t) => t.name === name)).toBe(false);
  });
});

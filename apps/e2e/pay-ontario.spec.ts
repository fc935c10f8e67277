import { expect, test } from './support/fixtures';
import { adminRequest, loginAsAdmin, unique } from './helpers';

/** Structured pay and the Ontario job posting rules: post-job form, admin review, job page. */

test('a job posted with a pay range and the Ontario answers shows them on its page once approved', async ({ page, request }) => {
  const title = unique('E2E Pay Range Operator');
  await page.goto('/post-job');
  await page.getByLabel('Job Title').fill(title);
  await page.getByLabel('Company Name').fill('E2E Pay Co.');
  await page.getByLabel('Job Type').selectOption('Full-Time');
  await page.getByLabel('Category').selectOption('Warehouse');
  await page.getByLabel('Location').fill('Milton, ON');
  await page.getByLabel('Job Description').fill('Load and unload trailers on a day shift.');
  await page.getByLabel('Contact Email').fill('hr@e2e-pay.example');
  await page.getByLabel('Contact Phone').fill('9055550123');

  // The checks run live, citing the rule.
  const checks = page.getByTestId('posting-checks');
  await expect(page.getByText(/Ontario Employment Standards Act, 2000, job posting requirements/)).toBeVisible();
  await expect(checks).toContainText('must state the expected pay or a pay range');
  await page.getByLabel('Minimum pay').fill('20');
  await page.getByLabel('Maximum pay').fill('50');
  await page.getByLabel('Pay period').selectOption('hour');
  await expect(checks).toContainText('at most $50,000 a year wide');
  await page.getByLabel('Maximum pay').fill('26');
  await expect(checks).not.toContainText('at most $50,000 a year wide');
  await page
    .getByRole('radiogroup', { name: /existing vacancy/ })
    .getByLabel('Yes')
    .check();
  await page
    .getByRole('radiogroup', { name: /AI used to screen/ })
    .getByLabel('No')
    .check();
  await expect(checks).toContainText('meets the Ontario job posting requirements');

  await page.getByRole('button', { name: 'Submit Job for Review' }).click();
  await expect(page.getByTestId('post-job-success')).toBeVisible();

  const admin = await adminRequest(request);
  const pending = (await (await admin.get('/api/jobs/pending?limit=100')).json()) as {
    id: number;
    title: string;
    payMin: number;
    complianceIssues: string[];
  }[];
  const job = pending.find((j) => j.title === title)!;
  expect(job).toMatchObject({ payMin: 20, complianceIssues: [] });
  expect((await admin.patch(`/api/jobs/${job.id}/status`, { data: { status: 'approved' } })).ok()).toBe(true);

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('job-pay')).toContainText('$20 – $26 an hour');
  await expect(page.getByTestId('job-existing-vacancy')).toContainText('Yes');
  await expect(page.getByTestId('job-ai-screening')).toContainText('No');
  await admin.delete(`/api/jobs/${job.id}`);
});

test('a job without the answers shows its open points to the admin, who confirms before approving', async ({ page }) => {
  await loginAsAdmin(page);
  const title = unique('E2E Open Points Job');
  const unparsedTitle = unique('E2E Pay Fix Job');
  // The specification's body: no pay fields, no answers. Accepted, with its open points stored.
  const created = await page.request.post('/api/jobs', {
    data: {
      title,
      company: 'E2E Points Ltd.',
      location: 'Oshawa, ON',
      type: 'Full-Time',
      category: 'Warehouse',
      description: 'Sort parcels.',
      salary: '$21 - $23 / hour',
    },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).complianceIssues).toEqual(['existingVacancyUnanswered', 'aiScreeningUnanswered']);
  const unparsed = await page.request.post('/api/jobs', {
    data: {
      title: unparsedTitle,
      company: 'E2E Points Ltd.',
      location: 'Oshawa, ON',
      type: 'Full-Time',
      category: 'Warehouse',
      description: 'Sort parcels.',
      salary: 'Competitive',
    },
  });
  expect(unparsed.status()).toBe(201);

  await page.goto(`/admin/jobs?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  const notice = card.getByTestId('job-compliance-notice');
  await expect(notice).toContainText('must say whether the posting is for an existing vacancy');
  await expect(notice).toContainText('must say whether AI is used to screen, assess or select applicants');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('approve-confirm')).toContainText('This job has 2 open points. Approve anyway?');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toContainText('pending');

  // 'Pay needs fixing' lists the job whose salary text names no amount, and not the other.
  await page.goto('/admin/jobs');
  await page.getByTestId('job-attention-filter').getByText('Pay needs fixing').click();
  await expect(page.getByRole('article', { name: unparsedTitle })).toBeVisible();
  await expect(page.getByRole('article', { name: unparsedTitle }).getByTestId('job-compliance-notice')).toContainText('Pay needs fixing');
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  await page.request.delete(`/api/jobs/${(await created.json()).id}`);
  await page.request.delete(`/api/jobs/${(await unparsed.json()).id}`);
});

test('the /jobs pay filter keeps the jobs paying at least the amount, as yearly equivalents, and is kept in the URL', async ({ page, request }) => {
  const tag = unique('Paytagzz').replace(/\s+/g, '');
  const admin = await adminRequest(request);
  const ids: number[] = [];
  for (const [name, pay] of [
    ['Hourly', { payMin: 20, payMax: 24, payPeriod: 'hour' }],
    ['Yearly', { payMin: 60000, payMax: 65000, payPeriod: 'year' }],
  ] as const) {
    const res = await admin.post('/api/jobs', {
      data: {
        title: `${tag} ${name}`,
        company: 'E2E Pay Filter Co.',
        location: 'Milton, ON',
        type: 'Full-Time',
        category: 'Warehouse',
        description: 'Pick and pack orders.',
        existingVacancy: true,
        aiScreening: false,
        ...pay,
      },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    ids.push(id);
    expect((await admin.patch(`/api/jobs/${id}/status`, { data: { status: 'approved' } })).ok()).toBe(true);
  }
  try {
    await page.goto(`/jobs?query=${tag}`);
    const listings = page.getByRole('region', { name: 'Job listings' });
    await expect(page.getByTestId('jobs-count')).toHaveText('2 jobs found');
    const filters = page.getByRole('complementary', { name: 'Refine results' });
    // $50,000 a year: the hourly job tops out at $24 an hour (49,920 a year), the yearly one qualifies.
    await filters.getByLabel('Minimum pay').fill('50000');
    await filters.getByLabel('Pay period').selectOption('year');
    await filters.getByRole('button', { name: 'Apply pay' }).click();
    await expect(page).toHaveURL(/minPay=50000/);
    await expect(page).toHaveURL(/payPeriod=year/);
    await expect(page.getByTestId('jobs-count')).toHaveText('1 job found');
    await expect(listings.getByRole('heading', { name: `${tag} Yearly` })).toBeVisible();
    await expect(listings.getByRole('heading', { name: `${tag} Hourly` })).toHaveCount(0);
    await expect(filters.getByText('Showing jobs paying at least $50,000 a year')).toBeVisible();

    // $24 an hour keeps both; a reload keeps the filter.
    await filters.getByLabel('Minimum pay').fill('24');
    await filters.getByLabel('Pay period').selectOption('hour');
    await filters.getByLabel('Minimum pay').press('Enter');
    await expect(page.getByTestId('jobs-count')).toHaveText('2 jobs found');
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Refine results' }).getByLabel('Minimum pay')).toHaveValue('24');
    await expect(page.getByTestId('jobs-count')).toHaveText('2 jobs found');

    // Back returns to the previous filter; Any pay clears it.
    await page.goBack();
    await expect(page.getByTestId('jobs-count')).toHaveText('1 job found');
    await page.getByRole('complementary', { name: 'Refine results' }).getByRole('button', { name: 'Any pay' }).click();
    await expect(page).not.toHaveURL(/minPay/);
    await expect(page.getByTestId('jobs-count')).toHaveText('2 jobs found');
  } finally {
    for (const id of ids) await admin.delete(`/api/jobs/${id}`);
  }
});

test('a pay range wider than the Ontario rules: every click on Submit says exactly what blocks it, and once narrowed the job goes', async ({ page }) => {
  const title = unique('E2E Wide Range Operator');
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/trpc/') && req.url().includes('job.submit')) calls.push(req.url());
  });
  await page.goto('/post-job');
  await page.getByLabel('Job Title').fill(title);
  await page.getByLabel('Company Name').fill('E2E Wide Pay Co.');
  await page.getByLabel('Job Type').selectOption('Full-Time');
  await page.getByLabel('Category').selectOption('Warehouse');
  await page.getByLabel('Location').fill('Milton, ON');
  await page.getByLabel('Job Description').fill('Load and unload trailers on a day shift.');
  await page.getByLabel('Contact Email').fill('hr@e2e-wide.example');
  await page.getByLabel('Contact Phone').fill('9055550123');
  await page.getByLabel('Minimum pay').fill('20');
  await page.getByLabel('Maximum pay').fill('50');
  await page.getByLabel('Pay period').selectOption('hour');
  // The Ontario answers stay blank: those only guide, the range blocks, and the page says which is which.
  const blocking = page.getByTestId('posting-checks-blocking');
  await expect(blocking).toContainText('Fix before submitting');
  await expect(blocking).toContainText('at most $50,000 a year wide');
  await expect(page.getByTestId('posting-checks')).toContainText('These points do not stop the submission');
  await expect(page.getByText('You can still submit', { exact: false })).toHaveCount(0);

  const submit = page.getByRole('button', { name: 'Submit Job for Review' });
  for (let click = 1; click <= 2; click++) {
    await submit.click();
    const blocked = page.getByTestId('post-job-blocked');
    await expect(blocked).toBeVisible();
    await expect(blocked).toContainText('Your job was not sent: 1 field needs attention');
    await expect(blocked).toContainText('Maximum pay: Ontario pay ranges may be at most $50,000 a year wide unless the top exceeds $200,000');
    await expect(page.getByLabel('Maximum pay')).toBeFocused();
    await expect(page.getByLabel('Maximum pay')).toBeInViewport();
  }
  expect(calls).toEqual([]);

  await page.getByLabel('Maximum pay').fill('26');
  await expect(page.getByTestId('post-job-blocked')).toHaveCount(0);
  await submit.click();
  await expect(page.getByTestId('post-job-success')).toBeVisible();
});

test('a job posted with structured pay and no salary text shows its pay on its /jobs card, as on its page, and the REST salary is derived', async ({
  page,
  request,
}) => {
  const tag = unique('Cardpayzz').replace(/\s+/g, '');
  const admin = await adminRequest(request);
  const res = await admin.post('/api/jobs', {
    data: {
      title: `${tag} Picker`,
      company: 'E2E Card Pay Co.',
      location: 'Milton, ON',
      type: 'Full-Time',
      category: 'Warehouse',
      description: 'Pick and pack orders.',
      payMin: 21.5,
      payMax: 24,
      payPeriod: 'hour',
      existingVacancy: true,
      aiScreening: false,
    },
  });
  expect(res.status()).toBe(201);
  const job = (await res.json()) as { id: number; salary: string | null };
  expect(job.salary).toBe('$21.50 – $24 an hour');
  expect((await admin.patch(`/api/jobs/${job.id}/status`, { data: { status: 'approved' } })).ok()).toBe(true);
  try {
    await page.goto(`/jobs?query=${tag}`);
    const card = page.getByRole('article', { name: `${tag} Picker` });
    await expect(card.getByTestId('job-card-pay')).toHaveText('$21.50 – $24 an hour');
    await card.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page.getByTestId('job-pay')).toHaveText(/^Salary\$21\.50 – \$24 an hour$/);
  } finally {
    await admin.delete(`/api/jobs/${job.id}`);
  }
});

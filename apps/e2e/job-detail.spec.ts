import { expect, test } from './support/fixtures';
import { type APIRequestContext, type Page } from '@playwright/test';
import { adminRequest, unique } from './helpers';
import { hydrated } from './support/idle';

/** The job page (spec sections 2, 4, 5, 8): details, application form, not-found state, JobPosting data. */

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).last();
const isApplyCall = (url: URL) => url.pathname.startsWith('/trpc/') && url.pathname.includes('application.create');

interface Job {
  id: number;
  title: string;
  postedAt: string;
}

/** A job of our own through the admin API: created (pending), then approved unless told otherwise. */
async function createJob(
  request: APIRequestContext,
  { approve = true, fields = {} }: { approve?: boolean; fields?: Record<string, string> } = {},
): Promise<Job> {
  const admin = await adminRequest(request);
  const title = unique('E2E Reach Truck Operator');
  const res = await admin.post('/api/jobs', {
    data: {
      title,
      company: 'E2E Cold Storage Ltd.',
      location: 'Milton, ON',
      type: 'Part-Time',
      category: 'Warehouse',
      salary: '$22 - $25/hour',
      description: 'Operate reach trucks in a temperature-controlled warehouse.\nPut away and replenish pallets safely.',
      requirements: 'Valid reach truck certification\nSafety boots',
      contactEmail: 'jobs@e2e-cold.example',
      contactPhone: '(905) 555-0142',
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  const job = (await res.json()) as Job;
  if (approve) expect((await admin.patch(`/api/jobs/${job.id}/status`, { data: { status: 'approved' } })).ok()).toBe(true);
  return job;
}

async function deleteJob(request: APIRequestContext, id: number) {
  const admin = await adminRequest(request);
  expect((await admin.delete(`/api/jobs/${id}`)).ok()).toBe(true);
}

/** tRPC calls go through page.route only when no service worker answers them. */

test('shows the job with its details, a back link and JobPosting structured data', async ({ page, request }) => {
  const job = await createJob(request);
  await page.goto(`/jobs/${job.id}`);

  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(job.title));
  const details = page.getByRole('article', { name: 'Job details' });
  for (const text of [
    'E2E Cold Storage Ltd.',
    'Milton, ON',
    'Part-time',
    'Warehouse',
    '$22 – $25 an hour',
    'Operate reach trucks',
    'Valid reach truck certification',
    'jobs@e2e-cold.example',
    '(905) 555-0142',
  ]) {
    await expect(details).toContainText(text);
  }
  // The pay once, in the one format of cards and pages: the salary text '$22 - $25/hour' said nothing more.
  await expect(page.getByTestId('job-pay')).toHaveText(/^Salary\$22 – \$25 an hour$/);
  await expect(details).not.toContainText('$22 - $25/hour');
  const posted = new Date(job.postedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  await expect(details).toContainText(posted);
  await expect(page.getByRole('link', { name: 'Back to Jobs' }).first()).toHaveAttribute('href', '/jobs');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Operate reach trucks/);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
  const posting = data.find((d) => d['@type'] === 'JobPosting');
  expect(posting).toMatchObject({
    title: job.title,
    datePosted: job.postedAt,
    employmentType: 'PART_TIME',
    hiringOrganization: { '@type': 'Organization', name: 'E2E Cold Storage Ltd.' },
    jobLocation: { address: { addressLocality: 'Milton', addressRegion: 'ON' } },
    baseSalary: { currency: 'CAD', value: { minValue: 22, maxValue: 25, unitText: 'HOUR' } },
    directApply: true,
  });
  expect(posting).toHaveProperty('validThrough');
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
  expect(crumbs?.itemListElement.map((i) => i.name)).toEqual(['Home', 'Jobs', job.title]);

  await page.getByRole('link', { name: 'Back to Jobs' }).first().click();
  await expect(page).toHaveURL(/\/jobs$/);
  await deleteJob(request, job.id);
});

test('a blank cover letter is stopped with a toast and nothing is sent', async ({ page, request }) => {
  const job = await createJob(request);
  const calls: string[] = [];
  page.on('request', (req) => {
    if (isApplyCall(new URL(req.url()))) calls.push(req.url());
  });
  await page.goto(`/jobs/${job.id}`);
  await page.getByLabel('Full Name').fill('Blank Letter');
  await page.getByLabel('Email Address').fill('blank@example.ca');
  await page.getByLabel('Cover Letter').fill('   \n  ');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, 'Cover Letter Required')).toContainText('Please provide a cover letter for your application.');
  expect(calls).toEqual([]);
  await deleteJob(request, job.id);
});

test('applying shows Submitting..., the toast and a confirmation in place of the form until Apply again, and stores the application', async ({
  page,
  request,
}) => {
  const job = await createJob(request);
  const name = unique('E2E Applicant');
  const email = `${name.split(' ').pop()}@applicant.example`;

  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(isApplyCall, async (route) => {
    await gate;
    await route.continue();
  });

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText('Provide a link to your online resume or portfolio')).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('4165550199');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(416) 555-0199');
  await page.getByLabel('Years of Experience').selectOption('3-5 years');
  await page.getByLabel('Cover Letter').fill('I have four years of reach truck experience in cold storage.');
  await page.getByLabel('Resume Link').fill('https://example.com/resume.pdf');
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  await expect(toast(page, 'Application Submitted')).toContainText("Your job application has been submitted successfully. We'll be in touch soon!");
  // The confirmation takes the form's place (nothing half-filled to send again) and has the focus.
  const success = page.getByTestId('apply-success');
  await expect(success.getByRole('heading', { name: 'Application Submitted' })).toBeFocused();
  await expect(success).toContainText(job.title);
  await expect(success).toContainText(`We will contact you at ${email}.`);
  // The form is out of sight, its letter and resume cleared (the spec: the inputs are cleared).
  await expect(page.getByLabel('Cover Letter')).toBeHidden();
  await expect(page.getByLabel('Cover Letter')).toHaveValue('');
  await expect(page.getByLabel('Resume Link')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  // It stays: the toast fades, the confirmation does not.
  await expect(toast(page, 'Application Submitted')).toBeHidden({ timeout: 15_000 });
  await expect(success).toBeVisible();

  // Apply again: the form is back with the letter and resume cleared, the details kept.
  await success.getByRole('button', { name: 'Apply again' }).click();
  await expect(page.getByLabel('Cover Letter')).toHaveValue('');
  await expect(page.getByLabel('Cover Letter')).toBeFocused();
  await expect(page.getByLabel('Resume Link')).toHaveValue('');
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();

  const admin = await adminRequest(request);
  const apps = (await (await admin.get('/api/applications')).json()) as Record<string, unknown>[];
  expect(apps.find((a) => a.applicantEmail === email)).toMatchObject({
    applicantName: name,
    applicantPhone: '(416) 555-0199',
    jobTitle: job.title,
    jobId: job.id,
    experience: '3-5 years',
    coverLetter: 'I have four years of reach truck experience in cold storage.',
    resume: 'https://example.com/resume.pdf',
    status: 'submitted',
  });
  await deleteJob(request, job.id);
});

test('a cover letter alone is refused at the email field; with a resume link (the spec flow) it goes through', async ({ page, request }) => {
  const job = await createJob(request);
  const letter = unique('Only a cover letter');
  const calls: string[] = [];
  page.on('request', (req) => {
    if (isApplyCall(new URL(req.url()))) calls.push(req.url());
  });
  await page.goto(`/jobs/${job.id}`);
  await page.getByLabel('Cover Letter').fill(letter);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const email = page.getByLabel('Email Address');
  await expect(page.getByText('Please give an email address, a phone number or a resume so we can reach you')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport({ ratio: 1 });
  expect(calls).toEqual([]);

  await page.getByLabel('Resume Link').fill('https://example.com/my-resume.pdf');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByTestId('apply-success')).toContainText('We will contact you using the details in your resume.');
  const admin = await adminRequest(request);
  const apps = (await (await admin.get('/api/applications')).json()) as Record<string, unknown>[];
  expect(apps.find((a) => a.coverLetter === letter)).toMatchObject({
    jobId: job.id,
    applicantName: null,
    resume: 'https://example.com/my-resume.pdf',
    status: 'submitted',
  });
  await deleteJob(request, job.id);
});

test('on a phone, an invalid submit takes the focus to the first invalid field, scrolled into view clear of the bottom bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const job = await createJob(request);
  await page.goto(`/jobs/${job.id}`);
  await page.getByLabel('Full Name').fill('A');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel('Cover Letter').fill('A real letter.');
  // The submit button is far below the name field: the field must come back into view.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const fullName = page.getByLabel('Full Name');
  await expect(fullName).toBeFocused();
  await expect(fullName).toBeInViewport({ ratio: 1 });
  // Not under the fixed header or the bottom bar: the middle of the field is what the page shows there.
  const box = (await fullName.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('input')?.getAttribute('data-path') ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe('applicantName');
  await deleteJob(request, job.id);
});

test("on a phone, 'Apply for this Job' brings the form into view with the focus in its first field", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const job = await createJob(request);
  await page.goto(`/jobs/${job.id}`);
  await hydrated(page);
  const fullName = page.getByLabel('Full Name');
  await expect(fullName).not.toBeInViewport();
  await page.getByRole('link', { name: 'Apply for this Job' }).click();
  // Typing starts in the form, not on the page's body.
  await expect(fullName).toBeFocused();
  await expect(fullName).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { level: 2, name: 'Apply for this Job' })).toBeInViewport();
  await page.keyboard.type('Jordan Smith');
  await expect(fullName).toHaveValue('Jordan Smith');
  await deleteJob(request, job.id);
});

test("on a phone, 'Apply for this Job' tapped while the form is still loading focuses its first field once it is ready", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const job = await createJob(request);
  // The form's code is held back: its fields stay disabled (waiting for their hydration) until it comes.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/JobApplicationForm-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/jobs/${job.id}`);
  // The page around the form has hydrated; only the form's part still waits.
  await expect(page.locator('fieldset.page-controls[disabled]')).toHaveCount(1, { timeout: 15_000 });
  const fullName = page.getByLabel('Full Name');
  await expect(fullName).toBeDisabled();
  await page.getByRole('link', { name: 'Apply for this Job' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Apply for this Job' })).toBeInViewport();
  release();
  await expect(fullName).toBeFocused();
  await page.keyboard.type('Jordan Smith');
  await expect(fullName).toHaveValue('Jordan Smith');
  await deleteJob(request, job.id);
});

test('a failed application shows the destructive toast and keeps the letter', async ({ page, request }) => {
  const job = await createJob(request);
  await page.route(isApplyCall, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
  await page.goto(`/jobs/${job.id}`);
  await page.getByLabel('Full Name').fill('Failing Applicant');
  await page.getByLabel('Email Address').fill('fail@example.ca');
  await page.getByLabel('Cover Letter').fill('Please consider my application.');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, 'Application Failed')).toContainText('There was an error submitting your application. Please try again.');
  await expect(page.getByLabel('Cover Letter')).toHaveValue('Please consider my application.');
  await deleteJob(request, job.id);
});

test('the form shows the field messages for name, email and resume link', async ({ page, request }) => {
  const job = await createJob(request);
  await page.goto(`/jobs/${job.id}`);
  await page.getByLabel('Full Name').fill('A');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel('Cover Letter').fill('A real letter.');
  await page.getByLabel('Resume Link').fill('my resume');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL (starting with http:// or https://)')).toBeVisible();
  await deleteJob(request, job.id);
});

test('unknown, malformed and unpublished jobs show Job Not Found with Browse All Jobs', async ({ page, request }) => {
  const pending = await createJob(request, { approve: false });
  for (const path of ['/jobs/999999999', '/jobs/not-a-number', `/jobs/${pending.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
    await expect(page.getByText("The job you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Browse All Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Next Job' })).toBeVisible();
  await deleteJob(request, pending.id);
});

test("requirements and description typed as '- ' or numbered lines and paragraphs show as lists and paragraphs", async ({ page, request }) => {
  const job = await createJob(request, {
    fields: {
      description:
        'Operate reach trucks in a temperature-controlled warehouse.\n\nEach shift you will:\n1. Put away inbound pallets\n2. Replenish pick faces\n\nDay and evening shifts available.',
      requirements: '- Valid reach truck certification\n- Safety boots\n• Able to work at -20°C for long periods',
    },
  });
  await page.goto(`/jobs/${job.id}`);

  const requirements = page.getByRole('region', { name: 'Requirements' });
  const bullets = requirements.getByRole('list');
  await expect(bullets).toHaveCount(1);
  expect(await bullets.evaluate((el) => el.tagName)).toBe('UL');
  await expect(bullets.getByRole('listitem')).toHaveText(['Valid reach truck certification', 'Safety boots', 'Able to work at -20°C for long periods']);
  await expect(requirements).not.toContainText('- Valid');
  await expect(requirements).not.toContainText('•');

  const description = page.getByRole('region', { name: 'Job Description' });
  await expect(description.locator('p')).toHaveText([
    'Operate reach trucks in a temperature-controlled warehouse.',
    'Each shift you will:',
    'Day and evening shifts available.',
  ]);
  const steps = description.getByRole('list');
  expect(await steps.evaluate((el) => el.tagName)).toBe('OL');
  await expect(steps.getByRole('listitem')).toHaveText(['Put away inbound pallets', 'Replenish pick faces']);
  await expect(description).not.toContainText('1. Put away');
  await deleteJob(request, job.id);
});

test('the share row: the networks and email share the job page address, Copy Link copies it and confirms', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The networks are not reachable from the test machine; answer their share pages locally.
  await context.route(/^https:\/\/(www\.)?(facebook|twitter|linkedin)\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
  );
  const job = await createJob(request);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const jobUrl = page.url();
  expect(new URL(jobUrl).pathname).toBe(`/jobs/${job.id}`);
  const share = page.getByRole('group', { name: 'Share this job' });
  await expect(share).toBeVisible();

  const cases: [string, RegExp, Record<string, string>][] = [
    ['LinkedIn', /^https:\/\/www\.linkedin\.com\/shareArticle\?/, { url: jobUrl, title: job.title }],
    ['Facebook', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/, { u: jobUrl }],
    ['X (Twitter)', /^https:\/\/twitter\.com\/intent\/tweet\?/, { url: jobUrl, text: job.title }],
  ];
  for (const [label, pattern, params] of cases) {
    const popupPromise = page.waitForEvent('popup');
    await share.getByRole('button', { name: label, exact: true }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(pattern);
    const url = new URL(popup.url());
    for (const [key, value] of Object.entries(params)) expect(url.searchParams.get(key)).toBe(value);
    await popup.close();
  }

  const mail = await share.getByRole('link', { name: 'Email' }).getAttribute('href');
  expect(mail).toMatch(/^mailto:\?/);
  const mailParams = new URLSearchParams(mail!.slice('mailto:?'.length));
  expect(mailParams.get('subject')).toBe(job.title);
  expect(mailParams.get('body')).toContain(jobUrl);

  await share.getByRole('button', { name: 'Copy Link' }).click();
  const copied = page.getByRole('status').filter({ hasText: 'Link copied!' });
  await expect(copied).toBeVisible();
  await expect(copied).toContainText('Job link has been copied to your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jobUrl);
  await deleteJob(request, job.id);
});

import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { type APIRequestContext, type Page } from '@playwright/test';
import { adminRequest, loginAsAdmin, unique } from './helpers';

/**
 * Resume upload (issue 11): a visitor applies with a PDF chosen in the apply form (upload progress,
 * then success), and the admin downloads exactly that file from Applications.
 */

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).last();

/** A small valid one-page PDF, with a correct cross-reference table. */
function pdfBytes(text: string): Buffer {
  const content = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function createJob(request: APIRequestContext) {
  const admin = await adminRequest(request);
  const res = await admin.post('/api/jobs', {
    data: {
      title: unique('E2E Upload Dispatcher'),
      company: 'E2E Upload Freight Inc.',
      location: 'Brampton, ON',
      type: 'Full-Time',
      category: 'Transportation',
      description: 'Dispatch a fleet of regional trucks.',
      contactEmail: 'jobs@e2e-upload.example',
      contactPhone: '(905) 555-0177',
    },
  });
  expect(res.status()).toBe(201);
  const job = (await res.json()) as { id: number; title: string };
  expect((await admin.patch(`/api/jobs/${job.id}/status`, { data: { status: 'approved' } })).ok()).toBe(true);
  return job;
}

test('a visitor applies with a PDF (progress, then success) and the admin downloads that very file', async ({ browser, request }) => {
  const job = await createJob(request);
  const name = unique('E2E Uploader');
  const fileName = `${name.replace(/\s+/g, '-')}-resume.pdf`;
  const bytes = pdfBytes(name);

  // The visitor: no session.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  // The upload waits at the network until we let it through, so the progress state can be seen.
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads/resume', async (route) => {
    await gate;
    await route.continue();
  });

  await page.goto(`/jobs/${job.id}`);
  const resumeGroup = page.getByRole('group', { name: 'Resume File' });
  await expect(resumeGroup).toContainText('PDF, DOC or DOCX, up to 5 MB.');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill('uploader@applicant.example');
  await page.getByLabel('Cover Letter').fill('My resume is attached: ten years of dispatching.');

  const chooser = page.waitForEvent('filechooser');
  await resumeGroup.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });

  await expect(resumeGroup).toContainText(`Uploading ${fileName}`);
  // The bar (empty until the browser reports bytes sent) and the percentage beside the name.
  await expect(resumeGroup.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(resumeGroup).toContainText(/… \d+%/);
  await expect(page.getByRole('button', { name: 'Uploading resume...' })).toBeDisabled();
  release();
  await expect(resumeGroup.getByRole('status')).toContainText(`${fileName} uploaded`);
  await expect(page.getByLabel('Resume Link')).toBeDisabled();

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, 'Application Submitted')).toBeVisible();
  await expect(page.getByTestId('apply-success')).toContainText('We will contact you at uploader@applicant.example.');
  // Ready for another application: the file is gone from the form.
  await page.getByRole('button', { name: 'Apply again' }).click();
  await expect(resumeGroup.getByRole('button', { name: 'Choose file' })).toBeVisible();
  await visitor.close();

  // The admin: finds the application and downloads the file.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await admin.goto(`/admin/applications?search=${encodeURIComponent(name)}`);
  const card = admin.getByRole('article', { name });
  await expect(card).toBeVisible();
  const downloading = admin.waitForEvent('download');
  await card.getByRole('link', { name: 'Download Resume' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile((await download.path())!)).equals(bytes)).toBe(true);

  // The details dialog offers the same file.
  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Application Details' });
  await expect(dialog).toContainText(`${fileName} (PDF`);
  await expect(dialog.getByRole('link', { name: 'Download Resume' })).toHaveAttribute('href', /\/api\/admin\/applications\/\d+\/resume$/);
  await adminContext.close();
});

test("a file that is not a resume gets the server's message in the form", async ({ browser, request }) => {
  const job = await createJob(request);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/jobs/${job.id}`);
  const resumeGroup = page.getByRole('group', { name: 'Resume File' });
  // The form's controls are enabled once it has hydrated (a file set before would reach no handler).
  await expect(resumeGroup.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  // A PNG named like a PDF: the server reads its bytes.
  await resumeGroup.getByTestId('resume-file-input').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'This file type is not accepted' })).toHaveText(
    'This file type is not accepted. Upload a PDF, DOC or DOCX file.',
  );
  await expect(resumeGroup.getByRole('button', { name: 'Choose file' })).toBeVisible();
  await visitor.close();
});

test('on a phone, a long file name gives way: the Remove button is whole', async ({ browser, request }) => {
  const job = await createJob(request);
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await visitor.newPage();
  await page.goto(`/jobs/${job.id}`);
  const resumeGroup = page.getByRole('group', { name: 'Resume File' });
  const chooser = page.waitForEvent('filechooser');
  await resumeGroup.getByRole('button', { name: 'Choose file' }).click();
  const fileName = `${unique('A-very-long-resume-file-name-for-a-narrow-phone-screen')}.pdf`;
  await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdfBytes('Phone Uploader') });
  await expect(resumeGroup.getByRole('status')).toContainText('uploaded');
  const remove = resumeGroup.getByRole('button', { name: 'Remove' });
  await expect(remove).toBeVisible();
  // Its text is not cut: the button is as wide as what it holds.
  expect(await remove.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  expect(await remove.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(60);
  await visitor.close();
});

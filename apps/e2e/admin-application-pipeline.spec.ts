import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/app-server';
import { adminRequest, chooseOption, flipSwitch, loginAsAdmin, unique } from './helpers';

/**
 * A recruiter's pipeline on applications (issue 22, item 7): assign an application to me, find it
 * under 'Mine', add a note, send the interview invitation, and see all of it on the application's
 * timeline; the mail itself waits in the outbox (the e2e server has no SMTP_URL), where the Email
 * screen reads it.
 */

interface Applied {
  id: number;
  jobTitle: string;
  name: string;
  email: string;
}

/** Applies to the first open job through the public REST endpoint, as a candidate would. */
async function apply(request: APIRequestContext, name: string): Promise<Applied> {
  const jobs = await request.get('/api/jobs');
  const [job] = (await jobs.json()) as { id: number; title: string }[];
  expect(job).toBeDefined();
  const email = `${name.replace(/\s+/g, '.').toLowerCase()}@example.com`;
  const res = await request.post(`/api/jobs/${job!.id}/apply`, {
    data: { userId: 'temp-user', coverLetter: 'I have run night shifts in a busy cross-dock.', applicantName: name, applicantEmail: email },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { application: { id: number } }).application.id, jobTitle: job!.title, name, email };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('Admin application pipeline', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  test('assign to me, filter Mine, add a note, send the interview invitation and see it on the timeline and in the outbox', async ({ page, request }) => {
    const tag = unique('Pipeline').replace(/\s+/g, '');
    const mine = await apply(request, `${tag} Morgan`);
    const other = await apply(request, `${tag} Riley`);

    await page.goto('/admin/applications');
    const search = page.getByPlaceholder('Search by name, email, or job title...');
    await search.fill(tag.toLowerCase());
    await expect(page.getByTestId('application-card')).toHaveCount(2);
    await expect(card(page, mine.name).getByTestId('application-assignee')).toHaveText('Unassigned');

    // Assign it to me from its details.
    await card(page, mine.name).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Application Details' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Assign to me' }).click();
    await expect(page.getByText(`Assigned to ${E2E_ADMIN.username}.`)).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Assigned to' })).toHaveValue(E2E_ADMIN.username);
    const timeline = dialog.getByTestId('application-timeline');
    // The screen's own styles reach the browser (a timeline's bullets sit on its line).
    await expect(timeline.locator('.mantine-Timeline-itemBullet').first()).toHaveCSS('position', 'absolute');
    await expect(timeline.getByTestId('timeline-entry').filter({ hasText: `Assigned to ${E2E_ADMIN.username}` })).toContainText(`by ${E2E_ADMIN.username}`);

    // A note, dated and signed.
    await dialog.getByLabel('Add a note').fill('Phoned: available for nights from Monday.');
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    const note = timeline.getByTestId('timeline-entry').filter({ hasText: 'Phoned: available for nights from Monday.' });
    await expect(note).toContainText(`by ${E2E_ADMIN.username}`);
    await expect(note.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    // The interview invitation, filled in for this applicant, adjusted, sent.
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Template' }), 'Interview invitation');
    const subject = dialog.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveValue(`Interview invitation: ${mine.jobTitle}`);
    const message = dialog.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveValue(new RegExp(`^Hello ${mine.name},`));
    await expect(message).not.toHaveValue(/\{\{/);
    await message.fill(`${await message.inputValue()}\n\nPlease bring safety boots.`);
    await expect(dialog).toContainText(`To: ${mine.email}`);
    // The whole detail view, composer open, passes axe (no serious or critical violation).
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByText(`Interview invitation to ${mine.email} is on its way.`)).toBeVisible();
    const sent = timeline.getByTestId('timeline-entry').filter({ hasText: 'Email sent: Interview invitation' });
    await expect(sent).toContainText(`Interview invitation: ${mine.jobTitle}`);
    await expect(sent.getByTestId('timeline-email-status')).toHaveText('Waiting');
    await expect(sent).toContainText(`by ${E2E_ADMIN.username}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Mine: only the application assigned to me.
    await expect(card(page, mine.name).getByTestId('application-assignee')).toHaveText(`Assigned to ${E2E_ADMIN.username}`);
    await flipSwitch(page.getByRole('switch', { name: /Mine/ }));
    await expect(page).toHaveURL(/mine=true/);
    await expect(page.getByTestId('application-card')).toHaveCount(1);
    await expect(card(page, mine.name)).toBeVisible();
    await expect(card(page, other.name)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('switch', { name: /Mine/ })).toBeChecked();
    await expect(page.getByTestId('application-card')).toHaveCount(1);

    // The mail waits in the outbox with the text as sent.
    const admin = await adminRequest(request);
    const mails = (await (await admin.get(`/api/admin/emails?search=${encodeURIComponent(mine.email)}`)).json()) as {
      kind: string;
      subject: string;
      status: string;
      text: string;
    }[];
    const invitation = mails.find((m) => m.kind === 'application.message');
    expect(invitation).toMatchObject({ subject: `Interview invitation: ${mine.jobTitle}`, status: 'pending' });
    expect(invitation!.text).toContain(`Hello ${mine.name},`);
    expect(invitation!.text).toContain('Please bring safety boots.');

    // And the Email screen shows it to read.
    await page.goto('/admin/email');
    await page.getByLabel('Search emails').fill(mine.email);
    const row = page.getByTestId('email-row').filter({ hasText: `Interview invitation: ${mine.jobTitle}` });
    await expect(row.getByTestId('email-status')).toHaveText('Waiting');
  });

  test('an owner edits a template in Settings → Notifications, and the next mail is written from it', async ({ page, request }) => {
    const applicant = await apply(request, `${unique('Docs').replace(/\s+/g, '')} Jordan`);
    const wording = unique('Please send your WHMIS certificate');

    await page.goto('/admin/settings?tab=notifications');
    const card = page.getByRole('region', { name: 'Emails to applicants' });
    const documents = card.getByRole('group', { name: 'Request for documents' });
    await expect(documents.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(/\{\{jobTitle\}\}/);
    await documents.getByRole('textbox', { name: 'Subject', exact: true }).fill('Documents for {{jobTitle}}');
    await documents.getByRole('textbox', { name: 'Message', exact: true }).fill(`Hello {{name}},\n\n${wording} for {{jobTitle}} at {{company}}.`);
    await card.getByRole('button', { name: 'Save Templates' }).click();
    await expect(page.getByText('Email templates updated', { exact: true })).toBeVisible();

    // An unknown placeholder is refused at its field, and nothing is saved.
    await documents.getByRole('textbox', { name: 'Subject', exact: true }).fill('Documents for {{job}}');
    await card.getByRole('button', { name: 'Save Templates' }).click();
    await expect(documents).toContainText('Unknown placeholder {{job}}');
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Emails to applicants' })
        .getByRole('group', { name: 'Request for documents' })
        .getByRole('textbox', { name: 'Subject', exact: true }),
    ).toHaveValue('Documents for {{jobTitle}}');

    const admin = await adminRequest(request);
    const res = await admin.post(`/api/applications/${applicant.id}/email`, { data: { template: 'request_for_documents' } });
    expect(res.status()).toBe(202);
    const mails = (await (await admin.get(`/api/admin/emails?search=${encodeURIComponent(applicant.email)}`)).json()) as {
      kind: string;
      subject: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.kind === 'application.message');
    expect(mail?.subject).toBe(`Documents for ${applicant.jobTitle}`);
    expect(mail?.text).toContain(`${wording} for ${applicant.jobTitle} at `);
  });

  test('an owner edits a French template beside the English one, it is saved after a reload, and a French mail is written from it', async ({
    page,
    request,
  }) => {
    const applicant = await apply(request, `${unique('Francais').replace(/\s+/g, '')} Camille`);
    const subjectFr = `${unique('Entrevue')} : {{jobTitle}}`;

    await page.goto('/admin/settings?tab=notifications');
    const invitation = page.getByRole('region', { name: 'Emails to applicants' }).getByRole('group', { name: 'Interview invitation' });
    const english = invitation.getByRole('textbox', { name: 'Subject', exact: true });
    const french = invitation.getByRole('textbox', { name: 'Subject (French)', exact: true });
    await expect(english).toHaveValue('Interview invitation: {{jobTitle}}');
    await expect(french).toHaveValue('Invitation à une entrevue : {{jobTitle}}');
    await expect(invitation.getByRole('textbox', { name: 'Message (French)', exact: true })).toHaveValue(/^Bonjour \{\{name\}\},/);
    await expect(french).toHaveAttribute('lang', 'fr');
    // The card, both languages shown, passes axe (no serious or critical violation).
    expect(await seriousViolations(page, 'section[aria-labelledby="applicant-emails-heading"]')).toEqual([]);
    // Side by side on a wide screen: the French subject on the English one's line, to its right.
    await expect
      .poll(async () => {
        const [e, f] = [await english.boundingBox(), await french.boundingBox()];
        return !!e && !!f && f.x > e.x + e.width && Math.abs(f.y - e.y) < 2;
      })
      .toBe(true);

    await french.fill(subjectFr);
    await page.getByRole('button', { name: 'Save Templates' }).click();
    await expect(page.getByText('Email templates updated', { exact: true })).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Emails to applicants' }).getByRole('group', { name: 'Interview invitation' });
    await expect(reloaded.getByRole('textbox', { name: 'Subject (French)', exact: true })).toHaveValue(subjectFr);
    // The English one is as it was.
    await expect(reloaded.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('Interview invitation: {{jobTitle}}');

    // On a phone the two languages stand one above the other (French below the English message), within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(async () => {
        const [e, f] = [
          await reloaded.getByRole('textbox', { name: 'Message', exact: true }).boundingBox(),
          await reloaded.getByRole('textbox', { name: 'Subject (French)', exact: true }).boundingBox(),
        ];
        return !!e && !!f && f.y > e.y + e.height && f.x + f.width <= 390;
      })
      .toBe(true);

    // A mail in French is written from the French template as saved.
    const admin = await adminRequest(request);
    const res = await admin.post(`/api/applications/${applicant.id}/email`, { data: { template: 'interview_invitation', locale: 'fr' } });
    expect(res.status()).toBe(202);
    expect(((await res.json()) as { email: { subject: string } }).email.subject).toBe(subjectFr.replace('{{jobTitle}}', applicant.jobTitle));
  });
});

import { expect, test } from './support/fixtures';
import { loginAsAdmin, mailsTo } from './helpers';

/**
 * Admin Leads → Job alerts: the saved searches with how many addresses follow each (confirmed and
 * waiting), and the subscriptions, each removable after a confirmation. The e2e server sends no
 * mail (no SMTP_URL): a confirmation link is read from the outbox, as the mail would be sent.
 */

test.describe('Admin Leads: job alerts', () => {
  test('the saved search shows its counts; a subscription is removed after a confirmation', async ({ page, request, workerApp }) => {
    const word = `pallet${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const search = `“${word}” in Toronto`;
    const kept = `kept.${word}@example.com`;
    const removed = `removed.${word}@example.com`;
    for (const email of [kept, removed]) {
      const res = await request.post('/api/job-alerts', { data: { email, query: word, location: 'Toronto', frequency: 'daily' } });
      expect(res.status(), await res.text()).toBe(201);
    }

    await loginAsAdmin(page);
    // The first address follows the link of its confirmation mail; the second does not (yet).
    const mails = await mailsTo(workerApp, kept);
    const link = /\/job-alerts\/confirm\?(\S+)/.exec(mails.find((m) => m.kind === 'job-alert.confirm')?.text ?? '');
    expect(link, 'a confirmation link in the outbox').toBeTruthy();
    const params = new URLSearchParams(link![1]);
    const confirmed = await request.post('/api/job-alerts/confirm', { data: { id: params.get('id'), token: params.get('token') } });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);

    await page.goto('/admin/leads');
    await page.getByRole('tab', { name: 'Job alerts' }).click();
    await expect(page.getByRole('tab', { name: 'Job alerts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/kind=job-alerts/);

    // Saved searches: one confirmed subscriber, one waiting for confirmation.
    const searches = page.getByRole('table', { name: 'Saved searches' });
    await expect(searches.getByRole('columnheader')).toHaveText(['Search', 'Subscribers', 'Waiting for confirmation']);
    const searchRow = searches.getByRole('row').filter({ hasText: search });
    await expect(searchRow.getByRole('cell')).toHaveText([search, '1', '1']);

    // Subscriptions: searched by the words of the search.
    await page.getByLabel('Search job alerts').fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    const subscriptions = page.getByRole('table', { name: 'Job alert subscriptions' });
    const rows = subscriptions.getByTestId('job-alert-row');
    await expect(rows).toHaveCount(2);
    // Newest first.
    await expect(rows.nth(0).getByRole('cell').nth(0)).toHaveText(removed);
    await expect(rows.nth(0).getByRole('cell').nth(1)).toHaveText(search);
    await expect(rows.nth(0).getByRole('cell').nth(2)).toHaveText('Daily digest');
    await expect(rows.nth(0).getByTestId('job-alert-status')).toHaveText('Waiting for confirmation');
    await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText(kept);
    await expect(rows.nth(1).getByTestId('job-alert-status')).toHaveText('Active');

    // Remove asks first; Cancel leaves the subscription.
    const remove = page.getByRole('button', { name: `Remove job alert for ${removed}` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove this job alert?' });
    await expect(dialog).toContainText(`${removed} will get no more job alerts for ${search}.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(2);

    await remove.click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Job alert removed', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(subscriptions).not.toContainText(removed);
    await expect(subscriptions).toContainText(kept);
    await expect(searchRow.getByRole('cell')).toHaveText([search, '1', '0']);

    // Gone on the server too: after a reload, and in the REST list.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Job alerts' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('cell').first()).toHaveText(kept);
    const stored = (await (await page.request.get('/api/admin/job-alerts', { params: { search: word } })).json()) as { email: string }[];
    expect(stored.map((a) => a.email)).toEqual([kept]);
  });

  test('job alert lists and removal need an admin session', async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.get('/api/admin/job-alerts')).status()).toBe(401);
    expect((await anonymous.delete('/api/admin/job-alerts/1')).status()).toBe(401);
    await anonymous.dispose();
  });
});

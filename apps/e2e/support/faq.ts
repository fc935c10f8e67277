import { expect, type Page } from '@playwright/test';

/**
 * The transportation FAQ, with JavaScript or without: a question opens its answer, opening another
 * closes the first (one at a time), and a second click closes the open one. The questions are
 * native disclosure summaries (no ARIA role Playwright can name), so they are found by their text.
 */
export async function expectFaqOneAtATime(page: Page) {
  const faq = page.locator('#faq');
  const item = (question: string) => faq.locator('details', { has: page.locator('summary', { hasText: question }) });
  const first = item('How quickly will I receive a freight quote?');
  const second = item('What areas of Canada do you cover?');
  const firstAnswer = faq.getByText('Most quote requests receive a response within 24 hours');
  const secondAnswer = faq.getByText('We move freight across Western, Central and Atlantic Canada');

  await expect(first).not.toHaveAttribute('open');
  await expect(firstAnswer).toBeHidden();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open');
  await expect(firstAnswer).toBeVisible();

  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open');
  await expect(secondAnswer).toBeVisible();
  await expect(first).not.toHaveAttribute('open');
  await expect(firstAnswer).toBeHidden();

  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open');
  await expect(secondAnswer).toBeHidden();
}

import { expect, test } from './support/fixtures';
import { adminRequest, mailsTo, unique } from './helpers';

/**
 * The site in French (issue 35), as a francophone job seeker meets it on a phone: the home page in
 * French, the search for 'cariste' near a Québec town, the job's French page, the application in
 * French and the acknowledgement mail in French. And the language switch: every public page leads
 * to its twin in the other language, query string kept.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone in French: search « cariste » near a Québec town, read the job in French, apply, get the mail in French', async ({
  page,
  request,
  workerApp,
}) => {
  const admin = await adminRequest(request);
  const word = unique('cariste')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
  const created = await admin.post('/api/jobs', {
    data: {
      title: unique('E2E Forklift Operator'),
      titleFr: `Cariste ${word}`,
      company: 'E2E Logistique Inc.',
      location: 'Québec, QC',
      type: 'Full-Time',
      category: 'Warehouse',
      description: 'Operate forklifts in our Québec City distribution centre.',
      descriptionFr: 'Conduire un chariot élévateur dans notre centre de distribution de Québec.',
      payMin: 27,
      payPeriod: 'hour',
      contactEmail: 'rh@e2e-logistique.example',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await admin.patch(`/api/jobs/${id}/status`, { data: { status: 'approved' } })).ok()).toBe(true);

  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('navigation', { name: 'Navigation rapide mobile' }).getByRole('link', { name: 'Emplois' }).click();
  await expect(page).toHaveURL(/\/fr\/emplois$/);

  const search = page.getByRole('search', { name: 'Filtrer les emplois' });
  await search.getByLabel('Mots-clés').fill(word);
  await search.getByLabel('Près de').fill('Lévis, QC');
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/fr\/emplois\?.*near=/);
  const card = page.getByRole('article', { name: `Cariste ${word}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("27,00 $ de l'heure");
  await expect(card).toContainText(/à environ \d+ km de Lévis/);

  await card.getByRole('link', { name: `Cariste ${word}` }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/emplois/${id}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cariste ${word}`);
  await expect(page.getByText('Conduire un chariot élévateur')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Cariste ${word} \\|`));

  const email = `${word}@candidat.example`;
  await page.getByLabel('Nom complet').fill('Marie Tremblay');
  await page.getByLabel('Adresse courriel').fill(email);
  await page.getByLabel('Lettre de présentation').fill('Je suis cariste depuis cinq ans et disponible tout de suite.');
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByRole('heading', { name: 'Candidature envoyée' })).toBeVisible();
  await expect(page.getByTestId('apply-success-contact')).toHaveText(`Nous vous joindrons au ${email}.`);

  // The acknowledgement is written in the language of the page the form was sent from.
  await expect.poll(async () => (await mailsTo(workerApp, email)).find((mail) => mail.kind === 'application.received')?.subject ?? '').toMatch(/candidature/i);
  const mail = (await mailsTo(workerApp, email)).find((m) => m.kind === 'application.received')!;
  expect(mail.text).toContain(`Cariste ${word}`);
  expect(mail.text).toMatch(/Bonjour|Merci/);
  expect(mail.text).not.toMatch(/Thank you|We received/);

  // The application carries the language; staff see it.
  const listed = await admin.get(`/api/applications?search=${encodeURIComponent(email)}`);
  expect(((await listed.json()) as { locale?: string }[])[0]?.locale).toBe('fr');
});

/** Every public page without parameters and its French twin. */
const TWINS: [string, string][] = [
  ['/', '/fr'],
  ['/jobs?category=Warehouse', '/fr/emplois?category=Warehouse'],
  ['/services', '/fr/services'],
  ['/staffing', '/fr/dotation'],
  ['/warehouse', '/fr/entreposage'],
  ['/transportation', '/fr/transport'],
  ['/about', '/fr/a-propos'],
  ['/blog', '/fr/blogue'],
  ['/contact', '/fr/contact'],
  ['/post-job', '/fr/publier-une-offre'],
  ['/privacy-policy', '/fr/confidentialite'],
  ['/terms-conditions', '/fr/conditions'],
  ['/my-applications', '/fr/mes-candidatures'],
  ['/my-postings', '/fr/mes-offres'],
];

test('the language switch on every public page leads to its twin, query string kept, and back', async ({ page }) => {
  // Each page as the server writes it (the switch is a plain link, the same with or without JavaScript).
  const switchTo = (html: string, lang: string) =>
    new RegExp(`<a href="([^"]*)" hrefLang="${lang}" lang="${lang}"[^>]*>`).exec(html)?.[1]?.replace(/&amp;/g, '&');
  for (const [english, french] of TWINS) {
    const [en, fr] = await Promise.all([page.request.get(english), page.request.get(french)]);
    expect([en.status(), fr.status()], english).toEqual([200, 200]);
    const [enHtml, frHtml] = await Promise.all([en.text(), fr.text()]);
    expect(enHtml, english).toContain('<html lang="en-CA"');
    expect(frHtml, french).toContain('<html lang="fr-CA"');
    expect(switchTo(enHtml, 'fr-CA'), english).toBe(french);
    expect(switchTo(frHtml, 'en-CA'), french).toBe(english);
  }
  // Followed as a person does, both ways.
  await page.goto('/jobs?category=Warehouse');
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/emplois\?category=Warehouse$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouvez votre prochain emploi');
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/jobs\?category=Warehouse$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Next Job');
});

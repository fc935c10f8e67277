import { COMPANY_TIME_ZONE } from '@app/shared/time-zone';
import { describe, expect, it } from 'vitest';
import { describeJobAlertSearch } from '@app/shared/schemas/job-alerts';
import { DENIAL_REASON_PRESETS } from '@app/shared/schemas/moderation';
import { greeting, jobAlertMail, jobDeniedMail } from '../../src/features/mail/mail-templates.ts';
import { VISITOR_TEXT, denialReasonIn, momentIn } from '../../src/features/mail/mail-texts.ts';

/** The words of the mail to visitors in each language (issue 35, item 5): one structure per mail, a table per language. */

const brand = { company: 'Northline', siteUrl: 'https://www.example.ca' };
const digest = (locale: 'en' | 'fr') =>
  jobAlertMail(brand, locale, {
    search: describeJobAlertSearch({ query: 'forklift', near: 'Brampton, ON', radius: 25 }, locale),
    digest: true,
    jobs: [{ title: 'Cariste', company: 'Acme', location: 'Laval, QC', url: 'https://www.example.ca/fr/emplois/7' }],
    more: 2,
    searchUrl: 'https://www.example.ca/fr/emplois?query=forklift',
    unsubscribe: 'https://www.example.ca/fr/alertes-emploi/desabonnement?id=1&token=t',
  });

describe('mail in French', () => {
  it('a French digest: French subject, sentences, labels and punctuation, the French home page in the signature, lang="fr-CA"', () => {
    const mail = digest('fr');
    expect(mail.subject).toBe('3 nouveaux emplois pour votre alerte emploi');
    expect(mail.text).toContain('Votre recherche : « forklift » à moins de 25 km de Brampton, ON');
    expect(mail.text).toContain('Les nouveaux emplois depuis hier qui y correspondent :');
    expect(mail.text).toContain('Cariste chez Acme, Laval, QC : https://www.example.ca/fr/emplois/7');
    expect(mail.text).toContain('Et 2 de plus : les voir tous : https://www.example.ca/fr/emplois?query=forklift');
    expect(mail.text).toContain('Se désabonner de cette alerte : https://www.example.ca/fr/alertes-emploi/desabonnement?id=1&token=t');
    expect(mail.text.endsWith('-- \nNorthline\nhttps://www.example.ca/fr\n')).toBe(true);
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('<th align="left" valign="top">Votre recherche</th>');
  });

  it('the English digest is as it always was', () => {
    const mail = digest('en');
    expect(mail.subject).toBe('3 new jobs for your job alert');
    expect(mail.text).toContain('Your search: “forklift” within 25 km of Brampton, ON');
    expect(mail.text).toContain('New jobs since yesterday that match it:');
    expect(mail.text.endsWith('-- \nNorthline\nhttps://www.example.ca\n')).toBe(true);
    expect(mail.html.startsWith('<!doctype html><html><body')).toBe(true);
  });

  it("the Deny dialog's reasons are translated, alone or before the admin's words; the admin's own words are sent as written", () => {
    for (const preset of DENIAL_REASON_PRESETS) {
      expect(denialReasonIn('en', preset)).toBe(preset);
      expect(denialReasonIn('fr', preset)).not.toBe(preset);
    }
    expect(denialReasonIn('fr', 'Duplicate posting')).toBe('Offre en double');
    expect(denialReasonIn('fr', 'Pay or terms missing: add the hourly rate')).toBe('Salaire ou conditions manquants : add the hourly rate');
    expect(denialReasonIn('fr', 'Le salaire est trop bas')).toBe('Le salaire est trop bas');
    expect(jobDeniedMail(brand, 'fr', { id: 40, title: 'Cariste', reason: null }).text).toContain(
      'Pour en savoir plus, répondez à ce message ou appelez-nous.',
    );
  });

  it("greets in the reader's language, never echoing a name that is not one; dates as fr-CA writes them", () => {
    expect(greeting('Marie Tremblay', 'fr')).toBe('Bonjour Marie Tremblay,');
    expect(greeting('www.evil.example', 'fr')).toBe('Bonjour,');
    expect(momentIn('fr', new Date('2026-11-28T17:00:00Z'))).toMatch(/^28\snovembre\s2026\sà\s12\sh\s00$/);
    expect(momentIn('en', new Date('2026-11-28T17:00:00Z'))).toBe(
      new Date('2026-11-28T17:00:00Z').toLocaleString('en-CA', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }),
    );
  });

  it('every language has every phrase (the interface holds them; this holds the tables to the same keys at run time too)', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix];
    expect(keys(VISITOR_TEXT.fr)).toEqual(keys(VISITOR_TEXT.en));
  });
});

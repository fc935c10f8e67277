import { describe, expect, it } from 'vitest';
import { FRENCH_PATHS, deLocalizePath, localeOfPath, localizePath, switchLocaleHref } from '../src/locale-paths.ts';
import { webPages } from '../src/web-routes.ts';

describe('French paths', () => {
  it('gives every public page its French twin and back', () => {
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/jobs', 'fr')).toBe('/fr/emplois');
    expect(localizePath('/jobs/abc-123', 'fr')).toBe('/fr/emplois/abc-123');
    expect(localizePath('/blog/my-post', 'fr')).toBe('/fr/blogue/my-post');
    expect(localizePath('/post-job', 'fr')).toBe('/fr/publier-une-offre');
    expect(localizePath('/job-alerts/confirm', 'fr')).toBe('/fr/alertes-emploi/confirmer');
    for (const [en, fr] of Object.entries(FRENCH_PATHS)) {
      expect(deLocalizePath(`/fr${fr}`)).toBe(en);
      expect(deLocalizePath(localizePath(`${en}/x`, 'fr'))).toBe(`${en}/x`);
    }
    expect(deLocalizePath('/fr')).toBe('/');
    expect(deLocalizePath('/fr/')).toBe('/');
  });

  it('leaves English paths, the admin area and unknown paths alone', () => {
    expect(localizePath('/jobs', 'en')).toBe('/jobs');
    expect(localizePath('/admin/jobs', 'fr')).toBe('/admin/jobs');
    expect(localizePath('/jobsite', 'fr')).toBe('/jobsite');
    expect(deLocalizePath('/jobs/1')).toBe('/jobs/1');
    expect(localeOfPath('/fr/emplois')).toBe('fr');
    expect(localeOfPath('/french')).toBe('en');
    // A French path with no twin is no page, never another page.
    expect(deLocalizePath('/fr/jobs')).not.toBe('/jobs');
    expect(localizePath(deLocalizePath('/fr/jobs/1'), 'fr')).toBe('/fr/jobs/1');
  });

  it('switches language keeping the query string', () => {
    expect(switchLocaleHref('/jobs?query=cariste&page=2', 'fr')).toBe('/fr/emplois?query=cariste&page=2');
    expect(switchLocaleHref('/fr/emplois/abc?x=1#top', 'en')).toBe('/jobs/abc?x=1#top');
    expect(switchLocaleHref('/fr', 'en')).toBe('/');
  });

  it('makes the server treat French twins as pages', () => {
    const pages = webPages(['/', '/jobs', '/jobs/$jobId', '/admin', '/admin/jobs']);
    expect(pages.isPublicPagePath('/fr/emplois')).toBe(true);
    expect(pages.isPublicPagePath('/fr/emplois/123')).toBe(true);
    expect(pages.isPublicPagePath('/fr')).toBe(true);
    expect(pages.isPublicPagePath('/fr/jobs')).toBe(false);
    expect(pages.isPublicPagePath('/fr/admin')).toBe(false);
  });
});

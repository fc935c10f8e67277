/**
 * The public pages' texts in French (issue 35): with the page's language set to French, the
 * helpers the pages draw with speak French, and the spec's English messages have French twins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared/messages';
import { formatBlogDate } from './lib/format';
import { READ_TIME, resultLabel } from './components/blog/blog';
import { postingStateLabel } from './components/employers/MyPostingsPage';
import { blockingErrors, submittedToast } from './components/jobs/PostJobForm';
import { POST_JOB_ERRORS } from './components/jobs/post-job-texts';
import { localizedErrors } from './lib/form-errors';
import { setLocale } from './paraglide/runtime.js';

describe('the public pages in French', () => {
  beforeAll(() => setLocale('fr', { reload: false }));
  afterAll(() => setLocale('en', { reload: false }));

  it('says the blog result line, reading time and post dates in French', () => {
    expect(resultLabel({ total: 25, page: 2, limit: 9, shown: 9 }, { category: 'Hiring Tips', search: 'forklift' })).toBe(
      'Articles 10–18 sur 25 dans Hiring Tips correspondant à « forklift »',
    );
    expect(resultLabel({ total: 1, page: 1, limit: 9, shown: 1 }, {})).toBe('1 article affiché');
    expect(READ_TIME()).toBe('5 min de lecture');
    expect(formatBlogDate('2026-11-28T15:00:00Z')).toBe('28 novembre 2026');
  });

  it('names a posting’s state in French', () => {
    expect(postingStateLabel({ state: 'closed', closedAs: 'filled', liveUntil: null })).toBe('Fermée : pourvue');
    expect(postingStateLabel({ state: 'pending', closedAs: null, liveUntil: null })).toBe('En attente d’examen');
  });

  it('shows the spec’s validation messages and toasts of Post a Job in French', () => {
    const errors = localizedErrors({ title: MSG.title, contactEmail: MSG.email, other: 'Not a known message' }, POST_JOB_ERRORS);
    expect(errors).toEqual({ title: 'Le titre est obligatoire', contactEmail: 'Veuillez entrer une adresse courriel valide', other: 'Not a known message' });
    expect(blockingErrors(errors)).toEqual([
      'Titre du poste : Le titre est obligatoire',
      'Courriel de la personne-ressource : Veuillez entrer une adresse courriel valide',
    ]);
    expect(submittedToast({ status: 'pending' })).toEqual([
      'Offre envoyée avec succès!',
      'Votre offre d’emploi est en cours d’examen et sera publiée une fois approuvée.',
    ]);
  });
});

describe('the public pages in English', () => {
  it('keep the spec’s English wording', () => {
    expect(resultLabel({ total: 25, page: 2, limit: 9, shown: 9 }, { category: 'Hiring Tips', search: 'forklift' })).toBe(
      'Showing 10–18 of 25 articles in Hiring Tips matching "forklift"',
    );
    expect(postingStateLabel({ state: 'closed', closedAs: 'filled', liveUntil: null })).toBe('Closed: filled');
    expect(localizedErrors({ title: MSG.title }, POST_JOB_ERRORS)).toEqual({ title: 'Title is required' });
    expect(formatBlogDate('2026-11-28T15:00:00Z')).toBe('November 28, 2026');
  });
});

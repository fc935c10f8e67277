import { createFileRoute } from '@tanstack/react-router';
import { siteHead } from '../../lib/seo';

/**
 * The admin area. Its pages are drawn in the browser only (see _guard.tsx and login.tsx); this
 * layout runs on the server too, so the shell the server sends is never indexed and has a title
 * before the page's own replaces it.
 */
export const Route = createFileRoute('/admin')({
  head: siteHead((site) => ({ title: 'Admin', description: `The administration area of ${site.company.name}.`, path: '/admin', noindex: true })),
});

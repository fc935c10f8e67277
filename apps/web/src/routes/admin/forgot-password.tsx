import { createFileRoute } from '@tanstack/react-router';
import { siteHead } from '../../lib/seo';
import { ForgotPasswordPage } from '../../components/admin/account/ForgotPasswordPage';

/** Public (outside the guarded tree), never indexed. */
export const Route = createFileRoute('/admin/forgot-password')({
  ssr: false,
  head: siteHead((site) => ({
    title: 'Forgot password?',
    description: `Ask for a link to set a new admin password at ${site.company.name}.`,
    path: '/admin/forgot-password',
    noindex: true,
  })),
  component: ForgotPasswordPage,
});

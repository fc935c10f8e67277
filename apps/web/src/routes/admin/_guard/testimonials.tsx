import { createFileRoute } from '@tanstack/react-router';
import { TestimonialsPage } from '../../../components/admin/testimonials/TestimonialsPage';
import { adminTestimonialsQuery } from '../../../components/admin/testimonials/queries';
import { parseAdminTestimonialsSearch } from '../../../components/admin/testimonials/testimonials-admin';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/testimonials')({
  head: siteHead(() => ({
    title: 'Testimonials',
    description: 'Manage client testimonials and choose which ones are featured on the homepage.',
    path: '/admin/testimonials',
    noindex: true,
  })),
  // Tab, search and page live in the URL (Back returns to them).
  validateSearch: parseAdminTestimonialsSearch,
  loaderDeps: ({ search }) => search,
  // Started here, read with the same options by the page (which shows skeletons meanwhile).
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(adminTestimonialsQuery(deps)),
  component: function TestimonialsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TestimonialsPage search={search} onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })} />
    );
  },
});

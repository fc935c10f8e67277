import { createFileRoute } from '@tanstack/react-router';
import { TestimonialsPage } from '../../../components/admin/testimonials/TestimonialsPage';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/testimonials')({
  head: () =>
    seo({
      title: 'Testimonials',
      description: 'Manage client testimonials and choose which ones are featured on the homepage.',
      path: '/admin/testimonials',
      noindex: true,
    }),
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.testimonial.list.queryOptions()),
  component: TestimonialsPage,
});

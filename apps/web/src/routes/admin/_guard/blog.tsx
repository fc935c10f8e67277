import { createFileRoute } from '@tanstack/react-router';
import { BlogPostsPage } from '../../../components/admin/blog/BlogPostsPage';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/blog')({
  head: () =>
    seo({
      title: 'Blog Posts',
      description: 'Create, edit, publish and delete the articles on the Northline blog.',
      path: '/admin/blog',
      noindex: true,
    }),
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.blog.adminList.queryOptions()),
  component: BlogPostsPage,
});

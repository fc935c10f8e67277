import { createFileRoute } from '@tanstack/react-router';
import { BlogPostsPage } from '../../../components/admin/blog/BlogPostsPage';
import { parseAdminBlogSearch } from '../../../components/admin/blog/blog-admin';
import { adminBlogQuery } from '../../../components/admin/blog/queries';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/blog')({
  head: siteHead((site) => ({
    title: 'Blog Posts',
    description: `Create, edit, publish and delete the articles on the ${site.company.shortName} blog.`,
    path: '/admin/blog',
    noindex: true,
  })),
  // Tab, search and page live in the URL (Back returns to them).
  validateSearch: parseAdminBlogSearch,
  loaderDeps: ({ search }) => search,
  // Started here, read with the same options by the page (which shows skeletons meanwhile).
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(adminBlogQuery(deps)),
  component: function BlogRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <BlogPostsPage search={search} onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })} />;
  },
});

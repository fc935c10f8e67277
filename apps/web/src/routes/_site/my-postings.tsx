import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../lib/i18n';
import { MyPostingsPage } from '../../components/employers/MyPostingsPage';
import { siteHead } from '../../lib/seo';

/** `?link=invalid`: the sign-in link followed was used, expired or not ours (see the API's /my-postings/sign-in). */
interface MyPostingsSearch {
  link?: 'invalid';
}

export const Route = createFileRoute('/_site/my-postings')({
  validateSearch: (search: Record<string, unknown>): MyPostingsSearch => (search.link === 'invalid' ? { link: 'invalid' } : {}),
  // The employer session's postings (null without one), read with this request's cookie.
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.employer.session.queryOptions()),
  head: siteHead(() => ({
    title: m.my_postings_title(),
    description: m.my_postings_head_description(),
    path: '/my-postings',
    noindex: true,
  })),
  component: MyPostingsRoute,
});

function MyPostingsRoute() {
  return <MyPostingsPage invalidLink={Route.useSearch().link === 'invalid'} />;
}

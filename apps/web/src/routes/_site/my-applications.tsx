import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../lib/i18n';
import { MyApplicationsPage } from '../../components/candidates/MyApplicationsPage';
import { siteHead } from '../../lib/seo';

/** `?link=invalid`: the sign-in link followed was used, expired or not ours (see the API's /my-applications/sign-in). */
interface MyApplicationsSearch {
  link?: 'invalid';
}

export const Route = createFileRoute('/_site/my-applications')({
  validateSearch: (search: Record<string, unknown>): MyApplicationsSearch => (search.link === 'invalid' ? { link: 'invalid' } : {}),
  // The candidate session's applications (null without one), read with this request's cookie.
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.candidate.session.queryOptions()),
  head: siteHead(() => ({
    title: m.my_apps_title(),
    description: m.my_apps_head_description(),
    path: '/my-applications',
    noindex: true,
  })),
  component: MyApplicationsRoute,
});

function MyApplicationsRoute() {
  return <MyApplicationsPage invalidLink={Route.useSearch().link === 'invalid'} />;
}

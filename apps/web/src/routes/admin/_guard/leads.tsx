import { createFileRoute } from '@tanstack/react-router';
import { LEAD_KINDS, type LeadKind } from '@app/validators';
import { LeadsPage } from '../../../components/admin/leads/LeadsPage';
import { leadCountsOptions, leadListOptions } from '../../../components/admin/queries';
import { seo } from '../../../lib/seo';

const isLeadKind = (v: unknown): v is LeadKind => (LEAD_KINDS as readonly unknown[]).includes(v);

export const Route = createFileRoute('/admin/_guard/leads')({
  validateSearch: (search: Record<string, unknown>): { kind?: LeadKind } => (isLeadKind(search.kind) ? { kind: search.kind } : {}),
  loaderDeps: ({ search }) => ({ kind: search.kind ?? 'contact' }),
  head: () =>
    seo({
      title: 'Leads',
      description: 'Contact messages, quote requests, carrier requests and newsletter subscribers.',
      path: '/admin/leads',
      noindex: true,
    }),
  loader: ({ context, deps }) =>
    Promise.all([context.queryClient.prefetchQuery(leadCountsOptions()), context.queryClient.prefetchQuery(leadListOptions(deps.kind))]),
  component: LeadsRoute,
});

function LeadsRoute() {
  const { kind } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LeadsPage kind={kind ?? 'contact'} onKindChange={(next) => void navigate({ search: next === 'contact' ? {} : { kind: next }, replace: true })} />
  );
}

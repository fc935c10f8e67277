import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/transportation')({
  head: () => seo({ title: 'Transportation & Freight', description: 'FTL, LTL and expedited freight across Canada with a verified carrier network. Get a transportation quote or join our carrier network.', canonicalPath: '/transportation', }),
  component: TransportationPage,
});

function TransportationPage() {
  return <PageHero title={'Transportation & Freight'} subtitle={'FTL, LTL and expedited freight across Canada with a verified carrier network. Get a transportation quote or join our carrier network.'} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/warehouse')({
  head: () => seo({ title: 'Warehouse Services', description: 'Storage, distribution, inventory management and logistics support from Ontario warehouse facilities. Request a warehouse quote.', canonicalPath: '/warehouse', }),
  component: WarehousePage,
});

function WarehousePage() {
  return <PageHero title={'Warehouse Services'} subtitle={'Storage, distribution, inventory management and logistics support from Ontario warehouse facilities. Request a warehouse quote.'} />;
}

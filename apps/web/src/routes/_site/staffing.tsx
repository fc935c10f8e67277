import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/staffing')({
  head: () => seo({ title: 'Staffing & Recruitment', description: 'Temporary staffing, permanent placement, specialized roles and contract-to-hire across Ontario, with candidates available in 24-48 hours.', canonicalPath: '/staffing', }),
  component: StaffingPage,
});

function StaffingPage() {
  return <PageHero title={'Staffing & Recruitment'} subtitle={'Temporary staffing, permanent placement, specialized roles and contract-to-hire across Ontario, with candidates available in 24-48 hours.'} />;
}

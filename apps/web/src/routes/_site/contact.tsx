import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/contact')({
  head: () => seo({ title: 'Contact Us', description: 'Contact Northline Workforce Solutions in Mississauga, Ontario. Call, email or send us a message; we respond within 24 hours on business days.', canonicalPath: '/contact', }),
  component: ContactPage,
});

function ContactPage() {
  return <PageHero title={'Contact Us'} subtitle={'Contact Northline Workforce Solutions in Mississauga, Ontario. Call, email or send us a message; we respond within 24 hours on business days.'} />;
}

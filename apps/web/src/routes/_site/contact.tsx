import { Box, Container, Grid } from '@mantine/core';
import { m } from '../../lib/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { ContactAside } from '../../components/contact/ContactAside';
import { ContactForm } from '../../components/contact/ContactForm';
import { ContactInfoCards } from '../../components/contact/ContactInfoCards';
import { headLoader, headOfLoader, homeBreadcrumbJsonLd, organizationJsonLd } from '../../lib/seo';

const description = (company: string) => m.contact_head_description({ company });

export const Route = createFileRoute('/_site/contact')({
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader((site) => ({
    title: m.contact_title(),
    description: description(site.company.name),
    keywords: m.contact_head_keywords(),
    canonicalPath: '/contact',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'ContactPage', name: m.contact_title(), description: description(site.company.name) },
      organizationJsonLd(site),
      homeBreadcrumbJsonLd(site, m.nav_contact(), '/contact'),
    ],
  })),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageHero eyebrow={m.contact_eyebrow()} title={m.contact_title()} subtitle={m.contact_subtitle()} />
      <Box component="section" aria-label={m.contact_information()} py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <ContactInfoCards />
        </Container>
      </Box>
      <Box pb={{ base: 56, md: 88 }}>
        <Container size="lg">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ContactForm />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <ContactAside />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}

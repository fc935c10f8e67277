import { Box, Container, Grid } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { ContactAside } from '../../components/contact/ContactAside';
import { ContactForm } from '../../components/contact/ContactForm';
import { ContactInfoCards } from '../../components/contact/ContactInfoCards';
import { homeBreadcrumbJsonLd, organizationJsonLd, siteHead } from '../../lib/seo';

const description = (company: string) =>
  `Contact ${company} in Mississauga, Ontario. Call, email or send us a message about staffing, warehousing or freight; we respond within 24 hours on business days.`;

export const Route = createFileRoute('/_site/contact')({
  head: siteHead((site) => ({
    title: 'Contact Us',
    description: description(site.company.name),
    keywords: 'contact staffing agency Ontario, Mississauga staffing agency, warehouse services quote, freight quote Ontario, hire workers Ontario',
    canonicalPath: '/contact',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'ContactPage', name: 'Contact Us', description: description(site.company.name) },
      organizationJsonLd(site),
      homeBreadcrumbJsonLd(site, 'Contact', '/contact'),
    ],
  })),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Get in Touch"
        title="Contact Us"
        subtitle="Whether you need reliable staff, warehouse space or freight moved across Canada, our Ontario team is ready to help. Send us a message or call us; we respond within 24 hours on business days."
      />
      <Box component="section" aria-label="Contact information" py={{ base: 40, md: 64 }}>
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

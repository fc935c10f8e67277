import { Box, Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBolt,
  IconBuildingFactory2,
  IconBuildingWarehouse,
  IconClipboardList,
  IconHeadset,
  IconMapPin,
  IconShieldCheck,
  IconTruck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link, createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { ServiceCard, type BenefitItem, type IndustryItem, type ServiceItem } from '../../components/divisions/Cards';
import { BenefitsSection, HeroActions, IndustriesSection } from '../../components/divisions/DivisionSections';
import { ProcessSteps } from '../../components/divisions/ProcessSteps';
import { Section } from '../../components/divisions/Section';
import { StatsBand } from '../../components/divisions/StatsBand';
import classes from '../../components/divisions/divisions.module.css';
import { useCompany } from '../../lib/company';
import { homeBreadcrumbJsonLd, siteHead } from '../../lib/seo';

const DESCRIPTION =
  'Staffing and recruitment, warehouse services, transportation and freight, and workforce management for Ontario businesses. One partner for people, space and freight capacity.';

export const Route = createFileRoute('/_site/services')({
  head: siteHead((site) => ({
    title: 'Our Services',
    description: DESCRIPTION,
    keywords: 'staffing services Ontario, recruitment agency, warehouse services, freight transportation, workforce solutions, temporary staffing, 3PL Ontario',
    canonicalPath: '/services',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `${site.company.name} services`,
        itemListElement: SERVICES.map((s, i) => ({ '@type': 'ListItem', position: i + 1, name: s.title, description: s.description })),
      },
      homeBreadcrumbJsonLd(site, 'Services', '/services'),
    ],
  })),
  component: ServicesPage,
});

const SERVICES: (ServiceItem & { to: '/staffing' | '/warehouse' | '/transportation' | '/contact'; linkLabel: string })[] = [
  {
    icon: IconUsers,
    title: 'Staffing & Recruitment',
    description: 'Temporary, permanent and contract-to-hire staffing with pre-screened candidates available in 24-48 hours.',
    features: ['Temporary and seasonal staff', 'Permanent placement', 'Specialized and licensed roles'],
    color: 'brand',
    to: '/staffing',
    linkLabel: 'Explore staffing',
  },
  {
    icon: IconBuildingWarehouse,
    title: 'Warehouse Services',
    description: 'Secure storage, distribution and inventory management from Ontario facilities with 99.9% inventory accuracy.',
    features: ['Flexible pallet and bulk storage', 'Pick, pack and fulfillment', 'Real-time inventory reporting'],
    color: 'teal',
    to: '/warehouse',
    linkLabel: 'Explore warehousing',
  },
  {
    icon: IconTruck,
    title: 'Transportation & Freight',
    description: 'Full truckload, LTL and expedited freight across Canada through a network of 500+ verified carriers.',
    features: ['FTL, LTL and expedited', '98.5% on-time delivery', '$2M liability insurance'],
    color: 'amber',
    to: '/transportation',
    linkLabel: 'Explore transportation',
  },
  {
    icon: IconClipboardList,
    title: 'Workforce Management',
    description: 'On-site coordination, onboarding, scheduling and compliance support that keeps large teams productive.',
    features: ['On-site supervisors', 'Onboarding and safety orientation', 'Timekeeping and payroll administration'],
    color: 'navy',
    to: '/contact',
    linkLabel: 'Talk to our team',
  },
];

const INDUSTRIES: IndustryItem[] = [
  {
    icon: IconBuildingFactory2,
    title: 'Manufacturing',
    description: 'Production, assembly and quality teams that keep lines running through every shift and season.',
    positions: ['Machine Operators', 'Assembly Workers', 'Quality Inspectors', 'Production Supervisors'],
  },
  {
    icon: IconBuildingWarehouse,
    title: 'Warehouse & Distribution',
    description: 'Trained warehouse associates for receiving, order picking, shipping and inventory control.',
    positions: ['Forklift Operators', 'Pickers & Packers', 'Shipping & Receiving', 'Inventory Clerks'],
  },
  {
    icon: IconTruck,
    title: 'Transportation & Logistics',
    description: 'Licensed drivers and logistics professionals who move freight safely and on schedule.',
    positions: ['AZ / DZ Drivers', 'Dispatchers', 'Delivery Drivers', 'Logistics Coordinators'],
  },
  {
    icon: IconHeadset,
    title: 'Office & Customer Service',
    description: 'Professional support staff for front desks, contact centres and back-office operations.',
    positions: ['Administrative Assistants', 'Customer Service Reps', 'Data Entry Clerks', 'Receptionists'],
  },
];

const BENEFITS: BenefitItem[] = [
  { icon: IconBolt, title: 'Fast Response', description: 'Candidates in 24-48 hours, quotes within 24 hours and a team that picks up the phone.' },
  {
    icon: IconShieldCheck,
    title: 'Quality You Can Trust',
    description: 'Pre-screened workers, verified carriers and secure facilities, backed by a 95% client satisfaction rate.',
  },
  {
    icon: IconMapPin,
    title: 'Ontario Expertise',
    description: 'Founded in 2016 and built on local knowledge, with more than 5,000 placements across the province.',
  },
  {
    icon: IconUsersGroup,
    title: 'One Partner, Three Divisions',
    description: 'People, warehouse space and freight capacity coordinated by one accountable team.',
  },
];

const STEPS = [
  { title: 'Consultation', description: 'We learn about your business, your goals and the gaps you need to fill, in person or by phone.' },
  { title: 'Custom Solution', description: 'We design a staffing, warehousing or freight plan with clear timelines and transparent pricing.' },
  { title: 'Delivery & Support', description: 'We put the plan to work and stay close with regular check-ins and performance reviews.' },
];

const STATS = [
  { value: '5,000+', label: 'Placements' },
  { value: '500+', label: 'Clients served' },
  { value: '95%', label: 'Client satisfaction' },
  { value: '2016', label: 'Serving Ontario since' },
];

function ServicesPage() {
  const company = useCompany();
  return (
    <>
      <PageHero
        eyebrow="Our Services"
        title="Workforce, Warehouse and Freight Solutions Under One Roof"
        subtitle={`${company.name} helps Ontario businesses find great people, store and ship inventory and move freight across Canada — with one accountable partner.`}
        background={
          <Box
            aria-hidden
            pos="absolute"
            inset={0}
            style={{
              background:
                'radial-gradient(circle at 85% 20%, rgba(29, 78, 216, 0.55), transparent 55%), radial-gradient(circle at 10% 110%, rgba(14, 165, 164, 0.35), transparent 50%)',
            }}
          />
        }
      >
        <HeroActions>
          <Button size="lg" color="amber.5" c="navy.9" component={Link} to="/contact" rightSection={<IconArrowRight size={20} aria-hidden />}>
            Get Started Today
          </Button>
          <Button size="lg" variant="white" color="navy.9" component={Link} to="/contact">
            Request a Consultation
          </Button>
        </HeroActions>
      </PageHero>

      <Section
        id="services"
        eyebrow="What we do"
        title="Our Core Services"
        description="Four ways we help businesses grow, each delivered by a dedicated team of specialists."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {SERVICES.map(({ to, linkLabel, ...s }) => (
            <Box key={s.title} style={{ display: 'flex', flexDirection: 'column' }}>
              <Box style={{ flex: 1 }}>
                <ServiceCard {...s} />
              </Box>
              <Button
                component={Link}
                to={to}
                variant="subtle"
                mt="xs"
                rightSection={<IconArrowRight size={16} aria-hidden />}
                aria-label={`${linkLabel}: ${s.title}`}
              >
                {linkLabel}
              </Button>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <StatsBand label={`${company.shortName} by the numbers`} stats={STATS} />

      <IndustriesSection
        id="industries"
        shaded
        eyebrow="Industries"
        title="Industries We Serve"
        description="Deep experience in the sectors that drive Ontario's economy."
        cols={{ base: 1, sm: 2, lg: 4 }}
        industries={INDUSTRIES}
      />

      <BenefitsSection
        id="benefits"
        eyebrow="Why choose us"
        title={`Why Businesses Choose ${company.shortName}`}
        description="The reasons our clients stay with us year after year."
        benefits={BENEFITS}
      />

      <Section
        id="process"
        shaded
        eyebrow="Our process"
        title="How We Work With You"
        description="A simple, proven process from first call to lasting results."
      >
        <ProcessSteps steps={STEPS} />
        <Group justify="center" mt={40}>
          <Button size="lg" component={Link} to="/contact" rightSection={<IconArrowRight size={20} aria-hidden />}>
            Schedule a Consultation
          </Button>
        </Group>
      </Section>

      <Box component="section" aria-labelledby="services-cta-heading" py={{ base: 56, md: 88 }}>
        <Container size="lg">
          <Box className={classes.ctaBand} p={{ base: 'xl', md: 56 }} ta="center">
            <Title order={2} id="services-cta-heading" c="white" fz={{ base: 26, md: 36 }}>
              Ready to Build a Stronger Operation?
            </Title>
            <Text c="gray.2" fz="lg" mt="md" maw={640} mx="auto">
              Tell us what you need and our team will respond within 24 hours on business days with a plan built around your business.
            </Text>
            <Group justify="center" mt="xl" gap="sm">
              <Button size="lg" color="amber.5" c="navy.9" component={Link} to="/contact">
                Contact Us
              </Button>
              <Button size="lg" variant="white" color="navy.9" component="a" href={company.phoneHref}>
                Call {company.phone}
              </Button>
            </Group>
          </Box>
        </Container>
      </Box>
    </>
  );
}

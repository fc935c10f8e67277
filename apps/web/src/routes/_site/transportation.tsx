import { Box, Button, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { m } from '../../lib/i18n';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAward,
  IconBolt,
  IconBox,
  IconBuildingFactory2,
  IconCar,
  IconCertificate,
  IconCheck,
  IconClockHour4,
  IconFlask,
  IconHammer,
  IconMapPin,
  IconPhone,
  IconPill,
  IconPlant2,
  IconRoute,
  IconShieldCheck,
  IconShoppingCart,
  IconSnowflake,
  IconTruck,
  IconTruckDelivery,
  IconUsersGroup,
} from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { BackgroundVideo } from '../../components/BackgroundVideo/BackgroundVideo';
import { PageHero } from '../../components/PageHero/PageHero';
import { TestimonialCard, type BenefitItem, type IndustryItem, type ServiceItem, type Testimonial } from '../../components/divisions/Cards';
import { ContactBlock } from '../../components/divisions/ContactBlock';
import { BenefitsSection, HeroActions, HeroBadges, IndustriesSection, QuoteSection, ServicesSection } from '../../components/divisions/DivisionSections';
import { FaqAccordion, type FaqItem } from '../../components/divisions/FaqAccordion';
import { JoinNetworkDialog } from '../../components/divisions/JoinNetworkDialog';
import { MobileQuoteBar } from '../../components/divisions/MobileQuoteBar';
import { Section } from '../../components/divisions/Section';
import { StatsBand } from '../../components/divisions/StatsBand';
import { TransportationQuoteForm } from '../../components/divisions/TransportationQuoteForm';
import { scrollToSection } from '../../components/divisions/scroll';
import { useCompany } from '../../lib/company';
import { headLoader, headOfLoader, homeBreadcrumbJsonLd, providerJsonLd } from '../../lib/seo';

const DESCRIPTION = () => m.transport_head_description();

export const Route = createFileRoute('/_site/transportation')({
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader((site) => ({
    title: m.transport_head_title(),
    description: DESCRIPTION(),
    keywords: m.transport_head_keywords(),
    canonicalPath: '/transportation',
    image: '/api/public/transportation_hero.jpg',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: m.transport_head_title(),
        serviceType: m.transport_service_type(),
        provider: providerJsonLd(site),
        areaServed: [m.transport_region_western(), m.transport_region_central(), m.transport_region_atlantic()],
        description: DESCRIPTION(),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: FAQ().map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
      },
      homeBreadcrumbJsonLd(site, m.transport_breadcrumb(), '/transportation'),
    ],
  })),
  component: TransportationPage,
});

const SERVICES = (): ServiceItem[] => [
  {
    icon: IconTruck,
    title: m.transport_ftl_title(),
    description: m.transport_ftl_description(),
    features: [m.transport_ftl_feature_capacity(), m.transport_ftl_feature_direct(), m.transport_ftl_feature_tracking()],
    color: 'brand',
  },
  {
    icon: IconBox,
    title: m.transport_ltl_title(),
    description: m.transport_ltl_description(),
    features: [m.transport_ltl_feature_pallets(), m.transport_ltl_feature_liftgate(), m.transport_ltl_feature_lanes()],
    color: 'teal',
  },
  {
    icon: IconBolt,
    title: m.transport_expedited_title(),
    description: m.transport_expedited_description(),
    features: [m.transport_expedited_feature_same_day(), m.transport_expedited_feature_team(), m.transport_expedited_feature_contact()],
    color: 'amber',
  },
  {
    icon: IconShieldCheck,
    title: m.transport_network_title(),
    description: m.transport_network_description(),
    features: [m.transport_network_feature_authority(), m.transport_network_feature_safety(), m.transport_network_feature_scorecards()],
    color: 'navy',
  },
];

const TRUST_BADGES = () => [
  { icon: IconCertificate, label: m.transport_badge_licensed() },
  { icon: IconShieldCheck, label: m.transport_badge_insurance() },
  { icon: IconRoute, label: m.transport_badge_tracking() },
  { icon: IconMapPin, label: m.transport_badge_coverage() },
];

const STATS = () => [
  { value: '500+', label: m.transport_stat_carriers() },
  { value: m.transport_stat_on_time_value(), label: m.transport_stat_on_time() },
  { value: m.transport_stat_insurance_value(), label: m.transport_stat_insurance() },
  { value: m.transport_stat_quote_value(), label: m.transport_stat_quote() },
];

const WHY = (): BenefitItem[] => [
  {
    icon: IconClockHour4,
    title: m.transport_why_on_time_title(),
    description: m.transport_why_on_time_description(),
  },
  {
    icon: IconShieldCheck,
    title: m.transport_why_insured_title(),
    description: m.transport_why_insured_description(),
  },
  {
    icon: IconUsersGroup,
    title: m.transport_why_team_title(),
    description: m.transport_why_team_description(),
  },
  { icon: IconAward, title: m.transport_why_pricing_title(), description: m.transport_why_pricing_description() },
];

const INDUSTRIES = (): IndustryItem[] => [
  { icon: IconBuildingFactory2, title: m.transport_industry_manufacturing_title(), description: m.transport_industry_manufacturing_description() },
  { icon: IconShoppingCart, title: m.transport_industry_retail_title(), description: m.transport_industry_retail_description() },
  { icon: IconSnowflake, title: m.transport_industry_food_title(), description: m.transport_industry_food_description() },
  { icon: IconCar, title: m.transport_industry_automotive_title(), description: m.transport_industry_automotive_description() },
  { icon: IconHammer, title: m.transport_industry_construction_title(), description: m.transport_industry_construction_description() },
  { icon: IconPlant2, title: m.transport_industry_agriculture_title(), description: m.transport_industry_agriculture_description() },
  { icon: IconPill, title: m.transport_industry_healthcare_title(), description: m.transport_industry_healthcare_description() },
  { icon: IconFlask, title: m.transport_industry_chemicals_title(), description: m.transport_industry_chemicals_description() },
];

/** What shippers say, naming the company (Site Settings). */
const testimonials = (shortName: string): Testimonial[] => [
  {
    content: m.transport_testimonial_sarah({ shortName }),
    author: 'Sarah Mitchell',
    company: m.transport_testimonial_sarah_company(),
    rating: 5,
  },
  {
    content: m.transport_testimonial_david(),
    author: 'David Chen',
    company: m.transport_testimonial_david_company(),
    rating: 5,
  },
  {
    content: m.transport_testimonial_jennifer({ shortName }),
    author: 'Jennifer Walsh',
    company: m.transport_testimonial_jennifer_company(),
    rating: 5,
  },
];

const FAQ = (): FaqItem[] => [
  {
    question: m.transport_faq_quote_q(),
    answer: m.transport_faq_quote_a(),
  },
  {
    question: m.transport_faq_areas_q(),
    answer: m.transport_faq_areas_a(),
  },
  {
    question: m.transport_faq_verify_q(),
    answer: m.transport_faq_verify_a(),
  },
  {
    question: m.transport_faq_insured_q(),
    answer: m.transport_faq_insured_a(),
  },
  {
    question: m.transport_faq_special_q(),
    answer: m.transport_faq_special_a(),
  },
  {
    question: m.transport_faq_track_q(),
    answer: m.transport_faq_track_a(),
  },
];

const REGIONS = () => [
  {
    title: m.transport_region_western(),
    provinces: m.transport_western_provinces(),
    lanes: [m.transport_western_lane_corridor(), m.transport_western_lane_prairie(), m.transport_western_lane_port()],
  },
  {
    title: m.transport_region_central(),
    provinces: m.transport_central_provinces(),
    lanes: [m.transport_central_lane_corridor(), m.transport_central_lane_daily(), m.transport_central_lane_us()],
  },
  {
    title: m.transport_region_atlantic(),
    provinces: m.transport_atlantic_provinces(),
    lanes: [m.transport_atlantic_lane_halifax(), m.transport_atlantic_lane_ltl(), m.transport_atlantic_lane_ferry()],
  },
];

function TransportationPage() {
  const company = useCompany();
  const [joinOpened, join] = useDisclosure(false);
  const goToQuote = () => scrollToSection('quote');
  return (
    <>
      <PageHero
        eyebrow={m.transport_eyebrow()}
        title={m.transport_hero_title()}
        subtitle={m.transport_hero_subtitle()}
        background={<BackgroundVideo src="/api/public/transportation_hero.mp4" poster="/api/public/transportation_hero.jpg" overlay={0.85} />}
      >
        <HeroActions>
          <Button size="lg" color="amber.5" c="navy.9" onClick={goToQuote} leftSection={<IconTruckDelivery size={20} aria-hidden />}>
            {m.transport_get_quote()}
          </Button>
          <Button size="lg" variant="white" color="navy.9" onClick={join.open} leftSection={<IconUsersGroup size={20} aria-hidden />}>
            {m.transport_join_network()}
          </Button>
        </HeroActions>
        <HeroBadges label={m.transport_trust_label()} badges={TRUST_BADGES()} />
      </PageHero>

      <ServicesSection
        id="services"
        eyebrow={m.transport_services_eyebrow()}
        title={m.transport_services_title()}
        description={m.transport_services_description()}
        services={SERVICES()}
      />

      <StatsBand label={m.transport_stats_label()} stats={STATS()} />

      <BenefitsSection
        id="why"
        shaded
        eyebrow={m.staffing_why_eyebrow({ shortName: company.shortName })}
        title={m.transport_why_title()}
        description={m.transport_why_description()}
        benefits={WHY()}
      />

      <IndustriesSection
        id="industries"
        eyebrow={m.transport_industries_eyebrow()}
        title={m.transport_industries_title()}
        description={m.transport_industries_description()}
        cols={{ base: 1, xs: 2, md: 4 }}
        industries={INDUSTRIES()}
      />

      <Section
        id="coverage"
        shaded
        eyebrow={m.transport_coverage_eyebrow()}
        title={m.transport_badge_coverage()}
        description={m.transport_coverage_description()}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {REGIONS().map((r) => (
            <Box key={r.title} component="article" p="xl" bg="white" style={{ borderRadius: 16, border: '1px solid var(--mantine-color-gray-3)' }}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="md" color="brand" aria-hidden>
                  <IconMapPin size={22} />
                </ThemeIcon>
                <Title order={3} fz="xl" c="navy.9">
                  {r.title}
                </Title>
              </Group>
              <Text mt="sm" c="gray.7" fz="sm">
                {r.provinces}
              </Text>
              <List mt="md" spacing={6} size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />}>
                {r.lanes.map((l) => (
                  <List.Item key={l}>{l}</List.Item>
                ))}
              </List>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="testimonials" eyebrow={m.transport_testimonials_eyebrow()} title={m.transport_testimonials_title()}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {testimonials(company.shortName).map((t) => (
            <TestimonialCard key={t.author} {...t} />
          ))}
        </SimpleGrid>
      </Section>

      <QuoteSection
        title={m.transport_quote_title()}
        description={m.transport_quote_description()}
        points={[m.transport_quote_point_obligation(), m.transport_quote_point_capacity(), m.transport_quote_point_coordinator()]}
        more={
          <Text mt="xl" c="gray.7">
            {m.transport_prefer_to_talk()}{' '}
            <Text component="a" href={company.phoneHref} c="brand.7" fw={700} inherit>
              <IconPhone size={16} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
              {company.phone}
            </Text>
          </Text>
        }
      >
        <TransportationQuoteForm />
      </QuoteSection>

      <Section id="faq" eyebrow={m.transport_faq_eyebrow()} title={m.transport_faq_title()} description={m.transport_faq_description()}>
        <FaqAccordion items={FAQ()} />
      </Section>

      <ContactBlock title={m.transport_contact_title()} description={m.transport_contact_description()} />

      <JoinNetworkDialog opened={joinOpened} onClose={join.close} />
      <MobileQuoteBar onQuote={goToQuote} />
    </>
  );
}

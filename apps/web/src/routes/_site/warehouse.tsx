import { Button } from '@mantine/core';
import { m } from '../../lib/i18n';
import {
  IconBarcode,
  IconBuildingWarehouse,
  IconChartBar,
  IconCurrencyDollar,
  IconRoute,
  IconShieldLock,
  IconTrendingUp,
  IconTruckLoading,
} from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { BackgroundVideo } from '../../components/BackgroundVideo/BackgroundVideo';
import { PageHero } from '../../components/PageHero/PageHero';
import { type BenefitItem, type ServiceItem } from '../../components/divisions/Cards';
import { ContactBlock } from '../../components/divisions/ContactBlock';
import { BenefitsSection, HeroActions, HeroCallButton, QuoteSection, ServicesSection } from '../../components/divisions/DivisionSections';
import { ProcessSteps } from '../../components/divisions/ProcessSteps';
import { Section } from '../../components/divisions/Section';
import { StatsBand } from '../../components/divisions/StatsBand';
import { WarehouseQuoteForm } from '../../components/divisions/WarehouseQuoteForm';
import { scrollToSection } from '../../components/divisions/scroll';
import { useCompany } from '../../lib/company';
import { headLoader, headOfLoader, homeBreadcrumbJsonLd, providerJsonLd } from '../../lib/seo';

const DESCRIPTION = () => m.warehouse_head_description();

export const Route = createFileRoute('/_site/warehouse')({
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader((site) => ({
    title: m.warehouse_title(),
    description: DESCRIPTION(),
    keywords: m.warehouse_head_keywords(),
    canonicalPath: '/warehouse',
    image: '/api/public/warehouse_hero.jpg',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: m.warehouse_title(),
        serviceType: m.warehouse_service_type(),
        provider: providerJsonLd(site),
        areaServed: m.staffing_area_served(),
        description: DESCRIPTION(),
      },
      homeBreadcrumbJsonLd(site, m.warehouse_breadcrumb(), '/warehouse'),
    ],
  })),
  component: WarehousePage,
});

const SERVICES = (): ServiceItem[] => [
  {
    icon: IconBuildingWarehouse,
    title: m.warehouse_storage_title(),
    description: m.warehouse_storage_description(),
    features: [m.warehouse_storage_feature_pallet(), m.warehouse_storage_feature_climate(), m.warehouse_storage_feature_terms()],
    color: 'brand',
  },
  {
    icon: IconRoute,
    title: m.warehouse_distribution_title(),
    description: m.warehouse_distribution_description(),
    features: [m.warehouse_distribution_feature_crossdock(), m.warehouse_distribution_feature_retail(), m.warehouse_distribution_feature_same_day()],
    color: 'teal',
  },
  {
    icon: IconBarcode,
    title: m.warehouse_inventory_title(),
    description: m.warehouse_inventory_description(),
    features: [m.warehouse_inventory_feature_accuracy(), m.warehouse_inventory_feature_lot(), m.warehouse_inventory_feature_reporting()],
    color: 'amber',
  },
  {
    icon: IconTruckLoading,
    title: m.warehouse_logistics_title(),
    description: m.warehouse_logistics_description(),
    features: [m.warehouse_logistics_feature_pick(), m.warehouse_logistics_feature_returns(), m.warehouse_logistics_feature_freight()],
    color: 'navy',
  },
];

const STATS = () => [
  { value: '500+', label: m.warehouse_stat_clients() },
  { value: '10+', label: m.warehouse_stat_facilities() },
  { value: m.warehouse_stat_accuracy_value(), label: m.warehouse_stat_accuracy() },
  { value: '15+', label: m.warehouse_stat_years() },
];

const BENEFITS = (): BenefitItem[] => [
  {
    icon: IconTrendingUp,
    title: m.warehouse_benefit_scale_title(),
    description: m.warehouse_benefit_scale_description(),
  },
  {
    icon: IconChartBar,
    title: m.warehouse_benefit_visibility_title(),
    description: m.warehouse_benefit_visibility_description(),
  },
  {
    icon: IconShieldLock,
    title: m.warehouse_benefit_secure_title(),
    description: m.warehouse_benefit_secure_description(),
  },
  {
    icon: IconCurrencyDollar,
    title: m.warehouse_benefit_cost_title(),
    description: m.warehouse_benefit_cost_description(),
  },
];

const STEPS = () => [
  { title: m.warehouse_step_needs_title(), description: m.warehouse_step_needs_description() },
  { title: m.warehouse_step_plan_title(), description: m.warehouse_step_plan_description() },
  { title: m.warehouse_step_move_title(), description: m.warehouse_step_move_description() },
];

function WarehousePage() {
  const company = useCompany();
  const goToQuote = () => scrollToSection('quote');
  return (
    <>
      <PageHero
        eyebrow={m.warehouse_title()}
        title={m.warehouse_hero_title()}
        subtitle={m.warehouse_hero_subtitle()}
        background={<BackgroundVideo src="/api/public/warehouse_hero.gif" poster="/api/public/warehouse_hero.jpg" overlay={0.85} />}
      >
        <HeroActions>
          <Button size="lg" color="amber.5" c="navy.9" onClick={goToQuote}>
            {m.warehouse_get_quote()}
          </Button>
          <HeroCallButton />
        </HeroActions>
      </PageHero>

      <StatsBand label={m.warehouse_stats_label()} stats={STATS()} />

      <ServicesSection
        id="services"
        eyebrow={m.warehouse_services_eyebrow()}
        title={m.warehouse_services_title()}
        description={m.warehouse_services_description()}
        services={SERVICES()}
      />

      <BenefitsSection
        id="benefits"
        shaded
        eyebrow={m.staffing_why_eyebrow({ shortName: company.shortName })}
        title={m.warehouse_why_title()}
        description={m.warehouse_why_description()}
        benefits={BENEFITS()}
      />

      <Section id="how-it-works" eyebrow={m.warehouse_process_eyebrow()} title={m.warehouse_process_title()} description={m.warehouse_process_description()}>
        <ProcessSteps steps={STEPS()} />
      </Section>

      <QuoteSection
        title={m.warehouse_quote_title()}
        description={m.warehouse_quote_description()}
        points={[m.warehouse_quote_point_space(), m.warehouse_quote_point_terms(), m.warehouse_quote_point_one_place()]}
      >
        <WarehouseQuoteForm />
      </QuoteSection>

      <ContactBlock title={m.warehouse_contact_title()} description={m.warehouse_contact_description()} />
    </>
  );
}

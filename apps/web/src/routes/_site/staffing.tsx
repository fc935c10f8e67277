import { Button } from '@mantine/core';
import { m } from '../../lib/i18n';
import {
  IconArrowsExchange,
  IconAward,
  IconBolt,
  IconBriefcase,
  IconClock,
  IconHeadset,
  IconMapPin,
  IconShieldCheck,
  IconUserCheck,
  IconUserSearch,
} from '@tabler/icons-react';
import { Link, createFileRoute } from '@tanstack/react-router';
import { BackgroundVideo } from '../../components/BackgroundVideo/BackgroundVideo';
import { PageHero } from '../../components/PageHero/PageHero';
import { type BenefitItem, type ServiceItem } from '../../components/divisions/Cards';
import { ContactBlock } from '../../components/divisions/ContactBlock';
import { BenefitsSection, HeroActions, HeroBadges, HeroCallButton, ServicesSection } from '../../components/divisions/DivisionSections';
import { ProcessSteps } from '../../components/divisions/ProcessSteps';
import { Section } from '../../components/divisions/Section';
import { StatsBand } from '../../components/divisions/StatsBand';
import { useCompany } from '../../lib/company';
import { headLoader, headOfLoader, homeBreadcrumbJsonLd, providerJsonLd } from '../../lib/seo';

const DESCRIPTION = () => m.staffing_head_description();

export const Route = createFileRoute('/_site/staffing')({
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader((site) => ({
    title: m.staffing_head_title(),
    description: DESCRIPTION(),
    keywords: m.staffing_head_keywords(),
    canonicalPath: '/staffing',
    image: '/api/public/Staffing.jpg',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: m.staffing_title(),
        serviceType: m.staffing_service_type(),
        provider: providerJsonLd(site),
        areaServed: m.staffing_area_served(),
        description: DESCRIPTION(),
      },
      homeBreadcrumbJsonLd(site, m.staffing_breadcrumb(), '/staffing'),
    ],
  })),
  component: StaffingPage,
});

const STATS = () => [
  { value: m.services_stat_placements_value(), label: m.staffing_stat_placements() },
  { value: '200+', label: m.staffing_stat_clients() },
  { value: m.staffing_stat_hours_value(), label: m.staffing_stat_availability() },
  { value: '95%', label: m.staffing_stat_satisfaction() },
];

const SERVICES = (): ServiceItem[] => [
  {
    icon: IconClock,
    title: m.staffing_temporary_title(),
    description: m.staffing_temporary_description(),
    features: [m.staffing_temporary_feature_fast(), m.staffing_temporary_feature_payroll(), m.staffing_temporary_feature_length()],
    color: 'brand',
  },
  {
    icon: IconUserCheck,
    title: m.staffing_permanent_title(),
    description: m.staffing_permanent_description(),
    features: [m.staffing_permanent_feature_search(), m.staffing_permanent_feature_interviews(), m.staffing_permanent_feature_guarantee()],
    color: 'teal',
  },
  {
    icon: IconUserSearch,
    title: m.staffing_specialized_title(),
    description: m.staffing_specialized_description(),
    features: [m.staffing_specialized_feature_licensed(), m.staffing_specialized_feature_certifications(), m.staffing_specialized_feature_trades()],
    color: 'amber',
  },
  {
    icon: IconArrowsExchange,
    title: m.staffing_contract_title(),
    description: m.staffing_contract_description(),
    features: [m.staffing_contract_feature_try(), m.staffing_contract_feature_risk(), m.staffing_contract_feature_conversion()],
    color: 'navy',
  },
];

const BENEFITS = (): BenefitItem[] => [
  {
    icon: IconBolt,
    title: m.staffing_benefit_fast_title(),
    description: m.staffing_benefit_fast_description(),
  },
  {
    icon: IconShieldCheck,
    title: m.staffing_benefit_screened_title(),
    description: m.staffing_benefit_screened_description(),
  },
  {
    icon: IconMapPin,
    title: m.staffing_benefit_years_title(),
    description: m.staffing_benefit_years_description(),
  },
  { icon: IconHeadset, title: m.staffing_benefit_manager_title(), description: m.staffing_benefit_manager_description() },
];

const HIGHLIGHTS = () => [
  { icon: IconBolt, label: m.staffing_temporary_feature_fast() },
  { icon: IconAward, label: m.staffing_highlight_years() },
];

const STEPS = () => [
  { title: m.staffing_step_share_title(), description: m.staffing_step_share_description() },
  { title: m.staffing_step_meet_title(), description: m.staffing_step_meet_description() },
  { title: m.staffing_step_start_title(), description: m.staffing_step_start_description() },
];

function StaffingPage() {
  const company = useCompany();
  return (
    <>
      <PageHero
        eyebrow={m.staffing_title()}
        title={m.staffing_hero_title()}
        subtitle={m.staffing_hero_subtitle()}
        background={<BackgroundVideo src="/api/public/Staffing.mp4" poster="/api/public/Staffing.jpg" overlay={0.85} />}
      >
        <HeroActions>
          <Button size="lg" color="amber.5" c="navy.9" component={Link} to="/contact">
            {m.staffing_request_staff()}
          </Button>
          <HeroCallButton />
          <Button size="lg" variant="outline" color="gray.0" c="white" component={Link} to="/jobs" leftSection={<IconBriefcase size={20} aria-hidden />}>
            {m.staffing_looking_for_work()}
          </Button>
        </HeroActions>
        <HeroBadges label={m.staffing_highlights()} badges={HIGHLIGHTS()} />
      </PageHero>

      <StatsBand label={m.staffing_stats_label()} stats={STATS()} />

      <ServicesSection
        id="services"
        eyebrow={m.staffing_services_eyebrow()}
        title={m.staffing_services_title()}
        description={m.staffing_services_description()}
        services={SERVICES()}
      />

      <BenefitsSection
        id="benefits"
        shaded
        eyebrow={m.staffing_why_eyebrow({ shortName: company.shortName })}
        title={m.staffing_why_title()}
        description={m.staffing_why_description()}
        benefits={BENEFITS()}
      />

      <Section id="process" eyebrow={m.staffing_process_eyebrow()} title={m.staffing_process_title()} description={m.staffing_process_description()}>
        <ProcessSteps steps={STEPS()} />
      </Section>

      <ContactBlock title={m.staffing_contact_title()} description={m.staffing_contact_description()} />
    </>
  );
}

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
import { headLoader, headOfLoader, homeBreadcrumbJsonLd } from '../../lib/seo';
import { m } from '../../lib/i18n';

export const Route = createFileRoute('/_site/services')({
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader((site) => ({
    title: m.services_head_title(),
    description: m.services_head_description(),
    keywords: m.services_head_keywords(),
    canonicalPath: '/services',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: m.services_jsonld_name({ company: site.company.name }),
        itemListElement: services().map((s, i) => ({ '@type': 'ListItem', position: i + 1, name: s.title, description: s.description })),
      },
      homeBreadcrumbJsonLd(site, m.nav_services(), '/services'),
    ],
  })),
  component: ServicesPage,
});

const services = (): (ServiceItem & { to: '/staffing' | '/warehouse' | '/transportation' | '/contact'; linkLabel: string })[] => [
  {
    icon: IconUsers,
    title: m.services_staffing_title(),
    description: m.services_staffing_description(),
    features: [m.services_staffing_feature_temporary(), m.services_staffing_feature_permanent(), m.services_staffing_feature_specialized()],
    color: 'brand',
    to: '/staffing',
    linkLabel: m.services_staffing_link(),
  },
  {
    icon: IconBuildingWarehouse,
    title: m.services_warehouse_title(),
    description: m.services_warehouse_description(),
    features: [m.services_warehouse_feature_storage(), m.services_warehouse_feature_fulfillment(), m.services_warehouse_feature_reporting()],
    color: 'teal',
    to: '/warehouse',
    linkLabel: m.services_warehouse_link(),
  },
  {
    icon: IconTruck,
    title: m.services_transportation_title(),
    description: m.services_transportation_description(),
    features: [m.services_transportation_feature_modes(), m.services_transportation_feature_on_time(), m.services_transportation_feature_insurance()],
    color: 'amber',
    to: '/transportation',
    linkLabel: m.services_transportation_link(),
  },
  {
    icon: IconClipboardList,
    title: m.services_workforce_title(),
    description: m.services_workforce_description(),
    features: [m.services_workforce_feature_supervisors(), m.services_workforce_feature_onboarding(), m.services_workforce_feature_payroll()],
    color: 'navy',
    to: '/contact',
    linkLabel: m.services_workforce_link(),
  },
];

const industries = (): IndustryItem[] => [
  {
    icon: IconBuildingFactory2,
    title: m.services_industry_manufacturing_title(),
    description: m.services_industry_manufacturing_description(),
    positions: [
      m.services_position_machine_operators(),
      m.services_position_assembly_workers(),
      m.services_position_quality_inspectors(),
      m.services_position_production_supervisors(),
    ],
  },
  {
    icon: IconBuildingWarehouse,
    title: m.services_industry_warehouse_title(),
    description: m.services_industry_warehouse_description(),
    positions: [
      m.services_position_forklift_operators(),
      m.services_position_pickers_packers(),
      m.services_position_shipping_receiving(),
      m.services_position_inventory_clerks(),
    ],
  },
  {
    icon: IconTruck,
    title: m.services_industry_transportation_title(),
    description: m.services_industry_transportation_description(),
    positions: [
      m.services_position_az_dz_drivers(),
      m.services_position_dispatchers(),
      m.services_position_delivery_drivers(),
      m.services_position_logistics_coordinators(),
    ],
  },
  {
    icon: IconHeadset,
    title: m.services_industry_office_title(),
    description: m.services_industry_office_description(),
    positions: [
      m.services_position_admin_assistants(),
      m.services_position_customer_service_reps(),
      m.services_position_data_entry(),
      m.services_position_receptionists(),
    ],
  },
];

const benefits = (): BenefitItem[] => [
  { icon: IconBolt, title: m.services_benefit_fast_title(), description: m.services_benefit_fast_description() },
  { icon: IconShieldCheck, title: m.services_benefit_quality_title(), description: m.services_benefit_quality_description() },
  { icon: IconMapPin, title: m.services_benefit_ontario_title(), description: m.services_benefit_ontario_description() },
  { icon: IconUsersGroup, title: m.services_benefit_partner_title(), description: m.services_benefit_partner_description() },
];

const steps = () => [
  { title: m.services_step_consultation_title(), description: m.services_step_consultation_description() },
  { title: m.services_step_solution_title(), description: m.services_step_solution_description() },
  { title: m.services_step_delivery_title(), description: m.services_step_delivery_description() },
];

const stats = () => [
  { value: m.services_stat_placements_value(), label: m.services_stat_placements() },
  { value: '500+', label: m.services_stat_clients() },
  { value: '95%', label: m.services_stat_satisfaction() },
  { value: '2016', label: m.services_stat_since() },
];

function ServicesPage() {
  const company = useCompany();
  return (
    <>
      <PageHero
        eyebrow={m.services_head_title()}
        title={m.services_hero_title()}
        subtitle={m.services_hero_subtitle({ company: company.name })}
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
            {m.home_hero_get_started()}
          </Button>
          <Button size="lg" variant="white" color="navy.9" component={Link} to="/contact">
            {m.services_request_consultation()}
          </Button>
        </HeroActions>
      </PageHero>

      <Section id="services" eyebrow={m.services_core_eyebrow()} title={m.services_core_title()} description={m.services_core_description()}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {services().map(({ to, linkLabel, ...s }) => (
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
                aria-label={m.services_link_aria({ link: linkLabel, service: s.title })}
              >
                {linkLabel}
              </Button>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <StatsBand label={m.home_stats_heading({ shortName: company.shortName })} stats={stats()} />

      <IndustriesSection
        id="industries"
        shaded
        eyebrow={m.services_industries_eyebrow()}
        title={m.services_industries_title()}
        description={m.services_industries_description()}
        cols={{ base: 1, sm: 2, lg: 4 }}
        industries={industries()}
      />

      <BenefitsSection
        id="benefits"
        eyebrow={m.home_why_eyebrow()}
        title={m.services_why_title({ shortName: company.shortName })}
        description={m.services_why_description()}
        benefits={benefits()}
      />

      <Section id="process" shaded eyebrow={m.services_process_eyebrow()} title={m.services_process_title()} description={m.services_process_description()}>
        <ProcessSteps steps={steps()} />
        <Group justify="center" mt={40}>
          <Button size="lg" component={Link} to="/contact" rightSection={<IconArrowRight size={20} aria-hidden />}>
            {m.services_schedule_consultation()}
          </Button>
        </Group>
      </Section>

      <Box component="section" aria-labelledby="services-cta-heading" py={{ base: 56, md: 88 }}>
        <Container size="lg">
          <Box className={classes.ctaBand} p={{ base: 'xl', md: 56 }} ta="center">
            <Title order={2} id="services-cta-heading" c="white" fz={{ base: 26, md: 36 }}>
              {m.services_cta_title()}
            </Title>
            <Text c="gray.2" fz="lg" mt="md" maw={640} mx="auto">
              {m.services_cta_text()}
            </Text>
            <Group justify="center" mt="xl" gap="sm">
              <Button size="lg" color="amber.5" c="navy.9" component={Link} to="/contact">
                {m.division_contact_us()}
              </Button>
              <Button size="lg" variant="white" color="navy.9" component="a" href={company.phoneHref}>
                {m.division_call({ phone: company.phone })}
              </Button>
            </Group>
          </Box>
        </Container>
      </Box>
    </>
  );
}

import { Button } from '@mantine/core';
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
import { homeBreadcrumbJsonLd, providerJsonLd, siteHead } from '../../lib/seo';

const DESCRIPTION =
  'Secure storage, distribution, inventory management and logistics support from 10+ Ontario warehouse facilities with 99.9% inventory accuracy. Request a warehouse quote today.';

export const Route = createFileRoute('/_site/warehouse')({
  head: siteHead((site) => ({
    title: 'Warehouse Services',
    description: DESCRIPTION,
    keywords:
      'warehouse services Ontario, warehousing Mississauga, 3PL Ontario, distribution centre, inventory management, order fulfillment, pallet storage, logistics support',
    canonicalPath: '/warehouse',
    image: '/api/public/warehouse_hero.jpg',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: 'Warehouse Services',
        serviceType: 'Warehousing and distribution',
        provider: providerJsonLd(site),
        areaServed: 'Ontario, Canada',
        description: DESCRIPTION,
      },
      homeBreadcrumbJsonLd(site, 'Warehouse', '/warehouse'),
    ],
  })),
  component: WarehousePage,
});

const SERVICES: ServiceItem[] = [
  {
    icon: IconBuildingWarehouse,
    title: 'Storage Solutions',
    description: 'Flexible short- and long-term storage in clean, racked and monitored facilities, from a few pallets to entire product lines.',
    features: ['Pallet, rack and bulk storage', 'Climate-controlled space', 'Month-to-month terms available'],
    color: 'brand',
  },
  {
    icon: IconRoute,
    title: 'Distribution Network',
    description: 'Strategically located Ontario facilities that put your inventory within a day of customers across Central Canada.',
    features: ['Cross-docking and transloading', 'Retail and B2B distribution', 'Same-day order dispatch'],
    color: 'teal',
  },
  {
    icon: IconBarcode,
    title: 'Inventory Management',
    description: 'Barcode-driven receiving, cycle counts and real-time stock visibility that keep your records and your shelves in agreement.',
    features: ['99.9% inventory accuracy', 'Lot and expiry tracking', 'Online stock reporting'],
    color: 'amber',
  },
  {
    icon: IconTruckLoading,
    title: 'Logistics Support',
    description: 'Pick and pack, kitting, labelling and returns handled by trained warehouse staff, with transportation booked in the same place.',
    features: ['Pick, pack and kitting', 'Returns processing', 'Integrated freight booking'],
    color: 'navy',
  },
];

const STATS = [
  { value: '500+', label: 'Clients served' },
  { value: '10+', label: 'Warehouse facilities' },
  { value: '99.9%', label: 'Inventory accuracy' },
  { value: '15+', label: 'Years of logistics expertise' },
];

const BENEFITS: BenefitItem[] = [
  {
    icon: IconTrendingUp,
    title: 'Scale Up or Down',
    description: 'Add space for peak season and give it back afterwards. You pay for the capacity you actually use.',
  },
  {
    icon: IconChartBar,
    title: 'Real-Time Visibility',
    description: 'Know what is on hand, in transit and on order at any moment with clear, accurate reporting.',
  },
  {
    icon: IconShieldLock,
    title: 'Secure Facilities',
    description: 'Monitored, alarmed and access-controlled buildings with insurance coverage for stored goods.',
  },
  {
    icon: IconCurrencyDollar,
    title: 'Lower Logistics Costs',
    description: 'Shared facilities, trained staff and consolidated freight cost less than running your own warehouse.',
  },
];

const STEPS = [
  { title: 'Tell Us Your Needs', description: 'Share your products, volumes, storage requirements and order profile through the quote form or a quick call.' },
  { title: 'Get a Custom Plan', description: 'Within 24 hours we propose the right facility, space and services, with clear and transparent pricing.' },
  { title: 'Move In and Grow', description: 'We receive your inventory, connect your orders and scale the operation with your business.' },
];

function WarehousePage() {
  const company = useCompany();
  const goToQuote = () => scrollToSection('quote');
  return (
    <>
      <PageHero
        eyebrow="Warehouse Services"
        title="Warehousing and Distribution That Grows With You"
        subtitle="Secure storage, fast distribution and accurate inventory management from Ontario facilities — run by trained teams who treat your stock like their own."
        background={<BackgroundVideo src="/api/public/warehouse_hero.gif" poster="/api/public/warehouse_hero.jpg" overlay={0.85} />}
      >
        <HeroActions>
          <Button size="lg" color="amber.5" c="navy.9" onClick={goToQuote}>
            Get a Warehouse Quote
          </Button>
          <HeroCallButton />
        </HeroActions>
      </PageHero>

      <StatsBand label="Warehouse services by the numbers" stats={STATS} />

      <ServicesSection
        id="services"
        eyebrow="What we offer"
        title="Complete Warehouse Services"
        description="Everything between the receiving dock and your customer's door, under one roof and one agreement."
        services={SERVICES}
      />

      <BenefitsSection
        id="benefits"
        shaded
        eyebrow={`Why ${company.shortName}`}
        title="Why Businesses Choose Our Warehouses"
        description="A warehouse partner that adds capacity without adding overhead."
        benefits={BENEFITS}
      />

      <Section id="how-it-works" eyebrow="Getting started" title="How It Works" description="From first conversation to first shipment in three simple steps.">
        <ProcessSteps steps={STEPS} />
      </Section>

      <QuoteSection
        title="Request a Warehouse Quote"
        description="Tell us what you need to store and ship. A warehouse specialist will contact you within 24 hours with options and pricing."
        points={['Space from 500 to 50,000+ square feet', 'Short-term and long-term agreements', 'Storage, fulfillment and freight in one place']}
      >
        <WarehouseQuoteForm />
      </QuoteSection>

      <ContactBlock
        title="Questions About Warehouse Space?"
        description="Talk to our warehouse team about available space, service levels and how quickly we can receive your inventory."
      />
    </>
  );
}

import { Box, Button, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
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
import { homeBreadcrumbJsonLd, providerJsonLd, siteHead } from '../../lib/seo';

const DESCRIPTION =
  'Full truckload, LTL and expedited freight across Canada with a verified carrier network, $2M liability coverage and 98.5% on-time delivery. Get a transportation quote within 24 hours or join our carrier network.';

export const Route = createFileRoute('/_site/transportation')({
  head: siteHead((site) => ({
    title: 'Transportation & Freight Services',
    description: DESCRIPTION,
    keywords:
      'freight shipping Canada, FTL trucking, LTL freight, expedited freight, Ontario trucking company, freight quote, carrier network, owner operator loads',
    canonicalPath: '/transportation',
    image: '/api/public/transportation_hero.jpg',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: 'Transportation & Freight Services',
        serviceType: 'Freight transportation',
        provider: providerJsonLd(site),
        areaServed: ['Western Canada', 'Central Canada', 'Atlantic Canada'],
        description: DESCRIPTION,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: FAQ.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
      },
      homeBreadcrumbJsonLd(site, 'Transportation', '/transportation'),
    ],
  })),
  component: TransportationPage,
});

const SERVICES: ServiceItem[] = [
  {
    icon: IconTruck,
    title: 'Full Truckload (FTL)',
    description: 'Dedicated 53-foot dry vans, reefers and flatbeds for shipments that fill a trailer, moving direct from dock to dock with no re-handling.',
    features: ['Dry van, reefer and flatbed capacity', 'Direct, no-touch transit', 'Real-time tracking updates'],
    color: 'brand',
  },
  {
    icon: IconBox,
    title: 'Less-Than-Truckload (LTL)',
    description: 'Pay only for the space you use. We consolidate palletized freight on reliable lanes to cut costs without sacrificing delivery windows.',
    features: ['1 to 10 pallet shipments', 'Liftgate and inside delivery', 'Consolidated regional lanes'],
    color: 'teal',
  },
  {
    icon: IconBolt,
    title: 'Expedited Freight',
    description: 'Time-critical loads moved by team drivers and straight trucks, with proactive updates from pickup to proof of delivery.',
    features: ['Same-day pickup available', 'Team drivers for long hauls', 'Dedicated point of contact'],
    color: 'amber',
  },
  {
    icon: IconShieldCheck,
    title: 'Verified Carrier Network',
    description: 'Every carrier is vetted for operating authority, insurance and safety record before hauling a single load for our customers.',
    features: ['Authority and insurance verified', 'Safety ratings monitored', 'Performance scorecards'],
    color: 'navy',
  },
];

const TRUST_BADGES = [
  { icon: IconCertificate, label: 'Licensed & Bonded' },
  { icon: IconShieldCheck, label: '$2M Liability Insurance' },
  { icon: IconRoute, label: 'Real-Time Tracking' },
  { icon: IconMapPin, label: 'Coast-to-Coast Coverage' },
];

const STATS = [
  { value: '500+', label: 'Verified carriers' },
  { value: '98.5%', label: 'On-time delivery' },
  { value: '$2M', label: 'Liability insurance' },
  { value: '24 hrs', label: 'Quote turnaround' },
];

const WHY: BenefitItem[] = [
  {
    icon: IconClockHour4,
    title: 'On Time, Every Time',
    description: 'A 98.5% on-time record backed by proactive tracking and exception alerts before problems reach your dock.',
  },
  {
    icon: IconShieldCheck,
    title: 'Insured and Compliant',
    description: 'Every load is covered by $2M liability insurance and handled by carriers with verified authority.',
  },
  {
    icon: IconUsersGroup,
    title: 'A Team You Can Reach',
    description: 'One dedicated coordinator for your account who answers the phone and knows your freight.',
  },
  { icon: IconAward, title: 'Transparent Pricing', description: 'All-in quotes with no surprise accessorials. You approve the rate before we dispatch.' },
];

const INDUSTRIES: IndustryItem[] = [
  { icon: IconBuildingFactory2, title: 'Manufacturing', description: 'Inbound raw materials and outbound finished goods on production schedules.' },
  { icon: IconShoppingCart, title: 'Retail & E-commerce', description: 'Store replenishment, DC transfers and peak-season surge capacity.' },
  { icon: IconSnowflake, title: 'Food & Beverage', description: 'Temperature-controlled transport with continuous reefer monitoring.' },
  { icon: IconCar, title: 'Automotive', description: 'Just-in-time parts delivery for plants and dealer networks.' },
  { icon: IconHammer, title: 'Construction', description: 'Flatbed and step-deck hauling for building materials and equipment.' },
  { icon: IconPlant2, title: 'Agriculture', description: 'Seasonal harvest moves, feed, seed and farm equipment.' },
  { icon: IconPill, title: 'Healthcare & Pharma', description: 'Secure, compliant handling for medical supplies and pharmaceuticals.' },
  { icon: IconFlask, title: 'Chemicals & Industrial', description: 'TDG-certified carriers for regulated and hazardous materials.' },
];

/** What shippers say, naming the company (Site Settings). */
const testimonials = (shortName: string): Testimonial[] => [
  {
    content: `${shortName} moved our peak-season volume without a single missed delivery window. Their dispatch team called us before we ever had to chase a shipment.`,
    author: 'Sarah Mitchell',
    company: 'Logistics Manager, Great Lakes Home Goods',
    rating: 5,
  },
  {
    content:
      'We needed refrigerated capacity from Ontario to Alberta on two days’ notice. They found a verified reefer carrier the same afternoon and the load arrived at temperature.',
    author: 'David Chen',
    company: 'Operations Director, Maple Fresh Foods',
    rating: 5,
  },
  {
    content: `Consolidating our LTL with ${shortName} cut our freight spend by close to 20 percent, and the tracking updates mean our customer service team always has an answer.`,
    author: 'Jennifer Walsh',
    company: 'Supply Chain Lead, Precision Auto Components',
    rating: 5,
  },
];

const FAQ: FaqItem[] = [
  {
    question: 'How quickly will I receive a freight quote?',
    answer:
      'Most quote requests receive a response within 24 hours on business days, and often the same day. For urgent or expedited shipments, call us and we can usually confirm a rate and capacity while you are on the phone.',
  },
  {
    question: 'What areas of Canada do you cover?',
    answer:
      'We move freight across Western, Central and Atlantic Canada, with daily lanes between the Greater Toronto Area, Montreal, Calgary, Vancouver and Halifax, plus cross-border service to the United States through partner carriers.',
  },
  {
    question: 'How do you verify the carriers in your network?',
    answer:
      'Before a carrier hauls for us we confirm operating authority, insurance certificates, safety ratings and references, and we review on-time performance on every load. Carriers that fall below our standards are removed from the network.',
  },
  {
    question: 'Is my freight insured?',
    answer:
      'Yes. Shipments are covered by $2M in liability insurance, and every carrier must carry valid cargo coverage. Additional declared-value coverage is available for high-value loads on request.',
  },
  {
    question: 'Can you handle refrigerated or hazardous freight?',
    answer:
      'Yes. We work with temperature-controlled reefer carriers for food and pharmaceuticals and with TDG-certified carriers for regulated and hazardous materials. Tell us the requirements in your quote request and we will match the right equipment.',
  },
  {
    question: 'How can I track my shipment?',
    answer:
      'You receive pickup and delivery confirmations plus in-transit updates from your dedicated coordinator, and real-time GPS tracking is available on most full truckload and expedited shipments.',
  },
];

const REGIONS = [
  {
    title: 'Western Canada',
    provinces: 'British Columbia, Alberta, Saskatchewan, Manitoba',
    lanes: ['Vancouver – Calgary corridor', 'Prairie agricultural lanes', 'Port of Vancouver drayage connections'],
  },
  {
    title: 'Central Canada',
    provinces: 'Ontario, Quebec',
    lanes: ['Windsor – Quebec City corridor', 'Daily GTA and Montreal service', 'Cross-border US connections'],
  },
  {
    title: 'Atlantic Canada',
    provinces: 'New Brunswick, Nova Scotia, Prince Edward Island, Newfoundland and Labrador',
    lanes: ['Halifax port connections', 'Scheduled Maritime LTL runs', 'Ferry-linked island service'],
  },
];

function TransportationPage() {
  const company = useCompany();
  const [joinOpened, join] = useDisclosure(false);
  const goToQuote = () => scrollToSection('quote');
  return (
    <>
      <PageHero
        eyebrow="Transportation & Freight"
        title="Reliable Freight Transportation Across Canada"
        subtitle="Full truckload, LTL and expedited shipping handled by a verified carrier network — with real-time tracking, $2M liability coverage and a quote within 24 hours."
        background={<BackgroundVideo src="/api/public/transportation_hero.mp4" poster="/api/public/transportation_hero.jpg" overlay={0.85} />}
      >
        <HeroActions>
          <Button size="lg" color="amber.5" c="navy.9" onClick={goToQuote} leftSection={<IconTruckDelivery size={20} aria-hidden />}>
            Get Your Quote
          </Button>
          <Button size="lg" variant="white" color="navy.9" onClick={join.open} leftSection={<IconUsersGroup size={20} aria-hidden />}>
            Join Our Network
          </Button>
        </HeroActions>
        <HeroBadges label="Why shippers trust us" badges={TRUST_BADGES} />
      </PageHero>

      <ServicesSection
        id="services"
        eyebrow="What we move"
        title="Freight Services Built Around Your Schedule"
        description="From a single pallet to a dedicated fleet, we match every shipment with the right equipment and a carrier we have vetted ourselves."
        services={SERVICES}
      />

      <StatsBand label="Transportation by the numbers" stats={STATS} />

      <BenefitsSection
        id="why"
        shaded
        eyebrow={`Why ${company.shortName}`}
        title="Shippers Trust Us With Their Freight"
        description="Licensed, insured and accountable: we treat every load as if our own name is on the trailer."
        benefits={WHY}
      />

      <IndustriesSection
        id="industries"
        eyebrow="Industries"
        title="Industries We Serve"
        description="Specialized equipment and experienced carriers for the freight that keeps Canadian businesses running."
        cols={{ base: 1, xs: 2, md: 4 }}
        industries={INDUSTRIES}
      />

      <Section
        id="coverage"
        shaded
        eyebrow="Coverage"
        title="Coast-to-Coast Coverage"
        description="Scheduled lanes and on-demand capacity across every region of Canada."
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {REGIONS.map((r) => (
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

      <Section id="testimonials" eyebrow="Testimonials" title="What Our Customers Say">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {testimonials(company.shortName).map((t) => (
            <TestimonialCard key={t.author} {...t} />
          ))}
        </SimpleGrid>
      </Section>

      <QuoteSection
        title="Request a Transportation Quote"
        description="Tell us about your shipment and a freight specialist will send a customized, all-in rate within 24 hours."
        points={['No obligation and no hidden fees', 'Capacity confirmed before you book', 'One coordinator from pickup to delivery']}
        more={
          <Text mt="xl" c="gray.7">
            Prefer to talk? Call{' '}
            <Text component="a" href={company.phoneHref} c="brand.7" fw={700} inherit>
              <IconPhone size={16} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
              {company.phone}
            </Text>
          </Text>
        }
      >
        <TransportationQuoteForm />
      </QuoteSection>

      <Section id="faq" eyebrow="FAQ" title="Frequently Asked Questions" description="Answers to the questions shippers ask us most.">
        <FaqAccordion items={FAQ} />
      </Section>

      <ContactBlock
        title="Talk to a Freight Specialist"
        description="Have a complex shipment or recurring lanes to cover? Our transportation team will design a solution around your freight, your timelines and your budget."
      />

      <JoinNetworkDialog opened={joinOpened} onClose={join.close} />
      <MobileQuoteBar onQuote={goToQuote} />
    </>
  );
}

import { Button } from '@mantine/core';
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
import { homeBreadcrumbJsonLd, providerJsonLd, siteHead } from '../../lib/seo';

const DESCRIPTION =
  'Temporary staffing, permanent placement, specialized roles and contract-to-hire across Ontario. Pre-screened candidates available in 24-48 hours from a staffing partner with over 8 years in Ontario.';

export const Route = createFileRoute('/_site/staffing')({
  head: siteHead((site) => ({
    title: 'Staffing & Recruitment Services',
    description: DESCRIPTION,
    keywords:
      'staffing agency Ontario, temporary staffing, permanent placement, contract to hire, recruitment agency Mississauga, general labour staffing, skilled trades recruitment',
    canonicalPath: '/staffing',
    image: '/api/public/Staffing.jpg',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: 'Staffing & Recruitment',
        serviceType: 'Employment agency services',
        provider: providerJsonLd(site),
        areaServed: 'Ontario, Canada',
        description: DESCRIPTION,
      },
      homeBreadcrumbJsonLd(site, 'Staffing', '/staffing'),
    ],
  })),
  component: StaffingPage,
});

const STATS = [
  { value: '5,000+', label: 'Successful placements' },
  { value: '200+', label: 'Employer clients' },
  { value: '24-48 hrs', label: 'Candidate availability' },
  { value: '95%', label: 'Client satisfaction' },
];

const SERVICES: ServiceItem[] = [
  {
    icon: IconClock,
    title: 'Temporary Staffing',
    description: 'Reliable workers for seasonal peaks, absences and special projects, available on short notice and for as long as you need them.',
    features: ['Candidates in 24-48 hours', 'Payroll and WSIB handled for you', 'Single shifts to multi-month assignments'],
    color: 'brand',
  },
  {
    icon: IconUserCheck,
    title: 'Permanent Placement',
    description: 'Full-time hires sourced, interviewed and reference-checked against your requirements and your culture.',
    features: ['Targeted candidate search', 'Structured interviews and references', 'Placement guarantee'],
    color: 'teal',
  },
  {
    icon: IconUserSearch,
    title: 'Specialized Roles',
    description: 'Skilled trades, licensed operators, drivers and supervisors recruited by specialists who know the work.',
    features: ['Forklift, AZ and DZ licensed talent', 'Certifications verified', 'Skilled trades and leads'],
    color: 'amber',
  },
  {
    icon: IconArrowsExchange,
    title: 'Contract-to-Hire',
    description: 'Evaluate performance on the job before you commit, then convert great workers to your own payroll.',
    features: ['Try before you hire', 'Reduced hiring risk', 'Smooth conversion to permanent'],
    color: 'navy',
  },
];

const BENEFITS: BenefitItem[] = [
  {
    icon: IconBolt,
    title: 'Candidates in 24-48 Hours',
    description: 'A ready pool of pre-qualified workers means most requests are filled within one to two days.',
  },
  {
    icon: IconShieldCheck,
    title: 'Pre-Screened and Safety-Trained',
    description: 'Every candidate is interviewed, reference-checked and briefed on workplace safety before day one.',
  },
  {
    icon: IconMapPin,
    title: 'Over 8 Years in Ontario',
    description: 'Since 2016 we have built deep local talent networks across the Greater Toronto Area and beyond.',
  },
  { icon: IconHeadset, title: 'A Dedicated Account Manager', description: 'One point of contact who learns your sites, your shifts and your standards.' },
];

const HIGHLIGHTS = [
  { icon: IconBolt, label: 'Candidates in 24-48 hours' },
  { icon: IconAward, label: 'Over 8 years in Ontario' },
];

const STEPS = [
  { title: 'Share Your Needs', description: 'Tell us the roles, skills, shifts and start dates. A consultation takes about 15 minutes.' },
  { title: 'Meet Qualified Candidates', description: 'We present pre-screened candidates, usually within 24-48 hours.' },
  { title: 'Start and Succeed', description: 'Your new team starts on schedule, and we follow up to make sure every placement works.' },
];

function StaffingPage() {
  const company = useCompany();
  return (
    <>
      <PageHero
        eyebrow="Staffing & Recruitment"
        title="The Right People, Right When You Need Them"
        subtitle="Temporary, permanent and contract staffing for Ontario employers, with pre-screened candidates available in 24-48 hours and over 8 years of local recruiting experience."
        background={<BackgroundVideo src="/api/public/Staffing.mp4" poster="/api/public/Staffing.jpg" overlay={0.85} />}
      >
        <HeroActions>
          <Button size="lg" color="amber.5" c="navy.9" component={Link} to="/contact">
            Request Staff
          </Button>
          <HeroCallButton />
          <Button size="lg" variant="outline" color="gray.0" c="white" component={Link} to="/jobs" leftSection={<IconBriefcase size={20} aria-hidden />}>
            Looking for Work?
          </Button>
        </HeroActions>
        <HeroBadges label="Highlights" badges={HIGHLIGHTS} />
      </PageHero>

      <StatsBand label="Staffing by the numbers" stats={STATS} />

      <ServicesSection
        id="services"
        eyebrow="Our staffing services"
        title="Flexible Staffing for Every Hiring Need"
        description="Whether you need ten people tomorrow or one leader for the long term, we have a model that fits."
        services={SERVICES}
      />

      <BenefitsSection
        id="benefits"
        shaded
        eyebrow={`Why ${company.shortName}`}
        title="Why Employers Partner With Us"
        description="Speed, quality and accountability from a staffing partner that knows Ontario."
        benefits={BENEFITS}
      />

      <Section id="process" eyebrow="How it works" title="Hiring Made Simple" description="Three steps from request to a productive team.">
        <ProcessSteps steps={STEPS} />
      </Section>

      <ContactBlock
        title="Need Staff? Let's Talk."
        description="Call or email our recruitment team to discuss your staffing needs. Qualified candidates can be ready to start in 24-48 hours."
      />
    </>
  );
}

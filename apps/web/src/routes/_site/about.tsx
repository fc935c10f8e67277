import { Box, Button, Card, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconBriefcase,
  IconBuildingWarehouse,
  IconFlame,
  IconHeartHandshake,
  IconPuzzle,
  IconShieldCheck,
  IconTarget,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';
import { Link, createFileRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { PageHero } from '../../components/PageHero/PageHero';
import { useCompany } from '../../lib/company';
import { homeBreadcrumbJsonLd, organizationJsonLd, siteHead } from '../../lib/seo';

const description = (name: string) =>
  `Founded in 2016, ${name} has made 5000+ placements for Ontario employers. Learn about our story, our problem-agitate-solve approach and our mission.`;

export const Route = createFileRoute('/_site/about')({
  head: siteHead((site) => {
    const text = description(site.company.name);
    return {
      title: 'About Us',
      description: text,
      keywords: `about ${site.company.name}, Ontario staffing agency, Mississauga staffing company, warehouse services Ontario, freight company Ontario, since 2016`,
      canonicalPath: '/about',
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'AboutPage', name: 'About Us', description: text },
        organizationJsonLd(site),
        homeBreadcrumbJsonLd(site, 'About', '/about'),
      ],
    };
  }),
  component: AboutPage,
});

type Icon = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;

const FACTS = [
  { value: '2016', label: 'Founded in Ontario' },
  { value: '5,000+', label: 'Successful Placements' },
  { value: '200+', label: 'Business Clients' },
  { value: '95%', label: 'Client Satisfaction' },
];

const APPROACH: { step: string; title: string; icon: Icon; color: string; text: string }[] = [
  {
    step: 'Problem',
    title: 'We start with the real problem',
    icon: IconAlertTriangle,
    color: 'amber',
    text: 'Open shifts, missed shipments, overflowing storage. Before we suggest anything, we learn how your operation runs, where it is stretched and what a good week looks like for your team.',
  },
  {
    step: 'Agitate',
    title: 'We look at what it really costs',
    icon: IconFlame,
    color: 'red',
    text: 'An unfilled role means overtime, burnout and turnover. A late truck means penalties and unhappy customers. We put numbers to the impact so you can make decisions with a clear view of what is at stake.',
  },
  {
    step: 'Solve',
    title: 'We build a solution that fits',
    icon: IconPuzzle,
    color: 'teal',
    text: 'Screened workers on site in 24-48 hours, flexible warehouse space or a carrier network you can rely on. We deliver the plan, measure the results and keep adjusting as your needs change.',
  },
];

const DIVISIONS: { title: string; icon: Icon; text: string; to: '/staffing' | '/warehouse' | '/transportation' }[] = [
  {
    title: 'Staffing & Recruitment',
    icon: IconUsers,
    text: 'Temporary, contract-to-hire and permanent placements for warehouse, manufacturing, administrative and customer service roles.',
    to: '/staffing',
  },
  {
    title: 'Warehouse Services',
    icon: IconBuildingWarehouse,
    text: 'Storage, distribution, inventory management and logistics support from facilities across the Greater Toronto Area.',
    to: '/warehouse',
  },
  {
    title: 'Transportation & Freight',
    icon: IconTruck,
    text: 'Full truckload, LTL and expedited freight across Canada through a verified network of carriers.',
    to: '/transportation',
  },
];

const VALUES: { title: string; icon: Icon; text: string }[] = [
  { title: 'Reliability', icon: IconShieldCheck, text: 'We show up, follow through and tell you early when something changes.' },
  { title: 'Partnership', icon: IconHeartHandshake, text: 'We measure our success by the success of the clients and workers we serve.' },
  { title: 'Opportunity', icon: IconBriefcase, text: 'Every placement is a chance for someone to build a steady, rewarding career.' },
];

function SectionTitle({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <>
      <Text tt="uppercase" fw={700} fz="sm" c="brand.7" mb={6} style={{ letterSpacing: 1 }}>
        {eyebrow}
      </Text>
      <Title order={2} id={id} fz={{ base: 28, md: 36 }} c="navy.9" lh={1.2}>
        {title}
      </Title>
    </>
  );
}

function AboutPage() {
  const company = useCompany();
  return (
    <>
      <PageHero
        eyebrow={`About ${company.shortName}`}
        title="About Us"
        subtitle={`Founded in 2016, ${company.name} connects Ontario businesses with the people, space and freight capacity they need to grow, and has made 5000+ placements along the way.`}
      >
        <Group mt="xl" gap="sm">
          <Button component={Link} to="/contact" size="md" color="amber.6" c="navy.9" rightSection={<IconArrowRight size={18} aria-hidden />}>
            Work With Us
          </Button>
          <Button component={Link} to="/services" size="md" variant="white" color="navy.9">
            Explore Our Services
          </Button>
        </Group>
      </PageHero>

      <Box component="section" aria-labelledby="story-heading" py={{ base: 56, md: 88 }}>
        <Container size="lg">
          <Grid gap={{ base: 'xl', md: 64 }} align="center">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <SectionTitle id="story-heading" eyebrow="Who we are" title="Our Story" />
              <Stack gap="md" mt="lg" c="gray.8" fz="md" lh={1.75}>
                <Text lh={1.75}>
                  {company.name} was founded in {company.founded} in Mississauga, Ontario, by a small team of recruiters and logistics people who kept seeing
                  the same thing: good local businesses losing orders because they could not find reliable people, and hard-working people who could not find
                  steady work.
                </Text>
                <Text lh={1.75}>
                  We started by filling warehouse and production shifts for a handful of employers in Peel Region. As those clients grew, they asked us for
                  more: space to store seasonal inventory, then trucks to move it. Today we operate three divisions, staffing and recruitment, warehouse
                  services and transportation and freight, serving employers and carriers across Ontario and Canada.
                </Text>
                <Text lh={1.75}>
                  Since {company.founded} we have made 5000+ placements, from first jobs on a warehouse floor to permanent supervisors and office roles. Many of
                  the people we placed in our first years now lead teams of their own.
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <SimpleGrid cols={2} spacing="md" data-testid="about-facts">
                {FACTS.map((fact, index) => (
                  <Paper
                    key={fact.label}
                    radius="lg"
                    p={{ base: 'lg', md: 'xl' }}
                    bg={index === 0 || index === 3 ? 'navy.9' : 'brand.0'}
                    c={index === 0 || index === 3 ? 'white' : 'navy.9'}
                  >
                    <Text fw={800} fz={{ base: 30, md: 40 }} lh={1.1}>
                      {fact.value}
                    </Text>
                    <Text mt={6} fz="sm" c={index === 0 || index === 3 ? 'gray.3' : 'gray.7'}>
                      {fact.label}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="approach-heading" bg="gray.0" py={{ base: 56, md: 88 }}>
        <Container size="lg">
          <Box ta="center" maw={760} mx="auto" mb={{ base: 32, md: 48 }}>
            <SectionTitle id="approach-heading" eyebrow="How we work" title="Our Approach" />
            <Text mt="sm" c="gray.7" fz={{ base: 'md', md: 'lg' }}>
              Problem, agitate, solve: a simple discipline that keeps us focused on outcomes rather than headcount.
            </Text>
          </Box>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {APPROACH.map((item, index) => (
              <Card key={item.step} withBorder radius="lg" padding="xl" shadow="xs" component="article" aria-labelledby={`approach-${item.step}`}>
                <Group justify="space-between" mb="md">
                  <ThemeIcon size={52} radius="md" variant="light" color={item.color}>
                    <item.icon size={28} aria-hidden />
                  </ThemeIcon>
                  <Text fw={800} fz={40} c="gray.6" lh={1} aria-hidden>
                    0{index + 1}
                  </Text>
                </Group>
                {/* The colour's outline shade: darkened by the theme until small text reads on white. */}
                <Text tt="uppercase" fw={700} fz="xs" c={`var(--mantine-color-${item.color}-outline)`} style={{ letterSpacing: 1 }}>
                  {item.step}
                </Text>
                <Title order={3} id={`approach-${item.step}`} fz="xl" c="navy.9" mt={4} mb="sm">
                  {item.title}
                </Title>
                <Text c="gray.7" lh={1.7}>
                  {item.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="mission-heading" py={{ base: 56, md: 88 }}>
        <Container size="lg">
          <Grid gap={{ base: 'xl', md: 64 }}>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <SectionTitle id="mission-heading" eyebrow="Why we exist" title="Our Mission" />
              <Paper mt="lg" radius="lg" p="xl" bg="navy.9" c="white" pos="relative">
                <ThemeIcon size={44} radius="md" color="amber.6" mb="md">
                  <IconTarget size={24} aria-hidden color="var(--mantine-color-navy-9)" />
                </ThemeIcon>
                <Text fz={{ base: 'lg', md: 20 }} fw={600} lh={1.5}>
                  To keep Ontario's businesses moving by connecting them with dependable people, space and freight capacity, and to help every worker we place
                  build a steady, rewarding career.
                </Text>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Title order={3} fz="xl" c="navy.9" mb="md">
                What we stand for
              </Title>
              <Stack gap="lg">
                {VALUES.map((value) => (
                  <Group key={value.title} gap="md" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={44} radius="md" variant="light" color="brand">
                      <value.icon size={24} aria-hidden />
                    </ThemeIcon>
                    <div>
                      <Text fw={700} c="navy.9">
                        {value.title}
                      </Text>
                      <Text c="gray.7">{value.text}</Text>
                    </div>
                  </Group>
                ))}
              </Stack>
              <Title order={3} fz="xl" c="navy.9" mt="xl" mb="md">
                Three divisions, one partner
              </Title>
              <Stack gap="sm">
                {DIVISIONS.map((division) => (
                  <Paper key={division.title} withBorder radius="md" p="md">
                    <Group gap="md" wrap="nowrap" align="flex-start">
                      <ThemeIcon size={40} radius="md" variant="light" color="teal">
                        <division.icon size={22} aria-hidden />
                      </ThemeIcon>
                      <div>
                        <Text fw={700} c="navy.9">
                          <Link to={division.to} style={{ color: 'inherit' }}>
                            {division.title}
                          </Link>
                        </Text>
                        <Text fz="sm" c="gray.7" mt={2}>
                          {division.text}
                        </Text>
                      </div>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="about-cta-heading"
        py={{ base: 56, md: 80 }}
        style={{ background: 'linear-gradient(135deg, #0B2545 0%, #13315c 50%, #1D4ED8 100%)' }}
        c="white"
      >
        <Container size="md" ta="center">
          <Title order={2} id="about-cta-heading" fz={{ base: 28, md: 36 }}>
            Ready to Work With Us?
          </Title>
          <Text mt="sm" c="gray.2" fz={{ base: 'md', md: 'lg' }}>
            Whether you are hiring, looking for your next job or need warehouse space or freight capacity, our team responds within 24 hours on business days.
          </Text>
          <Group justify="center" mt="xl" gap="sm">
            <Button component={Link} to="/contact" size="md" color="amber.6" c="navy.9">
              Contact Us
            </Button>
            <Button component={Link} to="/jobs" size="md" variant="white" color="navy.9">
              Find a Job
            </Button>
            <Button component={Link} to="/post-job" size="md" variant="outline" color="white">
              Post a Job
            </Button>
          </Group>
        </Container>
      </Box>
    </>
  );
}

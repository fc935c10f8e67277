import { Box, Button, Card, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { m } from '../../lib/i18n';
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
import { headLoader, headOfLoader, homeBreadcrumbJsonLd, organizationJsonLd } from '../../lib/seo';

const description = (name: string) => m.about_head_description({ name });

export const Route = createFileRoute('/_site/about')({
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader((site) => {
    const text = description(site.company.name);
    return {
      title: m.about_title(),
      description: text,
      keywords: m.about_head_keywords({ name: site.company.name }),
      canonicalPath: '/about',
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'AboutPage', name: m.about_title(), description: text },
        organizationJsonLd(site),
        homeBreadcrumbJsonLd(site, m.about_breadcrumb(), '/about'),
      ],
    };
  }),
  component: AboutPage,
});

type Icon = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;

const FACTS = () => [
  { value: '2016', label: m.about_fact_founded() },
  { value: m.about_fact_placements_value(), label: m.about_fact_placements() },
  { value: '200+', label: m.about_fact_clients() },
  { value: '95%', label: m.about_fact_satisfaction() },
];

const APPROACH = (): { id: string; step: string; title: string; icon: Icon; color: string; text: string }[] => [
  {
    id: 'Problem',
    step: m.about_approach_problem_step(),
    title: m.about_approach_problem_title(),
    icon: IconAlertTriangle,
    color: 'amber',
    text: m.about_approach_problem_text(),
  },
  {
    id: 'Agitate',
    step: m.about_approach_agitate_step(),
    title: m.about_approach_agitate_title(),
    icon: IconFlame,
    color: 'red',
    text: m.about_approach_agitate_text(),
  },
  {
    id: 'Solve',
    step: m.about_approach_solve_step(),
    title: m.about_approach_solve_title(),
    icon: IconPuzzle,
    color: 'teal',
    text: m.about_approach_solve_text(),
  },
];

const DIVISIONS = (): { title: string; icon: Icon; text: string; to: '/staffing' | '/warehouse' | '/transportation' }[] => [
  {
    title: m.about_division_staffing_title(),
    icon: IconUsers,
    text: m.about_division_staffing_text(),
    to: '/staffing',
  },
  {
    title: m.about_division_warehouse_title(),
    icon: IconBuildingWarehouse,
    text: m.about_division_warehouse_text(),
    to: '/warehouse',
  },
  {
    title: m.about_division_transportation_title(),
    icon: IconTruck,
    text: m.about_division_transportation_text(),
    to: '/transportation',
  },
];

const VALUES = (): { title: string; icon: Icon; text: string }[] => [
  { title: m.about_value_reliability_title(), icon: IconShieldCheck, text: m.about_value_reliability_text() },
  { title: m.about_value_partnership_title(), icon: IconHeartHandshake, text: m.about_value_partnership_text() },
  { title: m.about_value_opportunity_title(), icon: IconBriefcase, text: m.about_value_opportunity_text() },
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
        eyebrow={m.about_hero_eyebrow({ shortName: company.shortName })}
        title={m.about_title()}
        subtitle={m.about_hero_subtitle({ name: company.name })}
      >
        <Group mt="xl" gap="sm">
          <Button component={Link} to="/contact" size="md" color="amber.6" c="navy.9" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {m.about_work_with_us()}
          </Button>
          <Button component={Link} to="/services" size="md" variant="white" color="navy.9">
            {m.about_explore_services()}
          </Button>
        </Group>
      </PageHero>

      <Box component="section" aria-labelledby="story-heading" py={{ base: 56, md: 88 }}>
        <Container size="lg">
          <Grid gap={{ base: 'xl', md: 64 }} align="center">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <SectionTitle id="story-heading" eyebrow={m.about_story_eyebrow()} title={m.about_story_title()} />
              <Stack gap="md" mt="lg" c="gray.8" fz="md" lh={1.75}>
                <Text lh={1.75}>{m.about_story_p1({ name: company.name, founded: company.founded })}</Text>
                <Text lh={1.75}>{m.about_story_p2()}</Text>
                <Text lh={1.75}>{m.about_story_p3({ founded: company.founded })}</Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <SimpleGrid cols={2} spacing="md" data-testid="about-facts">
                {FACTS().map((fact, index) => (
                  <Paper
                    key={index}
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
            <SectionTitle id="approach-heading" eyebrow={m.about_approach_eyebrow()} title={m.about_approach_title()} />
            <Text mt="sm" c="gray.7" fz={{ base: 'md', md: 'lg' }}>
              {m.about_approach_intro()}
            </Text>
          </Box>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {APPROACH().map((item, index) => (
              <Card key={item.id} withBorder radius="lg" padding="xl" shadow="xs" component="article" aria-labelledby={`approach-${item.id}`}>
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
                <Title order={3} id={`approach-${item.id}`} fz="xl" c="navy.9" mt={4} mb="sm">
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
              <SectionTitle id="mission-heading" eyebrow={m.about_mission_eyebrow()} title={m.about_mission_title()} />
              <Paper mt="lg" radius="lg" p="xl" bg="navy.9" c="white" pos="relative">
                <ThemeIcon size={44} radius="md" color="amber.6" mb="md">
                  <IconTarget size={24} aria-hidden color="var(--mantine-color-navy-9)" />
                </ThemeIcon>
                <Text fz={{ base: 'lg', md: 20 }} fw={600} lh={1.5}>
                  {m.about_mission_text()}
                </Text>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Title order={3} fz="xl" c="navy.9" mb="md">
                {m.about_values_title()}
              </Title>
              <Stack gap="lg">
                {VALUES().map((value) => (
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
                {m.about_divisions_title()}
              </Title>
              <Stack gap="sm">
                {DIVISIONS().map((division) => (
                  <Paper key={division.to} withBorder radius="md" p="md">
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
            {m.about_cta_title()}
          </Title>
          <Text mt="sm" c="gray.2" fz={{ base: 'md', md: 'lg' }}>
            {m.about_cta_text()}
          </Text>
          <Group justify="center" mt="xl" gap="sm">
            <Button component={Link} to="/contact" size="md" color="amber.6" c="navy.9">
              {m.division_contact_us()}
            </Button>
            <Button component={Link} to="/jobs" size="md" variant="white" color="navy.9">
              {m.about_find_job()}
            </Button>
            <Button component={Link} to="/post-job" size="md" variant="outline" color="white">
              {m.home_why_post_job()}
            </Button>
          </Group>
        </Container>
      </Box>
    </>
  );
}

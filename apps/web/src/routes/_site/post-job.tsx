import { Anchor, Box, Card, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconClipboardCheck, IconEye, IconPhone, IconSend, IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHero } from '../../components/PageHero/PageHero';
import { PostJobForm } from '../../components/jobs/PostJobForm';
import { useCompany } from '../../lib/company';
import { homeBreadcrumbJsonLd, siteHead } from '../../lib/seo';

const description = (company: string) =>
  `Post a job with ${company} and reach qualified warehouse, transportation, manufacturing and office candidates across Ontario. Every submission is reviewed before it is published.`;

export const Route = createFileRoute('/_site/post-job')({
  head: siteHead((site) => ({
    title: 'Post a Job',
    description: description(site.company.name),
    keywords: 'post a job Ontario, hire workers Ontario, job posting, staffing agency, recruit warehouse workers, hire truck drivers, employer job board',
    canonicalPath: '/post-job',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Post a Job', description: description(site.company.name) },
      homeBreadcrumbJsonLd(site, 'Post a Job', '/post-job'),
    ],
  })),
  component: PostJobPage,
});

const STEPS: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <IconSend size={20} />, title: 'Submit your job', text: 'Share the role, location, pay and how candidates can reach you.' },
  { icon: <IconClipboardCheck size={20} />, title: 'We review it', text: 'Our team checks every posting for accuracy and completeness.' },
  { icon: <IconEye size={20} />, title: 'It goes live', text: 'Once approved, your job appears on our jobs board for active job seekers.' },
  { icon: <IconUsers size={20} />, title: 'Meet candidates', text: 'Applications come through our recruiters, screened for fit.' },
];

const BENEFITS = [
  'Reach job seekers across the Greater Toronto Area and Ontario',
  'Recruiters who know warehousing, logistics and manufacturing',
  'Candidates often available within 24-48 hours',
  'No cost to submit a posting for review',
];

function PostJobAside() {
  const company = useCompany();
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="xl" bg="navy.9" c="white">
        <Title order={2} fz={22} mb="md">
          How it works
        </Title>
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((step) => (
            <Box component="li" key={step.title} style={{ display: 'flex', gap: 12 }}>
              <ThemeIcon size={40} radius="md" color="amber" variant="filled" c="navy.9" aria-hidden>
                {step.icon}
              </ThemeIcon>
              <div>
                <Text fw={700}>{step.title}</Text>
                <Text size="sm" c="gray.3">
                  {step.text}
                </Text>
              </div>
            </Box>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz={20} c="navy.9" mb="md">
          Why post with {company.shortName}
        </Title>
        <List
          spacing="sm"
          size="sm"
          c="gray.8"
          icon={
            <ThemeIcon size={22} radius="xl" color="teal" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {BENEFITS.map((b) => (
            <List.Item key={b}>{b}</List.Item>
          ))}
        </List>
      </Card>
      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz={20} c="navy.9">
          Need staff fast?
        </Title>
        <Text size="sm" c="gray.7" mt={6} mb="sm">
          Talk to a staffing specialist ({company.openHours}).
        </Text>
        <Anchor href={company.phoneHref} fw={700} display="inline-flex" style={{ alignItems: 'center', gap: 8 }}>
          <IconPhone size={18} aria-hidden />
          {company.phone}
        </Anchor>
      </Card>
    </Stack>
  );
}

const HERO_GLOW =
  'radial-gradient(circle at 85% 20%, rgba(29, 78, 216, 0.55), transparent 45%), radial-gradient(circle at 70% 110%, rgba(245, 158, 11, 0.25), transparent 40%)';

function PostJobPage() {
  return (
    <>
      <PageHero
        eyebrow="For Employers"
        title="Post a Job"
        subtitle="Reach qualified candidates across Ontario. Tell us about your opening and our team will review it and publish it on our jobs board."
        background={<Box aria-hidden pos="absolute" inset={0} style={{ background: HERO_GLOW }} />}
      />
      <Box bg="gray.0" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <PostJobForm />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PostJobAside />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}

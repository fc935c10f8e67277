import { Anchor, Box, Card, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { m } from '../../lib/i18n';
import { IconCheck, IconClipboardCheck, IconEye, IconPhone, IconSend, IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHero } from '../../components/PageHero/PageHero';
import { PostJobForm } from '../../components/jobs/PostJobForm';
import { useCompany } from '../../lib/company';
import { headLoader, headOfLoader, homeBreadcrumbJsonLd } from '../../lib/seo';

const description = (company: string) => m.post_job_head_description({ company });

export const Route = createFileRoute('/_site/post-job')({
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader((site) => ({
    title: m.post_job_title(),
    description: description(site.company.name),
    keywords: m.post_job_head_keywords(),
    canonicalPath: '/post-job',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'WebPage', name: m.post_job_title(), description: description(site.company.name) },
      homeBreadcrumbJsonLd(site, m.post_job_title(), '/post-job'),
    ],
  })),
  component: PostJobPage,
});

const STEPS: { icon: ReactNode; title: () => string; text: () => string }[] = [
  { icon: <IconSend size={20} />, title: m.post_job_step_submit_title, text: m.post_job_step_submit_text },
  { icon: <IconClipboardCheck size={20} />, title: m.post_job_step_review_title, text: m.post_job_step_review_text },
  { icon: <IconEye size={20} />, title: m.post_job_step_live_title, text: m.post_job_step_live_text },
  { icon: <IconUsers size={20} />, title: m.post_job_step_meet_title, text: m.post_job_step_meet_text },
];

const BENEFITS = [m.post_job_benefit_reach, m.post_job_benefit_recruiters, m.post_job_benefit_fast, m.post_job_benefit_free];

function PostJobAside() {
  const company = useCompany();
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="xl" bg="navy.9" c="white">
        <Title order={2} fz={22} mb="md">
          {m.home_how_eyebrow()}
        </Title>
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((step, i) => (
            <Box component="li" key={i} style={{ display: 'flex', gap: 12 }}>
              <ThemeIcon size={40} radius="md" color="amber" variant="filled" c="navy.9" aria-hidden>
                {step.icon}
              </ThemeIcon>
              <div>
                <Text fw={700}>{step.title()}</Text>
                <Text size="sm" c="gray.3">
                  {step.text()}
                </Text>
              </div>
            </Box>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz={20} c="navy.9" mb="md">
          {m.post_job_why_title({ shortName: company.shortName })}
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
          {BENEFITS.map((b, i) => (
            <List.Item key={i}>{b()}</List.Item>
          ))}
        </List>
      </Card>
      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz={20} c="navy.9">
          {m.post_job_staff_fast_title()}
        </Title>
        <Text size="sm" c="gray.7" mt={6} mb="sm">
          {m.post_job_staff_fast_text({ hours: company.openHours })}
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
        eyebrow={m.post_job_eyebrow()}
        title={m.post_job_title()}
        subtitle={m.post_job_subtitle()}
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

import { Button, Card, Center, Container, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowRight, IconBriefcaseOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FEATURED_JOBS_INPUT, HOME_TABS, HOME_TAB_LIMIT, homeTabInput, type HomeTab } from '../../lib/jobs';
import { trpc } from '../../lib/trpc';
import { JobCard } from '../JobCard/JobCard';
import { SectionHeading } from './SectionHeading';
import classes from './home.module.css';

const isHomeTab = (value: string | null): value is HomeTab => HOME_TABS.some((t) => t.value === value);

/**
 * Featured (default), Full-Time, Part-time and Remote tabs of at most six jobs. Each tab asks the
 * server for just the six jobs it shows, when it is first opened.
 */
export function JobTabs() {
  const [tab, setTab] = useState<HomeTab>('featured');
  const featured = useQuery({ ...trpc.job.featured.queryOptions(FEATURED_JOBS_INPUT), enabled: tab === 'featured' });
  const listed = useQuery({ ...trpc.job.list.queryOptions(homeTabInput(tab === 'featured' ? 'Full-Time' : tab)), enabled: tab !== 'featured' });
  const source = tab === 'featured' ? featured : listed;
  const jobs = source.data?.items ?? [];

  return (
    <section className={classes.section} aria-labelledby="home-jobs-heading">
      <Container size="lg">
        <SectionHeading
          id="home-jobs-heading"
          eyebrow="Now hiring"
          title="Latest Job Openings"
          description="Hand-picked opportunities from employers we work with every day. New roles are added throughout the week."
        />
        <Tabs value={tab} onChange={(value) => isHomeTab(value) && setTab(value)} variant="pills" radius="xl" keepMounted={false}>
          <Tabs.List justify="center" mb="xl" aria-label="Job listings" style={{ flexWrap: 'nowrap' }}>
            {HOME_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value} fw={600} className={classes.tab}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {HOME_TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              {source.isPending ? (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label="Loading jobs">
                  {Array.from({ length: HOME_TAB_LIMIT }, (_, i) => (
                    <Skeleton key={i} height={250} radius="lg" />
                  ))}
                </SimpleGrid>
              ) : source.isError ? (
                <Text ta="center" c="red.8">
                  We couldn't load jobs right now. Please try again later.
                </Text>
              ) : jobs.length === 0 ? (
                <Card withBorder radius="lg" padding="xl">
                  <Center>
                    <Stack align="center" gap="xs">
                      <IconBriefcaseOff size={36} color="var(--mantine-color-gray-6)" aria-hidden />
                      <Text fw={600}>No openings in this category right now.</Text>
                      <Text size="sm" c="gray.7">
                        Check back soon or browse every open position.
                      </Text>
                    </Stack>
                  </Center>
                </Card>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="home-jobs">
                  {jobs.map((job) => (
                    <JobCard key={job.id} job={job} />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
        <Center mt={40}>
          <Button component={Link} to="/jobs" size="md" variant="outline" rightSection={<IconArrowRight size={18} aria-hidden />}>
            Load More Jobs
          </Button>
        </Center>
      </Container>
    </section>
  );
}

import { Container, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { AnimatedCounter } from '../AnimatedCounter/AnimatedCounter';
import { STATS } from './content';
import classes from './home.module.css';
import { useCompany } from '../../lib/company';
import { m } from '../../lib/i18n';

/** Section 3: live jobs, employers and hires from the stats call, counted up when scrolled into view. */
export function StatsSection() {
  const company = useCompany();
  const stats = useQuery(trpc.stats.get.queryOptions());
  return (
    <section className={classes.stats} aria-labelledby="home-stats-heading">
      <Container size="lg">
        <VisuallyHidden>
          <h2 id="home-stats-heading">{m.home_stats_heading({ shortName: company.shortName })}</h2>
        </VisuallyHidden>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 40, sm: 'xl' }}>
          {STATS.map((stat) => (
            <Stack key={stat.key} gap={6} align="center" ta="center" data-testid={`stat-${stat.key}`}>
              <AnimatedCounter value={stats.data?.[stat.key]} className={classes.statValue} />
              <Text fw={700} fz="lg" c="amber.4">
                {stat.label()}
              </Text>
              <Text fz="sm" c="gray.4" maw={260}>
                {stat.description()}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBriefcase, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { BackgroundVideo } from '../BackgroundVideo/BackgroundVideo';
import { HERO } from './content';
import { useCompany } from '../../lib/company';
import { m } from '../../lib/i18n';
import classes from './home.module.css';

const BADGE_ICONS = [IconBriefcase, IconUsers];

/** Section 1: looping muted video, headline, the two calls to action and the hero badges. */
export function HomeHero() {
  const company = useCompany();
  return (
    <section className={classes.hero} aria-labelledby="home-hero-heading">
      <BackgroundVideo src="/api/public/Staffing.mp4" poster="/api/public/Staffing.jpg" overlay={0.85} />
      <Container size="lg" className={classes.heroContent} w="100%">
        <Stack gap="lg" maw={760}>
          <Text tt="uppercase" fw={700} fz="sm" c="amber.4" style={{ letterSpacing: '0.08em' }}>
            {HERO.eyebrow()}
          </Text>
          <Title order={1} id="home-hero-heading" fz={{ base: 36, sm: 48, md: 60 }} lh={1.08} c="white" style={{ letterSpacing: '-0.02em' }}>
            {HERO.title()}
          </Title>
          <Text fz={{ base: 'md', md: 'xl' }} c="gray.2" maw={640}>
            {company.name} {HERO.subtitle()}
          </Text>
          <Group gap="sm" mt="xs">
            <Button component={Link} to="/contact" size="lg" color="amber.5" c="navy.9" rightSection={<IconArrowRight size={18} aria-hidden />}>
              {m.home_hero_get_started()}
            </Button>
            <Button component={Link} to="/services" size="lg" variant="white" color="navy.9">
              {m.home_hero_explore()}
            </Button>
          </Group>
          <SimpleGrid cols={2} spacing="sm" mt="lg" maw={440}>
            {HERO.badges.map((badge, i) => {
              const Icon = BADGE_ICONS[i] ?? IconBriefcase;
              return (
                <Group key={i} className={classes.heroBadge} gap="sm" wrap="nowrap">
                  <Icon size={28} style={{ flexShrink: 0 }} color="var(--mantine-color-amber-4)" aria-hidden />
                  <div>
                    <Text fw={800} fz={{ base: 'lg', sm: 'xl' }} lh={1.2} c="white" style={{ whiteSpace: 'nowrap' }}>
                      {badge.value()}
                    </Text>
                    <Text fz="xs" c="gray.3">
                      {badge.label()}
                    </Text>
                  </div>
                </Group>
              );
            })}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}

import { Button, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconMessages, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SectionHeading } from './SectionHeading';
import { CTA_TRIO } from './content';
import classes from './home.module.css';
import { m } from '../../lib/i18n';

const ICONS = [IconSearch, IconUsersGroup, IconMessages];

/** Section 9: three calls to action for job seekers, employers and shippers. */
export function CtaTrio() {
  return (
    <section className={`${classes.section} ${classes.ctaBand}`} aria-labelledby="home-cta-heading">
      <Container size="lg">
        <SectionHeading id="home-cta-heading" eyebrow={m.home_cta_eyebrow()} title={m.home_cta_title()} description={m.home_cta_description()} inverted />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {CTA_TRIO.map((cta, i) => {
            const Icon = ICONS[i] ?? IconSearch;
            return (
              <div key={cta.to} className={classes.ctaCard}>
                <ThemeIcon size={48} radius="md" color="amber.5" c="navy.9">
                  <Icon size={26} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="xl" c="white">
                  {cta.title()}
                </Title>
                <Text c="gray.3" size="sm" style={{ flex: 1 }}>
                  {cta.description()}
                </Text>
                <Button
                  component={Link}
                  to={cta.to}
                  variant="white"
                  color="navy.9"
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {cta.cta()}
                </Button>
              </div>
            );
          })}
        </SimpleGrid>
      </Container>
    </section>
  );
}

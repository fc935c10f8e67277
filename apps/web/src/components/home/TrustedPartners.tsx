import { Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { PARTNERS, PARTNER_STATS } from './content';
import classes from './home.module.css';
import { m } from '../../lib/i18n';

/** Section 10: the trusted-partners carousel. It is part of the page but hidden, as specified. */
export function TrustedPartners() {
  return (
    <section hidden aria-labelledby="home-partners-heading" data-testid="trusted-partners" style={{ display: 'none' }}>
      <Container size="lg" py={64}>
        <Title order={2} id="home-partners-heading" ta="center" c="navy.9">
          {m.home_partners_title()}
        </Title>
        <div style={{ overflow: 'hidden' }}>
          <div className={classes.partnersTrack}>
            {[...PARTNERS, ...PARTNERS].map((name, i) => (
              <Text key={`${name}-${i}`} fw={700} c="gray.6" style={{ whiteSpace: 'nowrap' }}>
                {name}
              </Text>
            ))}
          </div>
        </div>
        <SimpleGrid cols={3} mt="xl">
          {PARTNER_STATS.map((stat) => (
            <Group key={stat.value} justify="center" gap={6}>
              <Text fw={800} fz={28} c="brand.7">
                {stat.value}
              </Text>
              <Text c="gray.7">{stat.label()}</Text>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

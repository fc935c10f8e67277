import { Box, Button, Container, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, type SimpleGridProps } from '@mantine/core';
import { m } from '../../lib/i18n';
import { IconCheck, IconPhone, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCompany } from '../../lib/company';
import { BenefitCard, IndustryCard, ServiceCard, type BenefitItem, type IndustryItem, type ServiceItem } from './Cards';
import { Section, type SectionProps } from './Section';
import classes from './divisions.module.css';

/**
 * The bands the division pages (staffing, warehouse, transportation, services) have in common:
 * the hero's buttons and badges, the card grids of services, benefits and industries, and the
 * quote band beside a quote form.
 */

type SectionHead = Omit<SectionProps, 'children'>;

/** The row of call-to-action buttons under a division page's hero (full width on phones). */
export function HeroActions({ children }: { children: ReactNode }) {
  return (
    <Group mt="xl" gap="sm" className={classes.heroActions}>
      {children}
    </Group>
  );
}

/** The hero button that calls the office (number from Site Settings). */
export function HeroCallButton() {
  const company = useCompany();
  return (
    <Button size="lg" variant="white" color="navy.9" component="a" href={company.phoneHref} leftSection={<IconPhone size={20} aria-hidden />}>
      {m.division_call({ phone: company.phone })}
    </Button>
  );
}

/** The list of short highlights under a division page's hero. */
export function HeroBadges({ label, badges }: { label: string; badges: readonly { icon: Icon; label: string }[] }) {
  return (
    <Group mt="xl" gap="xs" component="ul" p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {badges.map((b) => (
        <li key={b.label} className={classes.heroBadge}>
          <b.icon size={16} aria-hidden />
          {b.label}
        </li>
      ))}
    </Group>
  );
}

/** A section of service cards, four across on wide screens. */
export function ServicesSection({ services, ...section }: SectionHead & { services: readonly ServiceItem[] }) {
  return (
    <Section {...section}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {services.map((s) => (
          <ServiceCard key={s.title} {...s} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** A section of "why us" points, two across. */
export function BenefitsSection({ benefits, ...section }: SectionHead & { benefits: readonly BenefitItem[] }) {
  return (
    <Section {...section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {benefits.map((b) => (
          <BenefitCard key={b.title} {...b} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** A section of industry cards. */
export function IndustriesSection({ industries, cols, ...section }: SectionHead & { industries: readonly IndustryItem[]; cols: SimpleGridProps['cols'] }) {
  return (
    <Section {...section}>
      <SimpleGrid cols={cols} spacing="lg">
        {industries.map((i) => (
          <IndustryCard key={i.title} {...i} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

/**
 * The "Free quote" band (#quote, the target of the page's quote buttons): a heading, an intro,
 * checked selling points and anything more on the left; the quote form on the right.
 */
export function QuoteSection({
  title,
  description,
  points,
  more,
  children,
}: {
  title: string;
  description: string;
  points: readonly string[];
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" id="quote" aria-labelledby="quote-heading" bg="gray.0" py={{ base: 56, md: 88 }} className={classes.anchor}>
      <Container size="lg">
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Text tt="uppercase" fw={700} fz="sm" c="brand.7" mb={6} style={{ letterSpacing: 1 }}>
              {m.division_free_quote()}
            </Text>
            <Title order={2} id="quote-heading" fz={{ base: 28, md: 36 }} c="navy.9" lh={1.2}>
              {title}
            </Title>
            <Text mt="md" c="gray.7" fz="lg">
              {description}
            </Text>
            <Stack gap="sm" mt="xl">
              {points.map((line) => (
                <Group key={line} gap="sm" wrap="nowrap">
                  <ThemeIcon size={24} radius="xl" color="teal.7" aria-hidden>
                    <IconCheck size={14} stroke={3} />
                  </ThemeIcon>
                  <Text fw={500}>{line}</Text>
                </Group>
              ))}
            </Stack>
            {more}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>{children}</Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

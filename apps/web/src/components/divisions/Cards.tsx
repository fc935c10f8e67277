import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { m } from '../../lib/i18n';
import { IconCheck, IconStarFilled, type Icon } from '@tabler/icons-react';
import classes from './divisions.module.css';

export type DivisionColor = 'brand' | 'teal' | 'amber' | 'navy';

export interface ServiceItem {
  icon: Icon;
  title: string;
  description: string;
  features?: readonly string[];
  color?: DivisionColor;
}

/** Service card (section 3: title, description, features, colour). */
export function ServiceCard({ icon: IconComponent, title, description, features, color = 'brand' }: ServiceItem) {
  return (
    <Card withBorder radius="lg" padding="xl" className={classes.card} component="article" style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}>
      <ThemeIcon size={52} radius="md" variant="light" color={color} aria-hidden>
        <IconComponent size={28} stroke={1.7} />
      </ThemeIcon>
      <Title order={3} fz="xl" mt="md" c="navy.9">
        {title}
      </Title>
      <Text mt="xs" c="gray.7">
        {description}
      </Text>
      {features?.length ? (
        <List
          mt="md"
          spacing={6}
          size="sm"
          c="gray.8"
          icon={
            <ThemeIcon size={18} radius="xl" color="teal.7" aria-hidden>
              <IconCheck size={12} stroke={3} />
            </ThemeIcon>
          }
        >
          {features.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
      ) : null}
    </Card>
  );
}

export interface BenefitItem {
  icon: Icon;
  title: string;
  description: string;
}

/** A short "why us" point with an icon. */
export function BenefitCard({ icon: IconComponent, title, description }: BenefitItem) {
  return (
    <Card radius="lg" padding="lg" withBorder className={classes.card} component="article">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" color="navy.9" aria-hidden>
          <IconComponent size={24} stroke={1.7} />
        </ThemeIcon>
        <div>
          <Title order={3} fz="lg" c="navy.9">
            {title}
          </Title>
          <Text mt={4} c="gray.7" fz="sm">
            {description}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

export interface IndustryItem {
  icon: Icon;
  title: string;
  description: string;
  positions?: readonly string[];
}

/** Industry card (section 3: title, description, positions). */
export function IndustryCard({ icon: IconComponent, title, description, positions }: IndustryItem) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} component="article">
      <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden>
        <IconComponent size={24} stroke={1.7} />
      </ThemeIcon>
      <Title order={3} fz="lg" mt="md" c="navy.9">
        {title}
      </Title>
      <Text mt={6} c="gray.7" fz="sm">
        {description}
      </Text>
      {positions?.length ? (
        <>
          <Text mt="md" fz="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: 0.6 }}>
            {m.division_typical_positions()}
          </Text>
          <Group gap={6} mt={6}>
            {positions.map((p) => (
              <Badge key={p} variant="light" color="navy" radius="sm" tt="none" fw={600}>
                {p}
              </Badge>
            ))}
          </Group>
        </>
      ) : null}
    </Card>
  );
}

export interface Testimonial {
  content: string;
  author: string;
  company: string;
  rating: number;
}

/** A client quote with its star rating. */
export function TestimonialCard({ content, author, company, rating }: Testimonial) {
  return (
    <Card withBorder radius="lg" padding="xl" component="figure" m={0} className={classes.card}>
      <Stack gap="md" h="100%" justify="space-between">
        <div>
          <Group gap={2} role="img" aria-label={m.testimonial_rated({ rating })}>
            {Array.from({ length: 5 }, (_, i) => (
              <IconStarFilled key={i} size={18} color={i < rating ? 'var(--mantine-color-amber-6)' : 'var(--mantine-color-gray-3)'} aria-hidden />
            ))}
          </Group>
          <Text component="blockquote" className={classes.quote} mt="md" c="gray.8" lh={1.65}>
            “{content}”
          </Text>
        </div>
        <Text component="figcaption">
          <Text component="span" fw={700} c="navy.9" display="block">
            {author}
          </Text>
          <Text component="span" fz="sm" c="gray.7">
            {company}
          </Text>
        </Text>
      </Stack>
    </Card>
  );
}

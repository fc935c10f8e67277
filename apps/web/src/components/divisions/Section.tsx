import { Box, Container, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './divisions.module.css';

export interface SectionProps {
  /** Anchor id of the section; its heading gets `${id}-heading`. */
  id: string;
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  /** Shaded background for alternating bands. */
  shaded?: boolean;
  align?: 'left' | 'center';
  py?: MantineSpacing | number;
  children: ReactNode;
}

/** A page band with an eyebrow, an h2 and an intro line, labelled by its heading. */
export function Section({ id, title, eyebrow, description, shaded, align = 'center', children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} bg={shaded ? 'gray.0' : undefined} py={{ base: 56, md: 88 }} className={classes.anchor}>
      <Container size="lg">
        <SectionHeading id={headingId} title={title} eyebrow={eyebrow} description={description} align={align} />
        {children}
      </Container>
    </Box>
  );
}

export function SectionHeading({
  id,
  title,
  eyebrow,
  description,
  align = 'center',
}: {
  id?: string;
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <Box ta={align} maw={align === 'center' ? 760 : undefined} mx={align === 'center' ? 'auto' : undefined} mb={{ base: 32, md: 48 }}>
      {eyebrow ? (
        <Text tt="uppercase" fw={700} fz="sm" c="brand.7" mb={6} style={{ letterSpacing: 1 }}>
          {eyebrow}
        </Text>
      ) : null}
      <Title order={2} id={id} fz={{ base: 28, md: 36 }} c="navy.9" lh={1.2}>
        {title}
      </Title>
      {description ? (
        <Text mt="sm" c="gray.7" fz={{ base: 'md', md: 'lg' }}>
          {description}
        </Text>
      ) : null}
    </Box>
  );
}

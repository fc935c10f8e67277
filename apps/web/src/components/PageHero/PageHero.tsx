import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The heading band at the top of an inner page. `background` (for example a BackgroundVideo)
 * fills the band behind the text.
 */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  background,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  background?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box component="section" bg="navy.9" c="white" py={{ base: 56, md: 96 }} pos="relative" style={{ overflow: 'hidden' }}>
      {background}
      <Container size="lg" pos="relative" style={{ zIndex: 1 }}>
        {eyebrow ? (
          <Text tt="uppercase" fw={700} fz="sm" c="amber.4" mb="xs" style={{ letterSpacing: 1 }}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1} fz={{ base: 32, md: 48 }} lh={1.15}>
          {title}
        </Title>
        {subtitle ? (
          <Text mt="md" fz={{ base: 'md', md: 'lg' }} c="gray.2" maw={720}>
            {subtitle}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

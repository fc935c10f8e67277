import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading band at the top of an inner page. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <Box bg="navy.9" c="white" py={{ base: 56, md: 88 }}>
      <Container size="lg">
        <Title order={1} fz={{ base: 32, md: 48 }} lh={1.15}>
          {title}
        </Title>
        {subtitle ? (
          <Text mt="md" fz={{ base: 'md', md: 'lg' }} c="gray.3" maw={720}>
            {subtitle}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

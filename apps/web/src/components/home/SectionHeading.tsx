import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './home.module.css';

/** Eyebrow, h2 and intro line of a home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  inverted = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  align?: 'center' | 'left';
  inverted?: boolean;
}) {
  return (
    <Stack gap="xs" align={align === 'center' ? 'center' : 'flex-start'} ta={align} mb={{ base: 32, md: 48 }}>
      {eyebrow ? (
        <Text className={classes.eyebrow} c={inverted ? 'amber.4' : undefined}>
          {eyebrow}
        </Text>
      ) : null}
      <Title order={2} id={id} fz={{ base: 28, md: 38 }} lh={1.2} c={inverted ? 'white' : 'navy.9'} maw={760}>
        {title}
      </Title>
      {description ? (
        <Text fz={{ base: 'md', md: 'lg' }} c={inverted ? 'gray.3' : 'gray.7'} maw={680}>
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}

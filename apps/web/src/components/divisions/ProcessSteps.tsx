import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import classes from './divisions.module.css';

export interface ProcessStep {
  title: string;
  description: string;
}

/** Numbered steps ("How It Works"), as an ordered list. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: steps.length }} spacing="lg" m={0} p={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Card component="li" key={step.title} withBorder radius="lg" padding="xl" ta="center">
          <div className={classes.stepNumber} style={{ margin: '0 auto' }} aria-hidden>
            {index + 1}
          </div>
          <Text fz="xs" fw={700} tt="uppercase" c="brand.7" mt="md" style={{ letterSpacing: 0.8 }}>
            Step {index + 1}
          </Text>
          <Title order={3} fz="lg" mt={4} c="navy.9">
            {step.title}
          </Title>
          <Text mt="xs" c="gray.7" fz="sm">
            {step.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

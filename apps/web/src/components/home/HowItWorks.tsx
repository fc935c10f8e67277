import { Alert, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconListCheck, IconSearch, IconUserCheck } from '@tabler/icons-react';
import { SectionHeading } from './SectionHeading';
import { STEPS, stepsNote } from './content';
import classes from './home.module.css';
import { useCompany } from '../../lib/company';
import { m } from '../../lib/i18n';

const STEP_ICONS = [IconSearch, IconListCheck, IconClipboardCheck];

/** Section 4: search, check the requirements, apply; an agent reviews and invites eligible applicants. */
export function HowItWorks() {
  const company = useCompany();
  return (
    <section className={classes.section} aria-labelledby="home-how-heading">
      <Container size="lg">
        <SectionHeading
          id="home-how-heading"
          eyebrow={m.home_how_eyebrow()}
          title={m.home_how_title()}
          description={m.home_how_description({ shortName: company.shortName })}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((step, i) => {
            const Icon = STEP_ICONS[i] ?? IconSearch;
            return (
              <Card key={i} component="li" withBorder radius="lg" padding="xl" shadow="xs">
                <Stack gap="md">
                  <div className={classes.stepNumber} aria-hidden>
                    {i + 1}
                  </div>
                  <Icon size={32} color="var(--mantine-color-brand-6)" aria-hidden />
                  <Title order={3} fz="xl" c="navy.9">
                    {step.title()}
                  </Title>
                  <Text c="gray.7">{step.description()}</Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
        <Alert mt="xl" radius="lg" color="teal" variant="light" icon={<IconUserCheck size={22} aria-hidden />} title={m.home_steps_after_title()}>
          <Text size="sm" c="gray.8">
            {stepsNote(company.shortName)}
          </Text>
        </Alert>
      </Container>
    </section>
  );
}

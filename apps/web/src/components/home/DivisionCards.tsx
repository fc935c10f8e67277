import { Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPointFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SectionHeading } from './SectionHeading';
import { DIVISIONS } from './content';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import classes from './home.module.css';
import { m } from '../../lib/i18n';

/** Section 6: the three divisions with Find Jobs and Get Quote buttons. */
export function DivisionCards() {
  return (
    <section className={classes.section} aria-labelledby="home-divisions-heading">
      <Container size="lg">
        <SectionHeading
          id="home-divisions-heading"
          eyebrow={m.home_divisions_eyebrow()}
          title={m.home_divisions_title()}
          description={m.home_divisions_description()}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {DIVISIONS.map((division) => (
            <Card key={division.id} withBorder radius="lg" padding={0} shadow="sm" component="article" aria-labelledby={`division-${division.id}`}>
              <ResponsiveImage className={classes.divisionImage} src={division.image} alt="" sizes="(max-width: 768px) 100vw, 380px" />
              <Stack gap="sm" p="xl" style={{ flex: 1 }}>
                <Title order={3} fz="xl" c="navy.9" id={`division-${division.id}`}>
                  {division.title()}
                </Title>
                <Text c="gray.7" size="sm">
                  {division.description()}
                </Text>
                <List size="sm" spacing={4} icon={<IconPointFilled size={12} color="var(--mantine-color-brand-6)" aria-hidden />} center>
                  {division.points.map((point, i) => (
                    <List.Item key={i}>{point()}</List.Item>
                  ))}
                </List>
                <Button
                  component={Link}
                  to={division.to}
                  mt="auto"
                  variant={division.primary ? 'filled' : 'light'}
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {division.cta()}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

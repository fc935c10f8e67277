import { Button, Container, Grid, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { BENEFITS } from './content';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import classes from './home.module.css';
import { useCompany } from '../../lib/company';

/** Section 5: the benefits of working with the company and a Post a Job button. */
export function WhyChooseUs() {
  const company = useCompany();
  return (
    <section className={classes.section} aria-labelledby="home-why-heading" style={{ background: 'var(--mantine-color-gray-0)' }}>
      <Container size="lg">
        <Grid gap={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Text className={classes.eyebrow}>Why choose us</Text>
              <Title order={2} id="home-why-heading" fz={{ base: 28, md: 38 }} lh={1.2} c="navy.9">
                A workforce partner that shows up when it matters
              </Title>
              <Text c="gray.7" fz={{ base: 'md', md: 'lg' }}>
                Since 2016, Ontario manufacturers, distributors and retailers have relied on {company.shortName} to keep shifts covered, shelves stocked and
                trucks moving. We learn how your operation runs, then send people who fit it.
              </Text>
              <List
                spacing="lg"
                mt="sm"
                center={false}
                icon={
                  <ThemeIcon color="teal" radius="xl" size={28}>
                    <IconCheck size={16} aria-hidden />
                  </ThemeIcon>
                }
              >
                {BENEFITS.map((benefit) => (
                  <List.Item key={benefit.title}>
                    <Text fw={700} c="navy.9">
                      {benefit.title}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {benefit.description}
                    </Text>
                  </List.Item>
                ))}
              </List>
              <Group mt="md">
                <Button component={Link} to="/post-job" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
                  Post a Job
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <div className={classes.whyImage}>
              <ResponsiveImage
                src="/api/public/warehouse_hero.jpg"
                alt="Warehouse team members moving stock in an Ontario distribution centre"
                sizes="(max-width: 768px) 100vw, 560px"
              />
              <div className={classes.whyBadge}>
                <Text fw={800} fz={28} c="brand.7" lh={1.1}>
                  24-48 hrs
                </Text>
                <Text size="sm" c="gray.7">
                  to fill most staffing requests
                </Text>
              </div>
            </div>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

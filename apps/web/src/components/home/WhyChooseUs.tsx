import { Button, Container, Grid, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { BENEFITS } from './content';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import classes from './home.module.css';
import { useCompany } from '../../lib/company';
import { m } from '../../lib/i18n';

/** Section 5: the benefits of working with the company and a Post a Job button. */
export function WhyChooseUs() {
  const company = useCompany();
  return (
    <section className={classes.section} aria-labelledby="home-why-heading" style={{ background: 'var(--mantine-color-gray-0)' }}>
      <Container size="lg">
        <Grid gap={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Text className={classes.eyebrow}>{m.home_why_eyebrow()}</Text>
              <Title order={2} id="home-why-heading" fz={{ base: 28, md: 38 }} lh={1.2} c="navy.9">
                {m.home_why_title()}
              </Title>
              <Text c="gray.7" fz={{ base: 'md', md: 'lg' }}>
                {m.home_why_intro({ shortName: company.shortName })}
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
                {BENEFITS.map((benefit, i) => (
                  <List.Item key={i}>
                    <Text fw={700} c="navy.9">
                      {benefit.title()}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {benefit.description()}
                    </Text>
                  </List.Item>
                ))}
              </List>
              <Group mt="md">
                <Button component={Link} to="/post-job" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
                  {m.home_why_post_job()}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <div className={classes.whyImage}>
              <ResponsiveImage src="/api/public/warehouse_hero.jpg" alt={m.home_why_image_alt()} sizes="(max-width: 768px) 100vw, 560px" />
              <div className={classes.whyBadge}>
                <Text fw={800} fz={28} c="brand.7" lh={1.1}>
                  {m.home_why_badge_value()}
                </Text>
                <Text size="sm" c="gray.7">
                  {m.home_why_badge_label()}
                </Text>
              </div>
            </div>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

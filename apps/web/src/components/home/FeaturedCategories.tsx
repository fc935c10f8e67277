import { Container, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBroadcast, IconCalculator, IconDeviceAnalytics, IconHeadset, IconShoppingBag } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SectionHeading } from './SectionHeading';
import { FEATURED_CATEGORIES } from './content';
import classes from './home.module.css';
import { m } from '../../lib/i18n';

const ICONS = {
  Accounting: IconCalculator,
  'Digital Marketing': IconDeviceAnalytics,
  'Customer Service': IconHeadset,
  Broadcasting: IconBroadcast,
  'Sales Assistant': IconShoppingBag,
} as const;

/** Section 7: featured categories, each opening the job list filtered by that category. */
export function FeaturedCategories() {
  return (
    <section className={classes.section} aria-labelledby="home-categories-heading" style={{ background: 'var(--mantine-color-gray-0)' }}>
      <Container size="lg">
        <SectionHeading
          id="home-categories-heading"
          eyebrow={m.home_categories_eyebrow()}
          title={m.home_categories_title()}
          description={m.home_categories_description()}
        />
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
          {FEATURED_CATEGORIES.map((category) => {
            const Icon = ICONS[category.name];
            return (
              <Link key={category.name} to="/jobs" search={{ category: category.name }} className={classes.category}>
                <ThemeIcon size={56} radius="xl" variant="light">
                  <Icon size={28} aria-hidden />
                </ThemeIcon>
                <Text fw={700}>{category.label()}</Text>
                <Text size="sm" c="gray.7">
                  {m.home_category_open_positions({ count: category.count })}
                </Text>
              </Link>
            );
          })}
        </SimpleGrid>
      </Container>
    </section>
  );
}

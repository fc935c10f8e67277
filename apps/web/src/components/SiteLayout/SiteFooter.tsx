import { ActionIcon, Anchor, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useCompany } from '../../lib/company';
import { Logo } from '../Logo/Logo';
import { POPULAR_CATEGORIES, QUICK_LINKS, scrollAfterNavigation } from './nav';
import classes from './SiteFooter.module.css';
import { torontoTime } from '../../lib/format';

const SOCIAL_ICONS = { LinkedIn: IconBrandLinkedin, Facebook: IconBrandFacebook, Instagram: IconBrandInstagram, X: IconBrandX } as const;

export function SiteFooter() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { year } = torontoTime(new Date());
  const company = useCompany();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Stack gap="md">
              <Logo inverted />
              <Text size="sm" maw={320}>
                {company.description}
              </Text>
              <Group gap="xs" role="group" aria-label="Social media">
                {company.social.map((s) => {
                  const Icon = SOCIAL_ICONS[s.name];
                  return (
                    <ActionIcon
                      key={s.name}
                      component="a"
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="subtle"
                      color="gray.3"
                      size="lg"
                      aria-label={`${company.shortName} on ${s.name}`}
                    >
                      <Icon size={20} />
                    </ActionIcon>
                  );
                })}
              </Group>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 6, lg: 3 }} component="nav" aria-label="Quick Links">
            <Text className={classes.heading} component="h2">
              Quick Links
            </Text>
            <Stack gap={0}>
              {QUICK_LINKS.map((l) => (
                <Link key={l.to} to={l.to} className={classes.link} onClick={() => scrollAfterNavigation(l.to, pathname)}>
                  {l.label}
                </Link>
              ))}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 6, lg: 3 }} component="nav" aria-label="Popular Categories">
            <Text className={classes.heading} component="h2">
              Popular Categories
            </Text>
            <Stack gap={0}>
              {POPULAR_CATEGORIES.map((category) => (
                <Link key={category} to="/jobs" search={{ category }} className={classes.link} onClick={() => scrollAfterNavigation('/jobs', pathname)}>
                  {category}
                </Link>
              ))}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Text className={classes.heading} component="h2">
              Contact Us
            </Text>
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
                <Text size="sm">{company.address}</Text>
              </Group>
              <Group gap="sm" wrap="nowrap">
                <IconPhone size={18} aria-hidden />
                <Anchor href={company.phoneHref} className={classes.link}>
                  {company.phone}
                </Anchor>
              </Group>
              <Group gap="sm" wrap="nowrap">
                <IconMail size={18} aria-hidden />
                <Anchor href={`mailto:${company.email}`} className={classes.link}>
                  {company.email}
                </Anchor>
              </Group>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconClock size={18} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
                <Stack gap={0}>
                  {company.hoursRows.map((row) => (
                    <Text key={`${row.days}${row.time}`} size="sm">
                      {row.days ? `${row.days}: ${row.time}` : row.time}
                    </Text>
                  ))}
                </Stack>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>

        <Group className={classes.bottom} justify="space-between" gap="sm">
          <Text size="sm">
            © {year} {company.name}. All rights reserved.
          </Text>
          <Group gap="lg">
            <Link to="/privacy-policy" className={classes.link} onClick={() => scrollAfterNavigation('/privacy-policy', pathname)}>
              Privacy Policy
            </Link>
            <Link to="/terms-conditions" className={classes.link} onClick={() => scrollAfterNavigation('/terms-conditions', pathname)}>
              Terms &amp; Conditions
            </Link>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}

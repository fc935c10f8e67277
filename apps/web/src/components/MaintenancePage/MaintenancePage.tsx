import { Anchor, Box, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { IconClock, IconMail, IconMapPin, IconPhone, IconTool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { companyDetails, localizedCompany } from '@app/shared/company';
import type { PublicSettingsDto } from '@app/shared/schemas/dtos';
import { wallTime } from '@app/shared/time-zone';
import { Logo } from '../Logo/Logo';
import classes from './MaintenancePage.module.css';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          {label}
        </Text>
        <Text size="sm" c="navy.9" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/** What visitors see on every public page while maintenance mode is on. */
export function MaintenancePage({ settings }: { settings: PublicSettingsDto | null | undefined }) {
  // The settings as the layout read them (the defaults when they could not be read).
  const c = localizedCompany(companyDetails(settings), currentLocale());
  return (
    <Box className={classes.page}>
      <Container size={760} py={{ base: 40, sm: 72 }} px="md">
        <Stack gap="xl" align="center">
          <Box className={classes.logo}>
            <Logo inverted size={40} />
          </Box>
          <Paper radius="lg" p={{ base: 'lg', sm: 40 }} shadow="xl" w="100%" component="main" id="main-content">
            <Stack gap="lg">
              <Stack gap="sm" align="center" ta="center">
                <ThemeIcon size={72} radius={36} variant="light" color="amber" aria-hidden>
                  <IconTool size={38} stroke={1.6} />
                </ThemeIcon>
                <Title order={1} c="navy.9" fz={{ base: 28, sm: 38 }} lh={1.15}>
                  {m.maintenance_heading()}
                </Title>
                <Text c="gray.7" fz={{ base: 'md', sm: 'lg' }} maw={540}>
                  {m.maintenance_text()}
                </Text>
                <Text c="gray.7" size="sm" maw={540}>
                  {m.maintenance_meantime()}
                </Text>
              </Stack>
              <Box className={classes.divider} aria-hidden />
              <section aria-labelledby="maintenance-contact-heading">
                <Title order={2} fz="md" c="navy.9" mb="md" id="maintenance-contact-heading" ta={{ base: 'left', sm: 'center' }}>
                  {m.maintenance_contact({ name: c.name })}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
                  <Detail icon={<IconPhone size={20} />} label={m.form_phone()}>
                    <Anchor href={c.phoneHref} fw={600}>
                      {c.phone}
                    </Anchor>
                  </Detail>
                  <Detail icon={<IconMail size={20} />} label={m.form_email()}>
                    <Anchor href={`mailto:${c.email}`} fw={600}>
                      {c.email}
                    </Anchor>
                  </Detail>
                  <Detail icon={<IconMapPin size={20} />} label={m.division_office()}>
                    {c.address}
                  </Detail>
                  <Detail icon={<IconClock size={20} />} label={m.division_business_hours()}>
                    <span lang={c.hoursLang}>{c.hours}</span>
                  </Detail>
                </SimpleGrid>
              </section>
            </Stack>
          </Paper>
          <Text size="sm" c="gray.3" ta="center">
            © {wallTime(new Date()).year} {c.name} ·{' '}
            <Anchor component={Link} to="/admin/login" c="gray.2" size="sm" underline="always">
              {m.maintenance_staff_sign_in()}
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

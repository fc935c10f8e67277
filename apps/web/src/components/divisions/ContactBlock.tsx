import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { hoursRowText } from '@app/shared/company';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCompany } from '../../lib/company';
import classes from './divisions.module.css';

/**
 * The closing contact band of a division page: call, email and contact-page buttons plus the
 * office facts (address, hours, 24-hour response promise).
 */
export function ContactBlock({ id = 'contact', title, description }: { id?: string; title: string; description: string }) {
  const headingId = `${id}-heading`;
  const company = useCompany();
  return (
    <Box component="section" id={id} aria-labelledby={headingId} py={{ base: 56, md: 88 }} className={classes.anchor}>
      <Container size="lg">
        <Box className={classes.ctaBand} p={{ base: 'xl', md: 48 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
            <div>
              <Title order={2} id={headingId} fz={{ base: 26, md: 34 }} c="white" lh={1.2}>
                {title}
              </Title>
              <Text mt="md" c="gray.2" fz="lg">
                {description}
              </Text>
              <Group mt="xl" gap="sm">
                <Button component="a" href={company.phoneHref} size="md" color="amber.6" c="navy.9" leftSection={<IconPhone size={18} aria-hidden />}>
                  {m.division_call({ phone: company.phone })}
                </Button>
                <Button
                  component="a"
                  href={`mailto:${company.email}`}
                  size="md"
                  variant="white"
                  color="navy.9"
                  leftSection={<IconMail size={18} aria-hidden />}
                >
                  {m.division_email_us()}
                </Button>
                <Button component={Link} to="/contact" size="md" variant="outline" color="gray.0" c="white">
                  {m.division_contact_us()}
                </Button>
              </Group>
            </div>
            <Stack gap="md" justify="center">
              <Fact icon={<IconMapPin size={20} />} label={m.division_office()}>
                {company.address}
              </Fact>
              <Fact icon={<IconClock size={20} />} label={m.division_business_hours()}>
                <span lang={company.hoursLang}>{company.hoursRows.map((row) => hoursRowText(row, currentLocale())).join(' · ')}</span>
              </Fact>
              <Fact icon={<IconMail size={20} />} label={m.division_response_time()}>
                {m.division_response_time_text()}
              </Fact>
            </Stack>
          </SimpleGrid>
        </Box>
      </Container>
    </Box>
  );
}

function Fact({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="md" variant="white" color="navy.9" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text fz="xs" fw={700} tt="uppercase" c="gray.3" style={{ letterSpacing: 0.6 }}>
          {label}
        </Text>
        <Text c="white" fw={500}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

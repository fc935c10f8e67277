import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { m } from '../../lib/i18n';
import { IconAlertTriangle, IconBolt, IconCircleCheck, IconPhoneCall } from '@tabler/icons-react';
import { useCompany } from '../../lib/company';

const REASONS = [m.contact_reason_since, m.contact_reason_placements, m.contact_reason_fast, m.contact_reason_partner, m.contact_reason_manager];

/** The column beside the form: why choose us, the response promise and urgent help by phone. */
export function ContactAside() {
  const company = useCompany();
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="why-choose-us-heading">
        <Title order={2} id="why-choose-us-heading" fz="xl" c="navy.9" mb="md">
          {m.contact_why_title()}
        </Title>
        <List
          spacing="sm"
          c="gray.8"
          icon={
            <ThemeIcon size={22} radius="xl" color="teal">
              <IconCircleCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {REASONS.map((reason, i) => (
            <List.Item key={i}>{reason()}</List.Item>
          ))}
        </List>
      </Card>

      <Card radius="lg" padding="xl" bg="brand.0" component="section" aria-labelledby="quick-response-heading">
        <ThemeIcon size={44} radius="md" color="brand" mb="sm">
          <IconBolt size={24} aria-hidden />
        </ThemeIcon>
        <Title order={2} id="quick-response-heading" fz="xl" c="navy.9">
          {m.contact_quick_title()}
        </Title>
        <Text c="gray.8" mt={6}>
          {m.contact_quick_text({ hours: company.openHours })}
        </Text>
      </Card>

      <Card radius="lg" padding="xl" bg="navy.9" c="white" component="section" aria-labelledby="urgent-heading">
        <ThemeIcon size={44} radius="md" color="amber.6" mb="sm">
          <IconAlertTriangle size={24} aria-hidden color="var(--mantine-color-navy-9)" />
        </ThemeIcon>
        <Title order={2} id="urgent-heading" fz="xl">
          {m.contact_urgent_title()}
        </Title>
        <Text c="gray.2" mt={6} mb="md">
          {m.contact_urgent_text()}
        </Text>
        <Button component="a" href={company.phoneHref} color="amber.6" c="navy.9" size="md" fullWidth leftSection={<IconPhoneCall size={18} aria-hidden />}>
          {m.division_call_now()}
        </Button>
        <Text ta="center" fz="sm" c="gray.3" mt="xs">
          {company.phone}
        </Text>
      </Card>
    </Stack>
  );
}

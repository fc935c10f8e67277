import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBolt, IconCircleCheck, IconPhoneCall } from '@tabler/icons-react';
import { useCompany } from '../../lib/company';

const REASONS = [
  'Serving Ontario employers and job seekers since 2016',
  '5,000+ successful placements across staffing, warehousing and logistics',
  'Qualified candidates available in as little as 24-48 hours',
  'One partner for staffing, warehouse services and freight',
  'A dedicated account manager who knows your business',
];

/** The column beside the form: why choose us, the response promise and urgent help by phone. */
export function ContactAside() {
  const company = useCompany();
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="why-choose-us-heading">
        <Title order={2} id="why-choose-us-heading" fz="xl" c="navy.9" mb="md">
          Why Choose Us
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
          {REASONS.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      </Card>

      <Card radius="lg" padding="xl" bg="brand.0" component="section" aria-labelledby="quick-response-heading">
        <ThemeIcon size={44} radius="md" color="brand" mb="sm">
          <IconBolt size={24} aria-hidden />
        </ThemeIcon>
        <Title order={2} id="quick-response-heading" fz="xl" c="navy.9">
          Quick Response
        </Title>
        <Text c="gray.8" mt={6}>
          We respond to every message within 24 hours on business days ({company.openHours}).
        </Text>
      </Card>

      <Card radius="lg" padding="xl" bg="navy.9" c="white" component="section" aria-labelledby="urgent-heading">
        <ThemeIcon size={44} radius="md" color="amber.6" mb="sm">
          <IconAlertTriangle size={24} aria-hidden color="var(--mantine-color-navy-9)" />
        </ThemeIcon>
        <Title order={2} id="urgent-heading" fz="xl">
          Need Urgent Assistance?
        </Title>
        <Text c="gray.2" mt={6} mb="md">
          Short-staffed for tomorrow's shift or have a load that can't wait? Call our team directly during business hours.
        </Text>
        <Button component="a" href={company.phoneHref} color="amber.6" c="navy.9" size="md" fullWidth leftSection={<IconPhoneCall size={18} aria-hidden />}>
          Call Now
        </Button>
        <Text ta="center" fz="sm" c="gray.3" mt="xs">
          {company.phone}
        </Text>
      </Card>
    </Stack>
  );
}

import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { hoursColon } from '@app/shared/company';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCompany } from '../../lib/company';

function InfoCard({ icon, title, children, color }: { icon: ReactNode; title: string; children: ReactNode; color: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" h="100%">
      <Stack gap="sm">
        <ThemeIcon size={52} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={3} fz="lg" c="navy.9">
          {title}
        </Title>
        <div>{children}</div>
      </Stack>
    </Card>
  );
}

/** Office address, phone, email and business hours, from Site Settings. */
export function ContactInfoCards() {
  const company = useCompany();
  const { postalAddress: address } = company;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg" data-testid="contact-info-cards">
      <InfoCard title={m.contact_office_address()} color="brand" icon={<IconMapPin size={28} aria-hidden />}>
        <Text c="gray.8" component="address" fs="normal">
          {address.addressLocality ? (
            <>
              {address.streetAddress}
              <br />
              {address.addressLocality}, {address.addressRegion} {address.postalCode}
            </>
          ) : (
            company.address
          )}
          <br />
          {m.contact_country()}
        </Text>
      </InfoCard>
      <InfoCard title={m.form_phone()} color="teal" icon={<IconPhone size={28} aria-hidden />}>
        <Anchor href={company.phoneHref} fw={600} c="brand.7">
          {company.phone}
        </Anchor>
        <Text fz="sm" c="gray.7" mt={4}>
          {m.contact_phone_text()}
        </Text>
      </InfoCard>
      <InfoCard title={m.form_email()} color="amber" icon={<IconMail size={28} aria-hidden />}>
        <Anchor href={`mailto:${company.email}`} fw={600} c="brand.7" style={{ overflowWrap: 'anywhere' }}>
          {company.email}
        </Anchor>
        <Text fz="sm" c="gray.7" mt={4}>
          {m.contact_email_text()}
        </Text>
      </InfoCard>
      <InfoCard title={m.contact_business_hours()} color="navy" icon={<IconClock size={28} aria-hidden />}>
        <Stack gap={2} lang={company.hoursLang}>
          {company.hoursRows.map((row) => (
            <Text key={`${row.days}${row.time}`} c="gray.8">
              {row.days ? (
                <>
                  <Text span fw={600}>
                    {row.days}
                    {hoursColon(currentLocale()).trimEnd()}
                  </Text>{' '}
                </>
              ) : null}
              <Text span style={row.days ? { whiteSpace: 'nowrap' } : undefined}>
                {row.time}
              </Text>
            </Text>
          ))}
        </Stack>
        <Text fz="sm" c="gray.7" mt={4}>
          {m.contact_closed_holidays()}
        </Text>
      </InfoCard>
    </SimpleGrid>
  );
}

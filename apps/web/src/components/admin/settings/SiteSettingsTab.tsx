import { Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SettingsDto } from '@app/shared/schemas/dtos';
import { ZSiteSettingsInput } from '@app/shared/schemas/inputs';
import { notifyAdmin } from '../../../lib/notify';
import { PHONE_MAX_LENGTH, formatPhone } from '../../../lib/phone';
import { trpc } from '../../../lib/trpc';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { afterSettingsSaved } from './invalidate';
import { siteSwitchesTurnedOn, toSiteForm, type SiteFormValues } from './settings';

const resolver = schemaResolver(ZSiteSettingsInput, { sync: true });

/**
 * Company details shown across the site, maintenance mode and job auto-approval. Turning either
 * switch on changes the live site for everyone, so that save asks for confirmation first.
 */
export function SiteSettingsTab({ settings }: { settings: SettingsDto }) {
  const form = useForm<SiteFormValues>({ mode: 'controlled', initialValues: toSiteForm(settings), validate: resolver });
  // A save that turns a site-wide switch on waits here for the admin's confirmation.
  const [confirming, setConfirming] = useState<{ values: SiteFormValues; turnedOn: ReturnType<typeof siteSwitchesTurnedOn> } | null>(null);

  const save = useMutation(
    trpc.settings.updateSite.mutationOptions({
      onSuccess: async (saved) => {
        const values = toSiteForm(saved);
        form.setValues(values);
        form.resetDirty(values);
        notifyAdmin(
          'Site settings updated',
          saved.maintenanceMode ? 'Maintenance mode is on: visitors see the maintenance page.' : 'Your changes are live on the website.',
        );
        await afterSettingsSaved(saved);
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Failed to update site settings. Please try again.', 'error'),
    }),
  );

  const maintenanceOn = form.getValues().maintenanceMode;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="site-settings-heading">
      <Title order={2} fz="lg" c="navy.9" id="site-settings-heading">
        Site Settings
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        Company details shown on the website, and switches that change how the site behaves.
      </Text>
      <form
        onSubmit={form.onSubmit((values) => {
          const turnedOn = siteSwitchesTurnedOn(settings, values);
          if (turnedOn.length > 0) setConfirming({ values, turnedOn });
          else save.mutate(values);
        })}
        noValidate
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label="Company Name" withAsterisk {...form.getInputProps('companyName')} />
            <TextInput label="Contact Email" type="email" withAsterisk {...form.getInputProps('contactEmail')} />
            <TextInput
              label="Phone"
              type="tel"
              withAsterisk
              maxLength={PHONE_MAX_LENGTH}
              {...form.getInputProps('contactPhone')}
              onChange={(event) => form.setFieldValue('contactPhone', formatPhone(event.currentTarget.value))}
            />
            <TextInput label="Business Hours" withAsterisk {...form.getInputProps('businessHours')} />
          </SimpleGrid>
          <TextInput label="Address" withAsterisk {...form.getInputProps('address')} />
          {/* English and French side by side; the French label is French, so 'Company Description' names one field. */}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Textarea label="Company Description" withAsterisk autosize minRows={3} maxRows={8} {...form.getInputProps('companyDescription')} />
            <Textarea
              label="Description de l’entreprise (français)"
              description="Shown on the French pages; left blank, they show the English description. Business hours are written in French from the English ones."
              lang="fr"
              autosize
              minRows={3}
              maxRows={8}
              {...form.getInputProps('companyDescriptionFr')}
            />
          </SimpleGrid>

          <Divider my="xs" />

          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <Switch
              size="md"
              color="red"
              label="Maintenance Mode"
              description="Visitors see a maintenance page instead of the website. The admin area keeps working."
              {...form.getInputProps('maintenanceMode', { type: 'checkbox' })}
            />
            {maintenanceOn ? (
              <Badge color="red" variant="filled" data-testid="maintenance-active-badge" style={{ flexShrink: 0 }}>
                ACTIVE
              </Badge>
            ) : null}
          </Group>
          <Switch
            size="md"
            label="Job Auto-Approval"
            description="Jobs submitted through Post a Job are published at once instead of waiting for review."
            {...form.getInputProps('jobAutoApproval', { type: 'checkbox' })}
          />

          <Group mt="sm">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              Save Site Settings
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) save.mutate(confirming.values);
          setConfirming(null);
        }}
        title="Change how the live site behaves?"
        message={
          <>
            {confirming?.turnedOn.includes('maintenanceMode')
              ? 'Maintenance mode takes the public website offline: visitors see the maintenance page and cannot send forms until you turn it off. '
              : null}
            {confirming?.turnedOn.includes('jobAutoApproval')
              ? 'Job auto-approval publishes jobs submitted through Post a Job at once, without review. '
              : null}
            Save these settings?
          </>
        }
        confirmLabel="Save and Apply"
      />
    </Paper>
  );
}

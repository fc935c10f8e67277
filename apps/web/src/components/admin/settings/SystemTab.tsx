import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { SettingsDto } from '@app/shared/schemas/dtos';
import { ZSystemSettingsInput } from '@app/shared/schemas/inputs';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { CacheManagerPanel } from '../../../pwa/CacheManagerPanel';
import { afterSettingsSaved } from './invalidate';
import { BACKUPS_KEPT_SELECT, DEADLINE_OPTIONS, FILE_SIZE_OPTIONS, FILE_TYPE_OPTIONS, toSystemForm, toSystemInput, type SystemFormValues } from './settings';

function validateSystem(values: SystemFormValues) {
  const parsed = ZSystemSettingsInput.safeParse(toSystemInput(values));
  if (parsed.success) return {};
  // The first message of each field (an empty list breaks two rules; 'List at least one file type' says why).
  return Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [String(issue.path[0]), issue.message]));
}

/** Application deadline, upload limits, and the offline cache tools. */
export function SystemTab({ settings }: { settings: SettingsDto }) {
  const form = useForm<SystemFormValues>({ mode: 'controlled', initialValues: toSystemForm(settings), validate: validateSystem });

  const save = useMutation(
    trpc.settings.updateSystem.mutationOptions({
      onSuccess: async (saved) => {
        const values = toSystemForm(saved);
        form.setValues(values);
        form.resetDirty(values);
        notifyAdmin('System settings updated', 'Application and upload limits have been saved.');
        await afterSettingsSaved(saved);
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Failed to update system settings. Please try again.', 'error'),
    }),
  );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="system-heading">
        <Title order={2} fz="lg" c="navy.9" id="system-heading">
          System
        </Title>
        <Text size="sm" c="dimmed" mb="lg">
          Limits for job applications and the files candidates upload, nightly backups, and two-factor sign-in for the team.
        </Text>
        <form onSubmit={form.onSubmit((values) => save.mutate(toSystemInput(values)))} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={720}>
              <Select
                label="Application Deadline"
                description="How long a job accepts applications."
                data={DEADLINE_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('applicationDeadlineDays')}
              />
              <Select
                label="Max File Size"
                description="Largest resume upload."
                data={FILE_SIZE_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('maxFileSizeMb')}
              />
            </SimpleGrid>
            <Checkbox.Group
              label="Allowed File Types"
              description="The types of resume candidates may upload. The server checks each file's contents, so only these can be offered."
              maw={720}
              {...form.getInputProps('allowedFileTypes')}
            >
              <Group gap="lg" mt={6}>
                {FILE_TYPE_OPTIONS.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Checkbox.Group>
            <Select
              label="Nightly Backups Kept"
              description="With the built-in database, a backup is written every night (03:30) to the backups folder of the data directory; older ones are deleted. An external database (DATABASE_URL) is backed up by its own service."
              data={BACKUPS_KEPT_SELECT}
              allowDeselect={false}
              maw={352}
              {...form.getInputProps('backupsKept')}
            />
            <Switch
              label="Require two-factor sign-in for the whole team"
              description="Everyone signs in with a code from an authenticator app too. Anyone without it is sent to set it up (Your Profile) right after signing in, before anything else. Turn it on for your own account first."
              {...form.getInputProps('requireMfa', { type: 'checkbox' })}
            />
            <Group>
              <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                Save System Settings
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <CacheManagerPanel />
    </Stack>
  );
}

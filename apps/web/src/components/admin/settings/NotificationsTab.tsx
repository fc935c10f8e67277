import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { SettingsDto } from '@app/shared/schemas/dtos';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { afterSettingsSaved } from './invalidate';
import { NOTIFICATION_OPTIONS, toNotificationForm, type NotificationFormValues } from './settings';

/** Which events the admins are told about. */
export function NotificationsTab({ settings }: { settings: SettingsDto }) {
  const form = useForm<NotificationFormValues>({ mode: 'controlled', initialValues: toNotificationForm(settings) });

  const save = useMutation(
    trpc.settings.updateNotifications.mutationOptions({
      onSuccess: async (saved) => {
        const values = toNotificationForm(saved);
        form.setValues(values);
        form.resetDirty(values);
        notifyAdmin('Notification preferences updated', 'Your notification choices have been saved.');
        await afterSettingsSaved(saved);
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Failed to update notification preferences. Please try again.', 'error'),
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="notifications-heading">
      <Title order={2} fz="lg" c="navy.9" id="notifications-heading">
        Notifications
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        Choose what the admin team hears about.
      </Text>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="lg">
          {NOTIFICATION_OPTIONS.map((option) => (
            <Switch
              key={option.key}
              size="md"
              label={option.label}
              description={option.description}
              {...form.getInputProps(option.key, { type: 'checkbox' })}
            />
          ))}
          <Group>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              Save Preferences
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

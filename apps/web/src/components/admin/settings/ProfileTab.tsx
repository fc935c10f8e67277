import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ZPasswordChangeInput } from '@app/shared/schemas/inputs';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { EMPTY_PROFILE_FORM, PASSWORD_MISMATCH_MESSAGE, PASSWORD_MISMATCH_TITLE, profileSaveAction, type ProfileFormValues } from './settings';

const resolver = schemaResolver(ZPasswordChangeInput, { sync: true });

/** Profile: the username (read-only) and a password change that needs the current password. */
export function ProfileTab({ username }: { username: string }) {
  const form = useForm<ProfileFormValues>({ mode: 'controlled', initialValues: EMPTY_PROFILE_FORM, validate: resolver });

  const change = useMutation(
    trpc.admin.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset();
        notifyAdmin('Profile updated', 'Your password has been changed. Other sessions were signed out.');
      },
      onError: (error) => {
        const message = error.message || 'Failed to update profile. Please try again.';
        if (/current password/i.test(message)) form.setFieldError('currentPassword', message);
        else if (/^(Password must|This password appears)/.test(message)) form.setFieldError('newPassword', message);
        notifyAdmin('Error', message, 'error');
      },
    }),
  );

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const values = form.getValues();
    const action = profileSaveAction(values);
    if (action === 'mismatch') {
      form.clearErrors();
      form.setFieldError('confirmPassword', PASSWORD_MISMATCH_MESSAGE);
      notifyAdmin(PASSWORD_MISMATCH_TITLE, PASSWORD_MISMATCH_MESSAGE, 'error');
      return;
    }
    if (action === 'nothing') {
      form.clearErrors();
      notifyAdmin('Profile updated', 'Your profile is up to date.');
      return;
    }
    if (form.validate().hasErrors) return;
    change.mutate(values);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="profile-heading">
      <Title order={2} fz="lg" c="navy.9" id="profile-heading">
        Profile
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        Your admin account. To change your password, enter the current one and the new one twice.
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={520}>
          <TextInput label="Username" value={username} readOnly description="Usernames cannot be changed." autoComplete="username" />
          <PasswordInput label="Current Password" autoComplete="current-password" {...form.getInputProps('currentPassword')} />
          <PasswordInput
            label="New Password"
            description="At least 12 characters. Common passwords found in data breaches are refused."
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput label="Confirm Password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          <Group>
            <Button type="submit" loading={change.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              Save Profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

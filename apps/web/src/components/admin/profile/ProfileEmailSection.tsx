import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isEmail } from '@app/shared/schemas/base';
import { ADMIN_ME_QUERY_KEY, useAdminAuth } from '../../../lib/admin-auth';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

/**
 * Profile → Email: your own address, where 'Forgot password?' sends its link (and invitations
 * name you by it). Saving it takes your current password.
 */
export function ProfileEmailSection() {
  const { user } = useAdminAuth();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(user?.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; currentPassword?: string }>({});

  const save = useMutation(
    trpc.account.setEmail.mutationOptions({
      onSuccess: async (result) => {
        setCurrentPassword('');
        setErrors({});
        notifyAdmin('Profile updated', result.message);
        await queryClient.invalidateQueries({ queryKey: ADMIN_ME_QUERY_KEY });
      },
      onError: (error) => {
        const message = error.message || 'Failed to save your email address. Please try again.';
        setErrors(/current password/i.test(message) ? { currentPassword: message } : { email: message });
        notifyAdmin('Error', message, 'error');
      },
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!isEmail(email.trim())) next.email = 'Please enter a valid email address';
    if (!currentPassword) next.currentPassword = 'Current password is required';
    setErrors(next);
    if (next.email || next.currentPassword) return;
    save.mutate({ email: email.trim(), currentPassword });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="profile-email-heading">
      <Title order={2} fz="lg" c="navy.9" id="profile-email-heading">
        Email
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        Where a password reset link goes when you use &lsquo;Forgot password?&rsquo; on the sign-in page.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label="Your email address">
        <Stack gap="md" maw={520}>
          <TextInput label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} />
          <PasswordInput
            label="Current Password"
            description="To confirm it is you."
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.currentTarget.value)}
            error={errors.currentPassword}
          />
          <Group>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              Save Email
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

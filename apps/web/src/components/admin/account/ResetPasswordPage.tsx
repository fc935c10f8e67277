import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLockPassword } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@app/shared/schemas/accounts';
import { AccountCard, PASSWORD_POLICY_HINT, postJson } from './AccountCard';

/**
 * /admin/reset-password?token=…: sets a new password with the mailed link
 * (POST /api/admin/password/reset). The link works once; every session of the account ends.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next: Record<string, string> = {};
    if (password.length < PASSWORD_MIN_LENGTH) next.password = PASSWORD_TOO_SHORT_MESSAGE;
    else if (password !== confirm) next.confirm = "The passwords don't match.";
    setErrors(next);
    if (Object.keys(next).length) return;
    setSubmitting(true);
    const answer = await postJson('/api/admin/password/reset', { token, password });
    setSubmitting(false);
    if (answer.status === 200) setDone(answer.message);
    else if (answer.fieldErrors.password) setErrors({ password: answer.fieldErrors.password });
    else setFailure(answer.message);
  };

  return (
    <AccountCard title="Set a new password" intro="Choose a new password for your admin account." icon={<IconLockPassword size={24} />}>
      {done ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status" title="Password changed">
            {done} Every other session of your account was signed out.
          </Alert>
          <Button component={Link} to="/admin/login" size="md" fullWidth>
            Sign In
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Set a new password">
          <Stack gap="md">
            {failure ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="This link does not work">
                {failure}{' '}
                <Anchor component={Link} to="/admin/forgot-password" size="sm">
                  Ask for a new link
                </Anchor>
              </Alert>
            ) : null}
            <PasswordInput
              label="New Password"
              name="password"
              autoComplete="new-password"
              description={PASSWORD_POLICY_HINT}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              withAsterisk
              autoFocus
              size="md"
            />
            <PasswordInput
              label="Confirm Password"
              name="confirm"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={errors.confirm}
              withAsterisk
              size="md"
            />
            <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
              Set Password
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}

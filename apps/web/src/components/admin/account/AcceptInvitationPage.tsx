import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@app/shared/schemas/accounts';
import { AccountCard, PASSWORD_POLICY_HINT, postJson } from './AccountCard';

const MISMATCH = "The passwords don't match.";

/**
 * /admin/accept-invitation?token=…: the invitee chooses a username and password
 * (POST /api/admin/invitations/accept). The link works once; then they sign in.
 */
export function AcceptInvitationPage({ token }: { token: string }) {
  const [username, setUsername] = useState('');
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
    if (!username.trim()) next.username = 'Choose a username';
    if (password.length < PASSWORD_MIN_LENGTH) next.password = PASSWORD_TOO_SHORT_MESSAGE;
    else if (password !== confirm) next.confirm = MISMATCH;
    setErrors(next);
    if (Object.keys(next).length) return;
    setSubmitting(true);
    const answer = await postJson('/api/admin/invitations/accept', { token, username: username.trim(), password });
    setSubmitting(false);
    if (answer.status === 201) {
      setDone(answer.message);
      return;
    }
    if (answer.fieldErrors.username || answer.fieldErrors.password) setErrors(answer.fieldErrors);
    else if (answer.status === 409) setErrors({ username: answer.message });
    else setFailure(answer.message);
  };

  return (
    <AccountCard title="Join the team" intro="Choose the username and password you will sign in with." icon={<IconUserPlus size={24} />}>
      {done ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status" title="Your account is ready">
            {done}
          </Alert>
          <Button component={Link} to="/admin/login" size="md" fullWidth>
            Sign In
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Accept the invitation">
          <Stack gap="md">
            {failure ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="This link does not work">
                {failure}
              </Alert>
            ) : null}
            <TextInput
              label="Username"
              name="username"
              autoComplete="username"
              description="Letters, digits, dots, hyphens or underscores."
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              error={errors.username}
              withAsterisk
              autoFocus
              size="md"
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="new-password"
              description={PASSWORD_POLICY_HINT}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              withAsterisk
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
              Create Account
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}

import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey, IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isEmail } from '@app/shared/schemas/base';
import { AccountCard, postJson } from './AccountCard';

/**
 * /admin/forgot-password: asks for the account's email address (POST /api/admin/password/forgot).
 * The answer is the same whoever the address is: a link valid 30 minutes goes to a team member's.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!isEmail(email.trim())) {
      setError('Please enter a valid email address');
      return;
    }
    setError(null);
    setSubmitting(true);
    const answer = await postJson('/api/admin/password/forgot', { email: email.trim() });
    setSubmitting(false);
    if (answer.status === 202) setSent(answer.message);
    else if (answer.fieldErrors.email) setError(answer.fieldErrors.email);
    else setFailure(answer.message);
  };

  return (
    <AccountCard
      title="Forgot password?"
      intro="Enter the email address of your admin account: we send a link to set a new password."
      icon={<IconKey size={24} />}
    >
      {sent ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status" title="Check your email">
          {sent}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Ask for a password reset link">
          <Stack gap="md">
            {failure ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
              withAsterisk
              autoFocus
              size="md"
            />
            <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
              Send Reset Link
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}

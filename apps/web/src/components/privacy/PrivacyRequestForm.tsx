import { Alert, Button, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PRIVACY_REQUEST_KIND_LABELS, PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '@app/shared/privacy';
import { loadSchemas } from '../../lib/form-schemas';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';

/**
 * The privacy policy's request form: a copy of one's data, or its deletion. The answer is the same
 * for any address: a link is mailed to it, and following that link is what records the request
 * (so nobody can ask for someone else's data). The schema loads with the first focus, as the
 * apply form's does.
 */
export function PrivacyRequestForm() {
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<PrivacyRequestKind>('access');
  const [error, setError] = useState<string | null>(null);
  const trap = useSpamTrap();
  const mutation = useMutation(withSpamTrap(trpc.privacy.request.mutationOptions(), trap));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loadSchemas().then(
      (schemas) => {
        const parsed = schemas.ZPrivacyRequestInput.safeParse({ email: email.trim(), kind });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
          return;
        }
        setError(null);
        mutation.mutate(parsed.data);
      },
      () => setError('Something went wrong. Please try again.'),
    );
  };

  if (mutation.isSuccess) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconMailCheck size={20} aria-hidden />}
        title="Check your inbox"
        role="status"
        data-testid="privacy-request-sent"
      >
        {mutation.data.message}
      </Alert>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={submit}
      onFocus={() => void loadSchemas().catch(() => undefined)}
      noValidate
      aria-label="Privacy request"
    >
      <NeedsJavaScript what="send a privacy request" />
      <ScriptedFieldset>
        {trap.honeypot}
        <Stack gap="md">
          <TextInput
            label="Your email address"
            description="The address you used with us. We email it a link to confirm that the request is yours."
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
          />
          <Radio.Group label="What would you like?" value={kind} onChange={(value) => setKind(value as PrivacyRequestKind)}>
            <Stack gap="xs" mt={6}>
              {PRIVACY_REQUEST_KINDS.map((value) => (
                <Radio key={value} value={value} label={PRIVACY_REQUEST_KIND_LABELS[value]} />
              ))}
            </Stack>
          </Radio.Group>
          {mutation.isError ? (
            <Alert color="red" variant="light" role="alert">
              {mutation.error.message}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" loading={mutation.isPending}>
              Send Request
            </Button>
          </div>
          <Text fz="xs" c="gray.7">
            We answer a confirmed request within 30 days.
          </Text>
        </Stack>
      </ScriptedFieldset>
    </Paper>
  );
}

import { Alert, Box, Button, Code, Group, Image, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconDownload, IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { MfaSetupDto } from '@app/shared/schemas/mfa';
import { setMfaEnabled, useAdminAuth } from '../../../lib/admin-auth';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

const CODE_HELP = 'The 6-digit code your authenticator app shows now.';

/**
 * The recovery codes as a text file: whose they are, for which site, and how they are used, so the
 * file still makes sense when found in a password manager or a folder months later.
 */
export function recoveryCodesFile(codes: string[], who: { username: string; site: string; at: Date }): string {
  return [
    `Two-factor recovery codes for ${who.username} at ${who.site} (admin area), made ${who.at.toISOString().slice(0, 10)}.`,
    'Each code signs you in once, in place of a code from your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The download's file name: the username, kept to letters, digits, dots and dashes. */
export const recoveryCodesFileName = (username: string) => `recovery-codes-${username.replace(/[^\w.-]+/g, '-')}.txt`;

/**
 * Profile → Two-factor sign-in: set up an authenticator app (QR code or the secret typed in),
 * confirmed by one code; then the 10 recovery codes, shown this once; or turn it off with a code.
 * While the team requires two-factor and this user has none, the guard keeps them here.
 */
export function TwoFactorSection() {
  const { user } = useAdminAuth();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<MfaSetupDto | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const codeFailed = (error: { message: string }) => {
    setCodeError(error.message || 'Invalid authentication code');
    notifyAdmin('Error', error.message || 'Please try again.', 'error');
  };

  const start = useMutation(
    trpc.mfa.setup.mutationOptions({
      onSuccess: (answer) => {
        setSetup(answer);
        setCode('');
        setCodeError(null);
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Could not start the setup. Please try again.', 'error'),
    }),
  );
  const enable = useMutation(
    trpc.mfa.enable.mutationOptions({
      onSuccess: (answer) => {
        setRecoveryCodes(answer.recoveryCodes);
        setSetup(null);
        setCode('');
        setMfaEnabled(queryClient, true);
        notifyAdmin('Two-factor sign-in on', 'Save your recovery codes now: they are shown only once.');
      },
      onError: codeFailed,
    }),
  );
  const disable = useMutation(
    trpc.mfa.disable.mutationOptions({
      onSuccess: () => {
        setCode('');
        setMfaEnabled(queryClient, false);
        notifyAdmin('Two-factor sign-in off', 'Your password alone signs you in now.');
      },
      onError: codeFailed,
    }),
  );

  const submitCode = (event: FormEvent, action: typeof enable | typeof disable) => {
    event.preventDefault();
    setCodeError(null);
    if (!code.trim()) {
      setCodeError('Enter the authentication code');
      return;
    }
    action.mutate({ code: code.trim() });
  };

  const codeField = (description: string) => (
    <TextInput
      label="Authentication code"
      description={description}
      name="code"
      autoComplete="one-time-code"
      value={code}
      onChange={(e) => setCode(e.currentTarget.value)}
      error={codeError}
      maw={320}
      withAsterisk
    />
  );

  const copyCodes = async (codes: string[]) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(codes.join('\n'));
      notifyAdmin('Recovery codes copied', 'Paste them into your password manager now.');
    } catch {
      notifyAdmin('Copy failed', 'Unable to copy the codes. Use Download, or select them and copy.', 'error');
    }
  };

  let body;
  if (recoveryCodes) {
    const file = recoveryCodesFile(recoveryCodes, { username: user?.username ?? 'admin', site: window.location.host, at: new Date() });
    body = (
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title="Save your recovery codes">
          Each one signs you in once if you lose your phone. Keep them somewhere safe (a password manager): they are shown only this once.
        </Alert>
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          maw={420}
          spacing="xs"
          component="ul"
          aria-label="Recovery codes"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {recoveryCodes.map((c) => (
            <Box component="li" key={c}>
              <Code fz="md">{c}</Code>
            </Box>
          ))}
        </SimpleGrid>
        <Group>
          <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copyCodes(recoveryCodes)}>
            Copy
          </Button>
          {/* A data: link, so the file is written in the browser: the codes never travel again. */}
          <Button
            component="a"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
            download={recoveryCodesFileName(user?.username ?? 'admin')}
          >
            Download
          </Button>
        </Group>
        <Group>
          <Button onClick={() => setRecoveryCodes(null)}>I Have Saved These Codes</Button>
        </Group>
      </Stack>
    );
  } else if (user?.mfaEnabled) {
    body = (
      <form onSubmit={(e) => submitCode(e, disable)} noValidate aria-label="Turn off two-factor sign-in">
        <Stack gap="md">
          <Group gap="xs" c="teal.8">
            <IconShieldCheck size={20} aria-hidden />
            <Text fw={600}>Two-factor sign-in is on.</Text>
          </Group>
          <Text size="sm" c="dimmed">
            Signing in asks for a code from your authenticator app after your password. To turn it off (or move to a new phone: turn it off, then set it up
            again), enter a code from the app or one of your recovery codes.
          </Text>
          {codeField('A code from your app, or a recovery code.')}
          <Group>
            <Button type="submit" color="red" variant="light" loading={disable.isPending}>
              Turn Off Two-Factor
            </Button>
          </Group>
        </Stack>
      </form>
    );
  } else if (setup) {
    body = (
      <form onSubmit={(e) => submitCode(e, enable)} noValidate aria-label="Confirm two-factor sign-in">
        <Stack gap="md">
          <List type="ordered" size="sm" spacing="xs">
            <List.Item>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</List.Item>
            <List.Item>Scan the QR code, or add an account by hand with the secret key below.</List.Item>
            <List.Item>Enter the code the app shows to confirm.</List.Item>
          </List>
          <Group align="flex-start" gap="xl">
            <Image src={setup.qrCode} alt="QR code for your authenticator app" w={200} h={200} fit="contain" bg="white" radius="sm" />
            <Stack gap="md" style={{ flex: 1, minWidth: 240 }}>
              <TextInput
                label="Secret key"
                description="For typing into the app instead of scanning (time-based, 6 digits, 30 seconds)."
                value={setup.secret}
                readOnly
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                onFocus={(e) => e.currentTarget.select()}
              />
              {codeField(CODE_HELP)}
              <Group>
                <Button type="submit" loading={enable.isPending} leftSection={<IconShieldLock size={16} aria-hidden />}>
                  Turn On Two-Factor
                </Button>
                <Button variant="default" onClick={() => setSetup(null)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </Group>
        </Stack>
      </form>
    );
  } else {
    body = (
      <Stack gap="md" align="flex-start">
        <Text size="sm">
          Two-factor sign-in is off. With it on, signing in needs your password and a code from an authenticator app on your phone, so a stolen password alone
          is not enough.
        </Text>
        <Button onClick={() => start.mutate()} loading={start.isPending} leftSection={<IconShieldLock size={16} aria-hidden />}>
          Set Up Two-Factor
        </Button>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="two-factor-heading" id="two-factor">
      <Title order={2} fz="lg" c="navy.9" id="two-factor-heading">
        Two-Factor Sign-In
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        A code from an authenticator app after your password.
      </Text>
      {user?.mfaRequired && !user.mfaEnabled ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} mb="lg" role="status" title="Required by your team">
          Your team requires two-factor sign-in. Set it up to continue to the rest of the admin area.
        </Alert>
      ) : null}
      {body}
    </Paper>
  );
}

import { Alert, Anchor, Box, Button, Center, Paper, Stack, Text, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { IconAlertCircle, IconArrowLeft, IconClockExclamation, IconEye, IconEyeOff, IconLock, IconShieldLock } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { Link, useRouter } from '@tanstack/react-router';
import { Logo } from '../../Logo/Logo';
import { useAdminAuth, type LoginFailure } from '../../../lib/admin-auth';
import { notifyAdmin } from '../../../lib/notify';
import { adminReturnTarget, forgetAdminReturn } from './return-to';
import '../../../styles/mantine-admin.css';

/** What /admin/login says when the server ended the session (issue 9). */
export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';

/** What the sign-in says once the password was right and two-factor needs a code too. */
export const CODE_NEEDED_NOTICE = 'Enter the code from your authenticator app, or one of your recovery codes.';

/**
 * /admin/login, titled 'Admin Access'. `redirectTo` is the admin page to return to after signing
 * in; `sessionEnded` adds the notice that the server ended the session.
 */
export function AdminLoginPage({ redirectTo, sessionEnded = false }: { redirectTo?: string; sessionEnded?: boolean }) {
  const { user, loading, login } = useAdminAuth();
  const router = useRouter();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [justLoggedIn, setJustLoggedIn] = useState(false);
  // Two-factor: shown once the server answered MFA_REQUIRED to the right password.
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const [target] = useState(() => adminReturnTarget(redirectTo));

  // The notice replaces the failure toasts of the refused calls that led here.
  useEffect(() => {
    if (sessionEnded) notifications.clean();
  }, [sessionEnded]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const name = username.trim();
    if (!name || !password.trim()) {
      notifyAdmin('Missing credentials', 'Please enter both username and password', 'error');
      return;
    }
    if (codeStep && !code.trim()) {
      notifyAdmin('Missing code', 'Please enter the authentication code', 'error');
      return;
    }
    setSubmitting(true);
    let failure: LoginFailure | null = null;
    const ok = await login(name, password, (f) => (failure = f), codeStep ? code.trim() : undefined);
    setSubmitting(false);
    if (ok) {
      setJustLoggedIn(true);
      notifyAdmin('Login successful', `Welcome back, ${name}!`);
      forgetAdminReturn();
      router.history.replace(target);
      return;
    }
    const reason = failure as LoginFailure | null;
    if (reason?.kind === 'network') {
      notifyAdmin('Connection error', 'Unable to connect to server. Please try again.', 'error');
      return;
    }
    if (reason?.kind === 'rejected' && reason.code === 'MFA_REQUIRED') {
      // The password was right: the code is asked for (a wrong one says so), the password is kept.
      setError(codeStep ? reason.message || 'Invalid authentication code' : null);
      setCodeStep(true);
      setCode('');
      return;
    }
    // 401 reads 'Invalid username or password'; other refusals (such as throttling) say why.
    setError(reason && reason.status !== 401 && reason.message ? reason.message : 'Invalid username or password');
    setPassword('');
    setCodeStep(false);
    setCode('');
  };

  // Already signed in (for example a second tab): straight to the dashboard or the asked page.
  const alreadySignedIn = !loading && !!user && !justLoggedIn;
  useEffect(() => {
    if (!alreadySignedIn) return;
    forgetAdminReturn();
    router.history.replace(target);
  }, [alreadySignedIn, router, target]);
  if (alreadySignedIn) return null;

  return (
    <Box
      mih="100vh"
      py={48}
      px="md"
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-navy-9) 0%, #13335f 55%, var(--mantine-color-brand-8) 100%)' }}
    >
      <Center mih="calc(100vh - 96px)">
        <Stack w="100%" maw={420} gap="lg">
          <Center>
            <Logo inverted size={40} />
          </Center>
          <Paper component="main" radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl" withBorder>
            <Stack gap={6} mb="lg" align="center" ta="center">
              <Box w={48} h={48} bg="brand.0" c="brand.7" style={{ borderRadius: 999, display: 'grid', placeItems: 'center' }} aria-hidden>
                <IconLock size={24} />
              </Box>
              <Title order={1} fz={26} c="navy.9">
                Admin Access
              </Title>
              <Text c="dimmed" size="sm">
                Sign in to manage jobs, applications and site content.
              </Text>
            </Stack>
            <form onSubmit={onSubmit} noValidate aria-label="Admin sign in">
              <Stack gap="md">
                {error ? (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Sign in failed">
                    {error}
                  </Alert>
                ) : codeStep ? (
                  <Alert color="blue" variant="light" icon={<IconShieldLock size={18} />} role="status" title="Two-factor sign-in">
                    {CODE_NEEDED_NOTICE}
                  </Alert>
                ) : sessionEnded ? (
                  <Alert color="yellow" variant="light" icon={<IconClockExclamation size={18} />} role="status">
                    {SESSION_ENDED_NOTICE}
                  </Alert>
                ) : null}
                <TextInput
                  label="Username"
                  name="username"
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.currentTarget.value)}
                  withAsterisk
                  autoFocus
                  size="md"
                />
                <TextInput
                  label="Password"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  withAsterisk
                  size="md"
                  rightSectionWidth={44}
                  rightSection={
                    <UnstyledButton
                      type="button"
                      onClick={() => setShowPassword((v) => !v)}
                      aria-pressed={showPassword}
                      c="gray.7"
                      style={{ display: 'grid', placeItems: 'center', width: 34, height: 34, borderRadius: 6 }}
                    >
                      {showPassword ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
                      {/* Named by its text (not aria-label) so it never matches the field's label. */}
                      <VisuallyHidden>{showPassword ? 'Hide password' : 'Show password'}</VisuallyHidden>
                    </UnstyledButton>
                  }
                />
                {codeStep ? (
                  <TextInput
                    label="Authentication code"
                    description="6 digits from your app, or a recovery code (XXXXX-XXXXX)."
                    name="code"
                    autoComplete="one-time-code"
                    value={code}
                    onChange={(e) => setCode(e.currentTarget.value)}
                    withAsterisk
                    autoFocus
                    size="md"
                  />
                ) : null}
                <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
                  Sign In
                </Button>
              </Stack>
            </form>
            <Center mt="md">
              <Anchor component={Link} to="/admin/forgot-password" size="sm">
                Forgot password?
              </Anchor>
            </Center>
          </Paper>
          <Center>
            <Anchor component={Link} to="/" c="gray.3" size="sm">
              <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
              Back to Site
            </Anchor>
          </Center>
        </Stack>
      </Center>
    </Box>
  );
}

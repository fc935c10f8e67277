import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../../Logo/Logo';
import '../../../styles/mantine-admin.css';

/**
 * The frame of the admin area's pages without a session (accepting an invitation, 'Forgot
 * password?', setting a new password): the sign-in page's backdrop and card, and a way back to it.
 */
export function AccountCard({ title, intro, icon, children }: { title: string; intro: ReactNode; icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      mih="100vh"
      py={48}
      px="md"
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-navy-9) 0%, #13335f 55%, var(--mantine-color-brand-8) 100%)' }}
    >
      <Center mih="calc(100vh - 96px)">
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Logo inverted size={40} />
          </Center>
          <Paper component="main" radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl" withBorder>
            <Stack gap={6} mb="lg" align="center" ta="center">
              <Box w={48} h={48} bg="brand.0" c="brand.7" style={{ borderRadius: 999, display: 'grid', placeItems: 'center' }} aria-hidden>
                {icon}
              </Box>
              <Title order={1} fz={26} c="navy.9">
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {intro}
              </Text>
            </Stack>
            {children}
          </Paper>
          <Center>
            <Anchor component={Link} to="/admin/login" c="gray.3" size="sm">
              <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
              Back to sign in
            </Anchor>
          </Center>
        </Stack>
      </Center>
    </Box>
  );
}

export interface JsonAnswer {
  status: number;
  /** The answer's message, or one for a failed connection. */
  message: string;
  /** The field each validation issue names (its first path segment), with its message. */
  fieldErrors: Record<string, string>;
}

/** POSTs JSON to a REST path of the API (same origin) and reads the answer's message and field errors. */
export async function postJson(url: string, body: object): Promise<JsonAnswer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as { message?: string; issues?: { path?: unknown[]; message?: string }[] };
    const fieldErrors: Record<string, string> = {};
    for (const issue of data.issues ?? []) {
      const field = issue.path?.[0];
      if (typeof field === 'string' && issue.message && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return { status: res.status, message: data.message ?? 'Something went wrong. Please try again.', fieldErrors };
  } catch {
    return { status: 0, message: 'Unable to connect to server. Please try again.', fieldErrors: {} };
  }
}

/** What the new-password fields say of the policy (the server checks the breached list). */
export const PASSWORD_POLICY_HINT = 'At least 12 characters. Common passwords found in data breaches are refused.';

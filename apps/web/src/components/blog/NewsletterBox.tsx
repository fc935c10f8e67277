import { Alert, Box, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '../../lib/notify';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import classes from './blog.module.css';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { ConsentNote } from '../forms/ConsentNote';

const CLAIMS = [
  { value: '25K+', label: 'Subscribers' },
  { value: '95%', label: 'Open Rate' },
  { value: 'Weekly', label: 'Delivery' },
];

/** The blog's newsletter sign-up: subscribing, and subscribing again, both end in a polite confirmation. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const trap = useSpamTrap();
  const mutation = useMutation(
    withSpamTrap(
      trpc.newsletter.subscribe.mutationOptions({
        onSuccess: (result) => {
          setConfirmation(result.message);
          setEmail('');
        },
        onError: (error) => notify('Subscription failed', error.message || 'Please check your email address and try again.', { tone: 'error' }),
      }),
      trap,
    ),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirmation(null);
    mutation.mutate({ email: email.trim(), source: 'blog', consent: true });
  };

  return (
    <Box component="section" aria-labelledby="newsletter-heading" className={classes.newsletter} p={{ base: 'lg', md: 48 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
        <Stack gap="sm">
          <Group gap="xs" c="amber.4">
            <IconMail size={20} aria-hidden />
            <Text tt="uppercase" fw={700} fz="sm" style={{ letterSpacing: 1 }}>
              Newsletter
            </Text>
          </Group>
          <Title order={2} id="newsletter-heading" fz={{ base: 26, md: 32 }} lh={1.2}>
            Stay Ahead of the Workforce Curve
          </Title>
          <Text c="gray.2">
            Hiring tips, warehousing and freight insights and career advice from our team, delivered to your inbox every week. No spam, unsubscribe at any time.
          </Text>
          <SimpleGrid cols={3} mt="sm" spacing="sm">
            {CLAIMS.map((claim) => (
              <div key={claim.label}>
                <Text fw={800} fz={{ base: 22, md: 26 }} c="white" className={classes.statNumber}>
                  {claim.value}
                </Text>
                <Text fz="sm" c="gray.3">
                  {claim.label}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack justify="center" gap="md">
          <form onSubmit={submit} aria-label="Newsletter sign-up">
            <NeedsJavaScript what="subscribe" />
            <ScriptedFieldset>
              {trap.honeypot}
              <Stack gap="sm">
                <TextInput
                  label="Email address"
                  type="email"
                  required
                  autoComplete="email"
                  placeholder="you@company.ca"
                  size="md"
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  styles={{ label: { color: 'white', marginBottom: 6 } }}
                />
                <Button type="submit" size="md" color="amber.6" c="navy.9" loading={mutation.isPending} disabled={mutation.isPending}>
                  Subscribe
                </Button>
                <ConsentNote purpose="newsletter" c="gray.2" linkColor="white" />
              </Stack>
            </ScriptedFieldset>
          </form>
          {confirmation ? (
            <Alert
              color="teal"
              variant="white"
              icon={<IconCircleCheck size={20} aria-hidden />}
              role="status"
              title="You're on the list"
              data-testid="newsletter-confirmation"
            >
              {confirmation}
            </Alert>
          ) : null}
        </Stack>
      </SimpleGrid>
    </Box>
  );
}

import { Alert, Box, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '../../lib/notify';
import { localizedError, type ErrorTexts } from '../../lib/form-errors';
import { CONTACT_FORM_ERRORS as NEWSLETTER_ERRORS } from '../contact/form-texts';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import classes from './blog.module.css';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { ConsentNote } from '../forms/ConsentNote';

const CLAIMS = [
  { value: () => '25K+', label: m.newsletter_claim_subscribers },
  { value: () => '95%', label: m.newsletter_claim_open_rate },
  { value: m.newsletter_claim_weekly, label: m.newsletter_claim_delivery },
];

/** The server's answer (the spec's English) in the page's language. */
const ANSWERS: ErrorTexts = { 'Thanks for subscribing! Look out for our weekly insights.': m.newsletter_thanks };

/** The blog's newsletter sign-up: subscribing, and subscribing again, both end in a polite confirmation. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const trap = useSpamTrap();
  const mutation = useMutation(
    withSpamTrap(
      trpc.newsletter.subscribe.mutationOptions({
        onSuccess: (result) => {
          setConfirmation(localizedError(result.message, ANSWERS));
          setEmail('');
        },
        onError: (error) =>
          notify(m.newsletter_failed_title(), localizedError(error.message, NEWSLETTER_ERRORS) || m.newsletter_failed_text(), { tone: 'error' }),
      }),
      trap,
    ),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirmation(null);
    mutation.mutate({ email: email.trim(), source: 'blog', consent: true, locale: currentLocale() });
  };

  return (
    <Box component="section" aria-labelledby="newsletter-heading" className={classes.newsletter} p={{ base: 'lg', md: 48 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
        <Stack gap="sm">
          <Group gap="xs" c="amber.4">
            <IconMail size={20} aria-hidden />
            <Text tt="uppercase" fw={700} fz="sm" style={{ letterSpacing: 1 }}>
              {m.newsletter_eyebrow()}
            </Text>
          </Group>
          <Title order={2} id="newsletter-heading" fz={{ base: 26, md: 32 }} lh={1.2}>
            {m.newsletter_title()}
          </Title>
          <Text c="gray.2">{m.newsletter_text()}</Text>
          <SimpleGrid cols={3} mt="sm" spacing="sm">
            {CLAIMS.map((claim) => (
              <div key={claim.label()}>
                <Text fw={800} fz={{ base: 22, md: 26 }} c="white" className={classes.statNumber}>
                  {claim.value()}
                </Text>
                <Text fz="sm" c="gray.3">
                  {claim.label()}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack justify="center" gap="md">
          <form onSubmit={submit} aria-label={m.newsletter_form_label()}>
            <NeedsJavaScript what={m.needs_js_subscribe()} />
            <ScriptedFieldset>
              {trap.honeypot}
              <Stack gap="sm">
                <TextInput
                  label={m.newsletter_email_label()}
                  type="email"
                  required
                  autoComplete="email"
                  placeholder={m.newsletter_email_placeholder()}
                  size="md"
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  styles={{ label: { color: 'white', marginBottom: 6 } }}
                />
                <Button type="submit" size="md" color="amber.6" c="navy.9" loading={mutation.isPending} disabled={mutation.isPending}>
                  {m.newsletter_subscribe()}
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
              title={m.newsletter_on_the_list()}
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

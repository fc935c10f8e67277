import { Alert, Button, Paper, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { loadSchemas } from '../../lib/form-schemas';
import { useSpamTrap } from '../../lib/spam-trap';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };

export interface LinkRequestFormProps<T extends { email: string }> {
  /** The form's accessible name. */
  label: string;
  /** What the form does, for the note shown without JavaScript ('ask for a sign-in link'). */
  what: string;
  /** The email field's description: which address, and what is mailed to it. */
  emailDescription: string;
  submitLabel: string;
  /** The test id of the 'Check your inbox' answer. */
  sentTestId: string;
  /** The form's values checked by the shared schema (the server checks them again). */
  parse: (schemas: Schemas, email: string) => Parsed<T>;
  /** Sends the checked values, the spam trap's fields added; answers the server's message. */
  send: (values: T) => Promise<{ message: string }>;
  /** More fields, after the address (the privacy request's kind). */
  children?: ReactNode;
  /** A line under the button. */
  footer?: ReactNode;
}

/**
 * The form that asks for a link mailed to an address: the privacy requests (a confirmation link),
 * My applications and My postings (a sign-in link). One address field, the spam trap, and an
 * answer that is the same for every address ('Check your inbox' with the server's message). The
 * schemas load with the first focus, as the apply form's do.
 */
export function LinkRequestForm<T extends { email: string }>(props: LinkRequestFormProps<T>) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trap = useSpamTrap();
  const mutation = useMutation({ mutationFn: async (values: T) => props.send(await trap.stamp(values)) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loadSchemas().then(
      (schemas) => {
        const parsed = props.parse(schemas, email.trim());
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
      <Alert color="teal" variant="light" icon={<IconMailCheck size={20} aria-hidden />} title="Check your inbox" role="status" data-testid={props.sentTestId}>
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
      aria-label={props.label}
    >
      <NeedsJavaScript what={props.what} />
      <ScriptedFieldset>
        {trap.honeypot}
        <Stack gap="md">
          <TextInput
            label="Your email address"
            description={props.emailDescription}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
          />
          {props.children}
          {mutation.isError ? (
            <Alert color="red" variant="light" role="alert">
              {mutation.error.message}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" loading={mutation.isPending}>
              {props.submitLabel}
            </Button>
          </div>
          {props.footer}
        </Stack>
      </ScriptedFieldset>
    </Paper>
  );
}

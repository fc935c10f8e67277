import { Alert, Button, Paper, Stack, TextInput } from '@mantine/core';
import { CONTACT_FORM_ERRORS } from '../contact/form-texts';
import { localizedError, type ErrorTexts } from '../../lib/form-errors';
import { m } from '../../lib/i18n';
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
  /** The server's answers this form can show and their twins in the catalogue (a French page shows the twin). */
  answers?: ErrorTexts;
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
  const texts: ErrorTexts = { ...CONTACT_FORM_ERRORS, ...props.answers };
  const trap = useSpamTrap();
  const mutation = useMutation({ mutationFn: async (values: T) => props.send(await trap.stamp(values)) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loadSchemas().then(
      (schemas) => {
        const parsed = props.parse(schemas, email.trim());
        if (!parsed.success) {
          setError(localizedError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address', texts));
          return;
        }
        setError(null);
        mutation.mutate(parsed.data);
      },
      () => setError(m.link_request_failed()),
    );
  };

  if (mutation.isSuccess) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconMailCheck size={20} aria-hidden />}
        title={m.link_request_check_inbox()}
        role="status"
        data-testid={props.sentTestId}
      >
        {localizedError(mutation.data.message, texts)}
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
            label={m.link_request_email_label()}
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
              {localizedError(mutation.error.message, texts)}
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

import { Button, Grid, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconHome, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ZContactInput } from '@app/shared/schemas/inputs';
import { notify } from '../../lib/notify';
import { localizedErrors } from '../../lib/form-errors';
import { currentLocale, m } from '../../lib/i18n';
import { CONTACT_FORM_ERRORS } from './form-texts';
import { MIN_PENDING_MS, withMinimumPending } from '../../lib/pending';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { FormCard, SubmitRow, SuccessPanel } from '../forms/FormParts';

export const CONTACT_INITIAL = { name: '', email: '', phone: '', company: '', subject: '', message: '' };
export type ContactValues = typeof CONTACT_INITIAL;

const resolve = schemaResolver(ZContactInput, { sync: true });

/**
 * The contact form (sections 4, 5): validated with the shared schema so the spec's messages show
 * at each field; sending disables the button ('Sending Message...'); success swaps in the
 * confirmation with 'Send Another Message' (an empty form again) and 'Back to Home'; a failure
 * keeps what was typed and shows a destructive toast.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<ContactValues>({
    initialValues: CONTACT_INITIAL,
    validate: (values) => localizedErrors(resolve(values), CONTACT_FORM_ERRORS),
  });

  const trap = useSpamTrap();
  const mutation = useMutation(
    withMinimumPending(
      withSpamTrap(
        trpc.contact.submit.mutationOptions({
          onSuccess: () => {
            form.reset();
            setSent(true);
            requestAnimationFrame(() => headingRef.current?.focus());
          },
          onError: () => notify(m.contact_failed_title(), m.contact_failed_text(), { tone: 'error' }),
        }),
        trap,
      ),
      MIN_PENDING_MS.contact,
    ),
  );

  if (sent) {
    return (
      <SuccessPanel
        testId="contact-success"
        headingRef={headingRef}
        title={m.contact_success_title()}
        actions={
          <>
            <Button
              onClick={() => {
                form.reset();
                mutation.reset();
                setSent(false);
              }}
              leftSection={<IconSend size={18} aria-hidden />}
            >
              {m.contact_send_another()}
            </Button>
            <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} aria-hidden />}>
              {m.contact_back_home()}
            </Button>
          </>
        }
      >
        <Text c="gray.7" maw={460}>
          {m.contact_success_text()}
        </Text>
      </SuccessPanel>
    );
  }

  const submit = form.onSubmit((values) => mutation.mutate({ ...ZContactInput.parse(values), consent: true, locale: currentLocale() }));

  return (
    <FormCard title={m.contact_form_title()} titleId="contact-form-heading" intro={m.contact_form_intro()}>
      <form onSubmit={submit} noValidate>
        <NeedsJavaScript what={m.needs_js_send_message()} />
        <ScriptedFieldset>
          {trap.honeypot}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.form_full_name()} required autoComplete="name" placeholder={m.contact_name_placeholder()} {...form.getInputProps('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={m.contact_email_label()}
                type="email"
                required
                autoComplete="email"
                placeholder={m.contact_email_placeholder()}
                {...form.getInputProps('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={m.contact_phone_label()}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="(416) 555-0199"
                {...form.getInputProps('phone')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={m.form_company()}
                autoComplete="organization"
                placeholder={m.contact_company_placeholder()}
                {...form.getInputProps('company')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label={m.contact_subject_label()} required placeholder={m.contact_subject_placeholder()} {...form.getInputProps('subject')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={m.form_message()}
                required
                autosize
                minRows={5}
                maxRows={12}
                placeholder={m.contact_message_placeholder()}
                {...form.getInputProps('message')}
              />
            </Grid.Col>
            <SubmitRow
              pending={mutation.isPending}
              label={m.contact_submit()}
              pendingLabel={m.contact_submitting()}
              note={m.contact_required_note()}
              consent="contact"
            />
          </Grid>
        </ScriptedFieldset>
      </form>
    </FormCard>
  );
}

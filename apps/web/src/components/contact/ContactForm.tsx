import { Button, Grid, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconHome, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ZContactInput } from '@app/shared/schemas/inputs';
import { notify } from '../../lib/notify';
import { MIN_PENDING_MS, withMinimumPending } from '../../lib/pending';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { FormCard, SubmitRow, SuccessPanel } from '../forms/FormParts';

export const CONTACT_INITIAL = { name: '', email: '', phone: '', company: '', subject: '', message: '' };
export type ContactValues = typeof CONTACT_INITIAL;

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
    validate: schemaResolver(ZContactInput, { sync: true }),
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
          onError: () => notify('Message Failed', 'We could not send your message. Please try again or call us.', { tone: 'error' }),
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
        title="Message Sent Successfully!"
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
              Send Another Message
            </Button>
            <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} aria-hidden />}>
              Back to Home
            </Button>
          </>
        }
      >
        <Text c="gray.7" maw={460}>
          Thank you for reaching out. A member of our team will get back to you within 24 hours on business days.
        </Text>
      </SuccessPanel>
    );
  }

  const submit = form.onSubmit((values) => mutation.mutate({ ...ZContactInput.parse(values), consent: true }));

  return (
    <FormCard
      title="Send Us a Message"
      titleId="contact-form-heading"
      intro="Tell us what you need and the right person on our team will reply within 24 hours on business days."
    >
      <form onSubmit={submit} noValidate>
        <NeedsJavaScript what="send a message" />
        <ScriptedFieldset>
          {trap.honeypot}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Full Name" required autoComplete="name" placeholder="Jane Smith" {...form.getInputProps('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Email Address" type="email" required autoComplete="email" placeholder="jane@company.ca" {...form.getInputProps('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" placeholder="(416) 555-0199" {...form.getInputProps('phone')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Company" autoComplete="organization" placeholder="Your company (optional)" {...form.getInputProps('company')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label="Subject" required placeholder="How can we help?" {...form.getInputProps('subject')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Message"
                required
                autosize
                minRows={5}
                maxRows={12}
                placeholder="Tell us about your staffing, warehousing or freight needs..."
                {...form.getInputProps('message')}
              />
            </Grid.Col>
            <SubmitRow
              pending={mutation.isPending}
              label="Send Message"
              pendingLabel="Sending Message..."
              note="Fields marked * are required."
              consent="contact"
            />
          </Grid>
        </ScriptedFieldset>
      </form>
    </FormCard>
  );
}

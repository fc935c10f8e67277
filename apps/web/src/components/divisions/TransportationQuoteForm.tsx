import { Card, Grid, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ZTransportationQuoteInput } from '@app/shared/schemas/inputs';
import { notify } from '../../lib/notify';
import { MIN_PENDING_MS, withMinimumPending } from '../../lib/pending';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import { FREIGHT_TYPE_OPTIONS, TIMELINE_OPTIONS, TRANSPORT_SERVICE_OPTIONS, withPrompt } from './quote-options';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { PhoneInput, SubmitRow } from '../forms/FormParts';

export const TRANSPORTATION_QUOTE_INITIAL = {
  contactName: '',
  company: '',
  email: '',
  phone: '',
  serviceType: '',
  origin: '',
  destination: '',
  freightType: '',
  weight: '',
  timeline: '',
  specialRequirements: '',
};

export type TransportationQuoteValues = typeof TRANSPORTATION_QUOTE_INITIAL;

/**
 * The transportation quote request (sections 3, 5, 8): validated with the shared schema so the
 * spec's messages show at each field, submitted to quote.transportation, reset after success.
 */
export function TransportationQuoteForm() {
  const form = useForm<TransportationQuoteValues>({
    initialValues: TRANSPORTATION_QUOTE_INITIAL,
    validate: schemaResolver(ZTransportationQuoteInput, { sync: true }),
  });

  const trap = useSpamTrap();
  const mutation = useMutation(
    withMinimumPending(
      withSpamTrap(
        trpc.quote.transportation.mutationOptions({
          onSuccess: () => {
            notify('Quote Request Submitted', "We'll contact you within 24 hours with a customized transportation solution.");
            form.reset();
          },
          onError: () => notify('Submission Failed', 'Please try again or contact us directly.', { tone: 'error' }),
        }),
        trap,
      ),
      MIN_PENDING_MS.transportation,
    ),
  );

  const submit = form.onSubmit((values) => mutation.mutate({ ...ZTransportationQuoteInput.parse(values), consent: true }));

  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <form onSubmit={submit} noValidate aria-label="Transportation quote request">
        <NeedsJavaScript what="request a quote" />
        <ScriptedFieldset>
          {trap.honeypot}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Contact Name" withAsterisk autoComplete="name" {...form.getInputProps('contactName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Company" withAsterisk autoComplete="organization" {...form.getInputProps('company')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PhoneInput
                label="Phone"
                withAsterisk
                placeholder="(416) 555-0199"
                {...form.getInputProps('phone')}
                onValueChange={(phone) => form.setFieldValue('phone', phone)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label="Service Type"
                withAsterisk
                data={withPrompt('Select a service', TRANSPORT_SERVICE_OPTIONS)}
                {...form.getInputProps('serviceType')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label="Freight Type"
                withAsterisk
                data={withPrompt('Select freight type', FREIGHT_TYPE_OPTIONS)}
                {...form.getInputProps('freightType')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Origin" withAsterisk placeholder="City, province" {...form.getInputProps('origin')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Destination" withAsterisk placeholder="City, province" {...form.getInputProps('destination')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Estimated Weight" placeholder="e.g. 12,000 lbs or 8 pallets" {...form.getInputProps('weight')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect label="Timeline" withAsterisk data={withPrompt('Select timeline', TIMELINE_OPTIONS)} {...form.getInputProps('timeline')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Special Requirements"
                description="Optional: dock hours, liftgate, temperature range, permits, etc."
                autosize
                minRows={3}
                maxRows={8}
                {...form.getInputProps('specialRequirements')}
              />
            </Grid.Col>
            <SubmitRow
              pending={mutation.isPending}
              label="Submit Quote Request"
              pendingLabel="Submitting..."
              note="Fields marked * are required. We'll contact you within 24 hours on business days."
              consent="transportationQuote"
            />
          </Grid>
        </ScriptedFieldset>
      </form>
    </Card>
  );
}

import { Card, Grid, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ZTransportationQuoteInput } from '@app/shared/schemas/inputs';
import { notify } from '../../lib/notify';
import { localizedErrors } from '../../lib/form-errors';
import { currentLocale, m } from '../../lib/i18n';
import { CONTACT_FORM_ERRORS } from '../contact/form-texts';
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

const resolve = schemaResolver(ZTransportationQuoteInput, { sync: true });

/**
 * The transportation quote request (sections 3, 5, 8): validated with the shared schema so the
 * spec's messages show at each field, submitted to quote.transportation, reset after success.
 */
export function TransportationQuoteForm() {
  const form = useForm<TransportationQuoteValues>({
    initialValues: TRANSPORTATION_QUOTE_INITIAL,
    validate: (values) => localizedErrors(resolve(values), CONTACT_FORM_ERRORS),
  });

  const trap = useSpamTrap();
  const mutation = useMutation(
    withMinimumPending(
      withSpamTrap(
        trpc.quote.transportation.mutationOptions({
          onSuccess: () => {
            notify(m.transport_quote_success_title(), m.transport_quote_success_text());
            form.reset();
          },
          onError: () => notify(m.form_submission_failed_title(), m.form_submission_failed_text(), { tone: 'error' }),
        }),
        trap,
      ),
      MIN_PENDING_MS.transportation,
    ),
  );

  const submit = form.onSubmit((values) => mutation.mutate({ ...ZTransportationQuoteInput.parse(values), consent: true, locale: currentLocale() }));

  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <form onSubmit={submit} noValidate aria-label={m.transport_quote_form_label()}>
        <NeedsJavaScript what={m.needs_js_request_quote()} />
        <ScriptedFieldset>
          {trap.honeypot}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.form_contact_name()} withAsterisk autoComplete="name" {...form.getInputProps('contactName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.form_company()} withAsterisk autoComplete="organization" {...form.getInputProps('company')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.form_email()} type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PhoneInput
                label={m.form_phone()}
                withAsterisk
                placeholder="(416) 555-0199"
                {...form.getInputProps('phone')}
                onValueChange={(phone) => form.setFieldValue('phone', phone)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label={m.form_service_type()}
                withAsterisk
                data={withPrompt(m.form_select_service(), TRANSPORT_SERVICE_OPTIONS())}
                {...form.getInputProps('serviceType')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label={m.transport_quote_freight_type()}
                withAsterisk
                data={withPrompt(m.transport_quote_select_freight(), FREIGHT_TYPE_OPTIONS())}
                {...form.getInputProps('freightType')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.transport_quote_origin()} withAsterisk placeholder={m.transport_quote_city_placeholder()} {...form.getInputProps('origin')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={m.transport_quote_destination()}
                withAsterisk
                placeholder={m.transport_quote_city_placeholder()}
                {...form.getInputProps('destination')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.transport_quote_weight()} placeholder={m.transport_quote_weight_placeholder()} {...form.getInputProps('weight')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label={m.transport_quote_timeline()}
                withAsterisk
                data={withPrompt(m.transport_quote_select_timeline(), TIMELINE_OPTIONS())}
                {...form.getInputProps('timeline')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={m.transport_quote_special()}
                description={m.transport_quote_special_description()}
                autosize
                minRows={3}
                maxRows={8}
                {...form.getInputProps('specialRequirements')}
              />
            </Grid.Col>
            <SubmitRow
              pending={mutation.isPending}
              label={m.transport_quote_submit()}
              pendingLabel={m.form_submitting()}
              note={m.transport_quote_note()}
              consent="transportationQuote"
            />
          </Grid>
        </ScriptedFieldset>
      </form>
    </Card>
  );
}

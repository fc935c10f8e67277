import { Card, Grid, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ZWarehouseQuoteInput } from '@app/shared/schemas/inputs';
import { notify } from '../../lib/notify';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import { WAREHOUSE_SERVICE_OPTIONS, withPrompt } from './quote-options';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { PhoneInput, SubmitRow } from '../forms/FormParts';

export const WAREHOUSE_QUOTE_INITIAL = {
  name: '',
  company: '',
  email: '',
  phone: '',
  serviceType: '',
  storageNeeds: '',
  message: '',
};

export const WAREHOUSE_THANK_YOU = "Thank you for your inquiry! We'll contact you within 24 hours.";

/**
 * The warehouse quote form (sections 3, 5, 8): the browser requires name, company, email and
 * service type; the shared schema and the server check the rest. Success is confirmed with a
 * browser alert and the form resets; a failure keeps the input and shows a toast.
 */
export function WarehouseQuoteForm() {
  const form = useForm({
    initialValues: WAREHOUSE_QUOTE_INITIAL,
    validate: schemaResolver(ZWarehouseQuoteInput, { sync: true }),
  });

  const trap = useSpamTrap();
  const mutation = useMutation(
    withSpamTrap(
      trpc.quote.warehouse.mutationOptions({
        onSuccess: () => {
          window.alert(WAREHOUSE_THANK_YOU);
          form.reset();
        },
        onError: () => notify('Submission Failed', 'Please try again or contact us directly.', { tone: 'error' }),
      }),
      trap,
    ),
  );

  const submit = form.onSubmit((values) => mutation.mutate({ ...ZWarehouseQuoteInput.parse(values), consent: true }));

  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <form onSubmit={submit} aria-label="Warehouse quote request">
        <NeedsJavaScript what="request a quote" />
        <ScriptedFieldset>
          {trap.honeypot}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Company" required autoComplete="organization" {...form.getInputProps('company')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PhoneInput
                label="Phone"
                placeholder="(416) 555-0199"
                {...form.getInputProps('phone')}
                onValueChange={(phone) => form.setFieldValue('phone', phone)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label="Service Type"
                required
                data={withPrompt('Select a service', WAREHOUSE_SERVICE_OPTIONS)}
                {...form.getInputProps('serviceType')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Storage Needs (square feet)" placeholder="e.g. 5,000" inputMode="numeric" {...form.getInputProps('storageNeeds')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Message"
                placeholder="Tell us about your products, volumes, order profile and timing."
                autosize
                minRows={4}
                maxRows={10}
                {...form.getInputProps('message')}
              />
            </Grid.Col>
            <SubmitRow
              pending={mutation.isPending}
              label="Request Warehouse Quote"
              pendingLabel="Submitting..."
              note="Fields marked * are required. We'll contact you within 24 hours."
              consent="warehouseQuote"
            />
          </Grid>
        </ScriptedFieldset>
      </form>
    </Card>
  );
}

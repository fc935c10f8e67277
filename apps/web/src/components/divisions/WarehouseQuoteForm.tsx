import { Card, Grid, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ZWarehouseQuoteInput } from '@app/shared/schemas/inputs';
import { notify } from '../../lib/notify';
import { localizedErrors } from '../../lib/form-errors';
import { currentLocale, m } from '../../lib/i18n';
import { CONTACT_FORM_ERRORS } from '../contact/form-texts';
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

/** The browser alert after a sent request, in the page's language. */
export const WAREHOUSE_THANK_YOU = () => m.warehouse_quote_thank_you();

const resolve = schemaResolver(ZWarehouseQuoteInput, { sync: true });

/**
 * The warehouse quote form (sections 3, 5, 8): the browser requires name, company, email and
 * service type; the shared schema and the server check the rest. Success is confirmed with a
 * browser alert and the form resets; a failure keeps the input and shows a toast.
 */
export function WarehouseQuoteForm() {
  const form = useForm({
    initialValues: WAREHOUSE_QUOTE_INITIAL,
    validate: (values) => localizedErrors(resolve(values), CONTACT_FORM_ERRORS),
  });

  const trap = useSpamTrap();
  const mutation = useMutation(
    withSpamTrap(
      trpc.quote.warehouse.mutationOptions({
        onSuccess: () => {
          window.alert(WAREHOUSE_THANK_YOU());
          form.reset();
        },
        onError: () => notify(m.form_submission_failed_title(), m.form_submission_failed_text(), { tone: 'error' }),
      }),
      trap,
    ),
  );

  const submit = form.onSubmit((values) => mutation.mutate({ ...ZWarehouseQuoteInput.parse(values), consent: true, locale: currentLocale() }));

  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <form onSubmit={submit} aria-label={m.warehouse_quote_form_label()}>
        <NeedsJavaScript what={m.needs_js_request_quote()} />
        <ScriptedFieldset>
          {trap.honeypot}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.form_full_name()} required autoComplete="name" {...form.getInputProps('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.form_company()} required autoComplete="organization" {...form.getInputProps('company')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.form_email()} type="email" required autoComplete="email" {...form.getInputProps('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PhoneInput
                label={m.form_phone()}
                placeholder="(416) 555-0199"
                {...form.getInputProps('phone')}
                onValueChange={(phone) => form.setFieldValue('phone', phone)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label={m.form_service_type()}
                required
                data={withPrompt(m.form_select_service(), WAREHOUSE_SERVICE_OPTIONS())}
                {...form.getInputProps('serviceType')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={m.warehouse_quote_storage()}
                placeholder={m.warehouse_quote_storage_placeholder()}
                inputMode="numeric"
                {...form.getInputProps('storageNeeds')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={m.form_message()}
                placeholder={m.warehouse_quote_message_placeholder()}
                autosize
                minRows={4}
                maxRows={10}
                {...form.getInputProps('message')}
              />
            </Grid.Col>
            <SubmitRow
              pending={mutation.isPending}
              label={m.warehouse_quote_submit()}
              pendingLabel={m.form_submitting()}
              note={m.warehouse_quote_note()}
              consent="warehouseQuote"
            />
          </Grid>
        </ScriptedFieldset>
      </form>
    </Card>
  );
}

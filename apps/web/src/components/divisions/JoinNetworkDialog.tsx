import { Button, Divider, Grid, Modal, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZCarrierJoinInput } from '@app/shared/schemas/inputs';
import { useCompany } from '../../lib/company';
import { notify } from '../../lib/notify';
import { localizedErrors } from '../../lib/form-errors';
import { currentLocale, m } from '../../lib/i18n';
import { CONTACT_FORM_ERRORS } from '../contact/form-texts';
import { MIN_PENDING_MS, withMinimumPending } from '../../lib/pending';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import { ConsentNote } from '../forms/ConsentNote';
import { PhoneInput } from '../forms/FormParts';

export const CARRIER_JOIN_INITIAL = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  fleetSize: '',
  equipmentTypes: '',
  serviceAreas: '',
  message: '',
};

const resolve = schemaResolver(ZCarrierJoinInput, { sync: true });

/**
 * "Join Our Network" (sections 2, 4, 8): call or email the carrier team, or "Request Information"
 * (carrier.join), which stores the request with whatever details the carrier gave (all optional,
 * as the spec's dialog asks for none; given ones are validated). Success shows a toast and
 * closes the dialog; a failure keeps the input.
 */
export function JoinNetworkDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const company = useCompany();
  const form = useForm({
    initialValues: CARRIER_JOIN_INITIAL,
    validate: (values) => localizedErrors(resolve(values), CONTACT_FORM_ERRORS),
  });

  const trap = useSpamTrap({ enabled: opened });
  const mutation = useMutation(
    withMinimumPending(
      withSpamTrap(
        trpc.carrier.join.mutationOptions({
          onSuccess: () => {
            notify(m.carrier_join_success_title(), m.carrier_join_success_text());
            form.reset();
            onClose();
          },
          onError: () => notify(m.form_submission_failed_title(), m.form_submission_failed_text(), { tone: 'error' }),
        }),
        trap,
      ),
      MIN_PENDING_MS.joinNetwork,
    ),
  );

  const submit = form.onSubmit((values) => mutation.mutate({ ...ZCarrierJoinInput.parse(values), consent: true, locale: currentLocale() }));

  return (
    <Modal opened={opened} onClose={onClose} title={m.carrier_join_title()} size="lg" radius="lg" centered zIndex={400}>
      <Text c="gray.7" fz="sm">
        {m.carrier_join_intro()}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="md">
        <Button component="a" href={company.phoneHref} variant="light" leftSection={<IconPhone size={18} aria-hidden />}>
          {m.division_call({ phone: company.phone })}
        </Button>
        <Button
          component="a"
          href={`mailto:${company.email}?subject=${encodeURIComponent(m.carrier_join_email_subject())}`}
          variant="light"
          leftSection={<IconMail size={18} aria-hidden />}
        >
          {m.carrier_join_email_team()}
        </Button>
      </SimpleGrid>
      <Divider my="lg" label={m.carrier_join_divider()} labelPosition="center" />
      <Text c="gray.7" fz="sm" mb="sm">
        {m.carrier_join_optional()}
      </Text>
      <form onSubmit={submit} noValidate aria-label={m.carrier_join_form_label()}>
        {trap.honeypot}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={m.carrier_join_company_name()} autoComplete="organization" data-autofocus {...form.getInputProps('companyName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={m.form_contact_name()} autoComplete="name" {...form.getInputProps('contactName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={m.form_email()} type="email" autoComplete="email" {...form.getInputProps('email')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PhoneInput label={m.form_phone()} {...form.getInputProps('phone')} onValueChange={(phone) => form.setFieldValue('phone', phone)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={m.carrier_join_fleet_size()} placeholder={m.carrier_join_fleet_size_placeholder()} {...form.getInputProps('fleetSize')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={m.carrier_join_equipment()} placeholder={m.carrier_join_equipment_placeholder()} {...form.getInputProps('equipmentTypes')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label={m.carrier_join_service_areas()}
              placeholder={m.carrier_join_service_areas_placeholder()}
              {...form.getInputProps('serviceAreas')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label={m.form_message()} autosize minRows={2} maxRows={6} {...form.getInputProps('message')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Button type="submit" fullWidth size="md" disabled={mutation.isPending}>
              {mutation.isPending ? m.form_submitting() : m.carrier_join_submit()}
            </Button>
            <ConsentNote purpose="carrier" mt="xs" ta="center" />
          </Grid.Col>
        </Grid>
      </form>
    </Modal>
  );
}

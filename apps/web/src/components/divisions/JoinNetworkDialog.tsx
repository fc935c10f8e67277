import { Button, Divider, Grid, Modal, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZCarrierJoinInput } from '@app/shared/schemas/inputs';
import { useCompany } from '../../lib/company';
import { notify } from '../../lib/notify';
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
    validate: schemaResolver(ZCarrierJoinInput, { sync: true }),
  });

  const trap = useSpamTrap({ enabled: opened });
  const mutation = useMutation(
    withMinimumPending(
      withSpamTrap(
        trpc.carrier.join.mutationOptions({
          onSuccess: () => {
            notify('Application Submitted', "Thank you for your interest! We'll review your application and contact you soon.");
            form.reset();
            onClose();
          },
          onError: () => notify('Submission Failed', 'Please try again or contact us directly.', { tone: 'error' }),
        }),
        trap,
      ),
      MIN_PENDING_MS.joinNetwork,
    ),
  );

  const submit = form.onSubmit((values) => mutation.mutate({ ...ZCarrierJoinInput.parse(values), consent: true }));

  return (
    <Modal opened={opened} onClose={onClose} title="Join Our Carrier Network" size="lg" radius="lg" centered zIndex={400}>
      <Text c="gray.7" fz="sm">
        Owner-operators and fleets across Canada haul consistent, fairly priced freight with us: quick pay, steady lanes and a dispatch team that answers the
        phone. Talk to our carrier team now or send your details and we'll reach out.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="md">
        <Button component="a" href={company.phoneHref} variant="light" leftSection={<IconPhone size={18} aria-hidden />}>
          Call {company.phone}
        </Button>
        <Button
          component="a"
          href={`mailto:${company.email}?subject=${encodeURIComponent('Carrier network application')}`}
          variant="light"
          leftSection={<IconMail size={18} aria-hidden />}
        >
          Email Our Carrier Team
        </Button>
      </SimpleGrid>
      <Divider my="lg" label="or ask us to reach out" labelPosition="center" />
      <Text c="gray.7" fz="sm" mb="sm">
        Every field is optional, but leave an email or phone number so our carrier team can send you the onboarding information.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Carrier network application">
        {trap.honeypot}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Company Name" autoComplete="organization" data-autofocus {...form.getInputProps('companyName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Contact Name" autoComplete="name" {...form.getInputProps('contactName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PhoneInput label="Phone" {...form.getInputProps('phone')} onValueChange={(phone) => form.setFieldValue('phone', phone)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Fleet Size" placeholder="e.g. 12 power units" {...form.getInputProps('fleetSize')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Equipment Types" placeholder="Dry van, reefer, flatbed..." {...form.getInputProps('equipmentTypes')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label="Service Areas" placeholder="Provinces, states or lanes you run" {...form.getInputProps('serviceAreas')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label="Message" autosize minRows={2} maxRows={6} {...form.getInputProps('message')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Button type="submit" fullWidth size="md" disabled={mutation.isPending}>
              {mutation.isPending ? 'Submitting...' : 'Request Information'}
            </Button>
            <ConsentNote purpose="carrier" mt="xs" ta="center" />
          </Grid.Col>
        </Grid>
      </form>
    </Modal>
  );
}

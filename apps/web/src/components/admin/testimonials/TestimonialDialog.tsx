import { Group, Input, Rating, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useId } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import type { TestimonialDto } from '@app/shared/schemas/dtos';
import { ZTestimonialCreateInput } from '@app/shared/schemas/inputs';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { AdminDialog, DialogFormActions, afterSave } from '../common';
import { invalidateTestimonialQueries } from './invalidate';

export interface TestimonialFormValues {
  name: string;
  company: string;
  position: string;
  content: string;
  rating: number;
  imageUrl: string;
  featured: boolean;
}

const resolver = schemaResolver(ZTestimonialCreateInput, { sync: true });

export interface TestimonialDialogProps {
  opened: boolean;
  /** The testimonial being edited; `null` creates a new one. */
  testimonial: TestimonialDto | null;
  onClose: () => void;
}

/** 'New Testimonial' and 'Edit Testimonial' dialog. */
export function TestimonialDialog({ opened, testimonial, onClose }: TestimonialDialogProps) {
  return (
    <AdminDialog opened={opened} onClose={onClose} title={testimonial ? 'Edit Testimonial' : 'New Testimonial'} size="lg" fullScreenOnPhones>
      {opened ? <TestimonialForm key={testimonial?.id ?? 'new'} testimonial={testimonial} onDone={onClose} /> : null}
    </AdminDialog>
  );
}

function TestimonialForm({ testimonial, onDone }: { testimonial: TestimonialDto | null; onDone: () => void }) {
  const ratingLabelId = useId();
  const form = useForm<TestimonialFormValues>({
    mode: 'controlled',
    initialValues: {
      name: testimonial?.name ?? '',
      company: testimonial?.company ?? '',
      position: testimonial?.position ?? '',
      content: testimonial?.content ?? '',
      rating: testimonial?.rating ?? 5,
      imageUrl: testimonial?.imageUrl ?? '',
      featured: testimonial?.featured ?? false,
    },
    validate: resolver,
  });

  const saved = afterSave(invalidateTestimonialQueries, onDone);
  const create = useMutation(
    trpc.testimonial.create.mutationOptions({
      onSuccess: saved('Testimonial created successfully'),
      onError: (error) => notifyAdmin('Failed to create testimonial', error.message, 'error'),
    }),
  );
  const update = useMutation(
    trpc.testimonial.update.mutationOptions({
      onSuccess: saved('Testimonial updated successfully'),
      onError: (error) => notifyAdmin('Failed to update testimonial', error.message, 'error'),
    }),
  );
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const payload = {
      name: values.name.trim(),
      company: values.company.trim() || null,
      position: values.position.trim() || null,
      content: values.content.trim(),
      rating: values.rating,
      imageUrl: values.imageUrl.trim() || null,
      featured: values.featured,
    };
    if (testimonial) update.mutate({ id: testimonial.id, ...payload });
    else create.mutate(payload);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Company" {...form.getInputProps('company')} />
          <TextInput label="Position" {...form.getInputProps('position')} />
        </SimpleGrid>
        <Textarea label="Content" withAsterisk autosize minRows={4} maxRows={10} {...form.getInputProps('content')} />
        <div>
          <Input.Label id={ratingLabelId} required>
            Rating
          </Input.Label>
          <Group gap="sm" role="radiogroup" aria-labelledby={ratingLabelId}>
            <Rating
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value || 1)}
              count={5}
              size="lg"
              color="amber"
              getSymbolLabel={(value) => `${value} star${value === 1 ? '' : 's'}`}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {form.values.rating} of 5
            </Text>
          </Group>
          {form.errors.rating ? <Input.Error mt={4}>{form.errors.rating}</Input.Error> : null}
        </div>
        <TextInput label="Image URL" placeholder="https://... (optional photo or logo)" {...form.getInputProps('imageUrl')} />
        <Switch label="Featured" description="Featured testimonials are shown on the homepage." {...form.getInputProps('featured', { type: 'checkbox' })} />
        <DialogFormActions onCancel={onDone} pending={pending} submitLabel={testimonial ? 'Save Changes' : 'Create Testimonial'} />
      </Stack>
    </form>
  );
}

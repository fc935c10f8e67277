import { currentLocale, m } from '../../lib/i18n';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileUpload, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { UploadDto } from '@app/shared/schemas/dtos';
import { RESUME_FILE_TYPES, RESUME_MIME_TYPES, UPLOAD_MESSAGES, resumeTypesText } from '@app/shared/uploads';
import { formatFileSize } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { UploadError, UPLOAD_FAILED_MESSAGE, uploadResume } from '../../lib/upload';
import classes from './jobs.module.css';

/** What the picker offers (a hint only: the server reads each file's bytes). */
const ACCEPT = [...RESUME_FILE_TYPES.map((t) => `.${t}`), ...Object.values(RESUME_MIME_TYPES)].join(',');

type State = { step: 'idle'; error?: string } | { step: 'uploading'; name: string; fraction: number } | { step: 'done'; upload: UploadDto };

export interface ResumeUploadProps {
  /** The stored upload (its id goes into the application as `resume`), or null. */
  onChange: (upload: UploadDto | null) => void;
  /** True while a file is on its way (the form waits for it). */
  onBusyChange?: (busy: boolean) => void;
  /** Changing it clears the file (after a successful application). */
  resetKey?: number;
}

/**
 * The resume file of the apply form: drop a file on the zone or choose one, watch it upload,
 * remove it to choose again. The server decides (size and type, by the file's bytes); its 413 and
 * 415 messages are shown here. A file over the size limit is stopped before it is sent.
 */
export function ResumeUpload({ onChange, onBusyChange, resetKey }: ResumeUploadProps) {
  const limits = useQuery(trpc.upload.limits.queryOptions());
  const [state, setState] = useState<State>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const labelId = useId();
  const hintId = useId();

  const types = limits.data?.fileTypes ?? [...RESUME_FILE_TYPES];
  const typesText = currentLocale() === 'fr' ? resumeTypesText(types).replace(/ or /, ' ou ') : resumeTypesText(types);
  const hint = `${typesText}${limits.data ? m.upload_up_to({ mb: String(limits.data.maxFileSizeMb) }) : ''}.`;

  const reset = () => {
    controller.current?.abort();
    controller.current = null;
    setState({ step: 'idle' });
    onChange(null);
    onBusyChange?.(false);
  };

  // A new application starts without the previous file.
  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey === firstReset.current) return;
    firstReset.current = resetKey;
    controller.current?.abort();
    setState({ step: 'idle' });
  }, [resetKey]);
  useEffect(() => () => controller.current?.abort(), []);

  const send = async (file: File) => {
    controller.current?.abort();
    onChange(null);
    if (limits.data && file.size > limits.data.maxFileSizeMb * 1024 * 1024) {
      setState({
        step: 'idle',
        error: currentLocale() === 'fr' ? m.upload_too_large({ mb: String(limits.data.maxFileSizeMb) }) : UPLOAD_MESSAGES.tooLarge(limits.data.maxFileSizeMb),
      });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'uploading', name: file.name, fraction: 0 });
    onBusyChange?.(true);
    try {
      const upload = await uploadResume(file, {
        signal: abort.signal,
        onProgress: (fraction) => setState((s) => (s.step === 'uploading' ? { ...s, fraction } : s)),
      });
      setState({ step: 'done', upload });
      onChange(upload);
    } catch (error) {
      if (abort.signal.aborted) return;
      setState({ step: 'idle', error: currentLocale() === 'fr' ? m.upload_failed() : error instanceof UploadError ? error.message : UPLOAD_FAILED_MESSAGE });
    } finally {
      if (controller.current === abort) controller.current = null;
      onBusyChange?.(false);
    }
  };

  const onFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void send(file);
    if (input.current) input.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (state.step !== 'uploading') onFiles(event.dataTransfer.files);
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Text component="div" id={labelId} size="sm" fw={500}>
        {m.upload_resume_file()}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        className={classes.dropzone}
        data-dragging={dragging || undefined}
        data-testid="resume-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {state.step === 'uploading' ? (
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" truncate="end">
                {m.upload_uploading()} <strong>{state.name}</strong>… {Math.round(state.fraction * 100)}%
              </Text>
              <Button variant="subtle" size="compact-sm" color="gray" onClick={reset} style={{ flexShrink: 0 }}>
                {m.upload_cancel()}
              </Button>
            </Group>
            <Progress.Root size="md">
              <Progress.Section value={Math.round(state.fraction * 100)} animated aria-label={m.upload_progress()} />
            </Progress.Root>
          </Stack>
        ) : state.step === 'done' ? (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            {/* The name gives way (cut with …), never the Remove button: on a phone it read '× Re'. */}
            <Group gap={8} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
              <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" truncate="end" role="status">
                <strong>{state.upload.name}</strong> {m.upload_done({ size: formatFileSize(state.upload.size) })}
              </Text>
            </Group>
            <Button variant="subtle" size="compact-sm" color="gray" leftSection={<IconX size={14} aria-hidden />} onClick={reset} style={{ flexShrink: 0 }}>
              {m.upload_remove()}
            </Button>
          </Group>
        ) : (
          <Group gap="sm" wrap="wrap" justify="center">
            <IconFileUpload size={22} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text size="sm" c="gray.7">
              {m.upload_drag()}
            </Text>
            <Button variant="light" size="compact-sm" onClick={() => input.current?.click()}>
              {m.upload_choose()}
            </Button>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label={m.upload_resume_file_input()}
              data-testid="resume-file-input"
              onChange={(event) => onFiles(event.currentTarget.files)}
            />
          </Group>
        )}
      </Paper>
      <Text id={hintId} size="xs" c="gray.7">
        {hint} {m.upload_or_link()}
      </Text>
      {state.step === 'idle' && state.error ? (
        <Text size="sm" c="red.8" role="alert">
          {state.error}
        </Text>
      ) : null}
    </Stack>
  );
}

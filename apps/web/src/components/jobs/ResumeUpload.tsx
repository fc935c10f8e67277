import { currentLocale, m } from '../../lib/i18n';
import { Progress } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { UploadDto } from '@app/shared/schemas/dtos';
import { RESUME_FILE_TYPES, RESUME_MIME_TYPES, UPLOAD_MESSAGES, resumeTypesText } from '@app/shared/uploads';
import { formatFileSize } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { UploadError, UPLOAD_FAILED_MESSAGE, uploadResume } from '../../lib/upload';
import { MASK_ICON } from '../MaskIcon/MaskIcon';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import classes from './apply.module.css';

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
    <div className={classes.upload} role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <div id={labelId} className={classes.uploadLabel}>
        {m.upload_resume_file()}
      </div>
      <div
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
          <div className={classes.uploading}>
            <div className={classes.uploadRow}>
              <p className={classes.uploadName}>
                {m.upload_uploading()} <strong>{state.name}</strong>… {Math.round(state.fraction * 100)}%
              </p>
              <button type="button" className={PLAIN_BUTTON} data-variant="subtle" data-color="gray" data-size="compact" onClick={reset}>
                {m.upload_cancel()}
              </button>
            </div>
            <Progress.Root size="md">
              <Progress.Section value={Math.round(state.fraction * 100)} animated aria-label={m.upload_progress()} />
            </Progress.Root>
          </div>
        ) : state.step === 'done' ? (
          <div className={classes.uploadRow}>
            {/* The name gives way (cut with …), never the Remove button: on a phone it read '× Re'. */}
            <div className={`${classes.uploaded} ${MASK_ICON} ${classes.uploadedIcon}`}>
              <p className={classes.uploadName} role="status">
                <strong>{state.upload.name}</strong> {m.upload_done({ size: formatFileSize(state.upload.size) })}
              </p>
            </div>
            <button
              type="button"
              className={`${PLAIN_BUTTON} ${classes.remove}`}
              data-variant="subtle"
              data-color="gray"
              data-size="compact"
              data-icon
              onClick={reset}
            >
              {m.upload_remove()}
            </button>
          </div>
        ) : (
          <div className={`${classes.choose} ${MASK_ICON} ${classes.chooseIcon}`}>
            <p className={classes.chooseText}>{m.upload_drag()}</p>
            <button type="button" className={PLAIN_BUTTON} data-variant="light" data-size="compact" onClick={() => input.current?.click()}>
              {m.upload_choose()}
            </button>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label={m.upload_resume_file_input()}
              data-testid="resume-file-input"
              onChange={(event) => onFiles(event.currentTarget.files)}
            />
          </div>
        )}
      </div>
      <p id={hintId} className={classes.uploadHint}>
        {hint} {m.upload_or_link()}
      </p>
      {state.step === 'idle' && state.error ? (
        <p className={classes.uploadError} role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

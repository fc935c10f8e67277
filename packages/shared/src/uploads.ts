/**
 * Resume uploads: the file types the server can recognise by their contents (magic bytes), the
 * upload id an application's `resume` may carry instead of a link, and the messages of the upload.
 */

/** The only types a resume may have: each is recognised by the server from the file's bytes. */
export const RESUME_FILE_TYPES = ['pdf', 'doc', 'docx'] as const;
export type ResumeFileType = (typeof RESUME_FILE_TYPES)[number];

export const RESUME_FILE_TYPE_LABELS: Record<ResumeFileType, string> = {
  pdf: 'PDF',
  doc: 'Word 97-2003 (.doc)',
  docx: 'Word (.docx)',
};

export const RESUME_MIME_TYPES: Record<ResumeFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const isResumeFileType = (value: string): value is ResumeFileType => (RESUME_FILE_TYPES as readonly string[]).includes(value);

/**
 * The stored 'Allowed file types' setting as types the server can check, in the stored order.
 * Anything else a list may hold (an 'exe' saved before the setting was limited) is left out; a
 * list with none of the three allows all three, the default.
 */
export function allowedResumeTypes(stored: string | null | undefined): ResumeFileType[] {
  const types = [...new Set((stored ?? '').split(',').map((t) => t.trim().replace(/^\./, '').toLowerCase()))].filter(isResumeFileType);
  return types.length > 0 ? types : [...RESUME_FILE_TYPES];
}

/** 'PDF, DOC or DOCX' */
export function resumeTypesText(types: readonly ResumeFileType[]): string {
  const names = types.map((t) => t.toUpperCase());
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** An upload's id: a random (version 4) UUID, which nobody can guess. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUploadId = (value: string): boolean => UPLOAD_ID.test(value);

export const UPLOAD_MESSAGES = {
  tooLarge: (maxFileSizeMb: number) => `The file is too large. Resumes may be up to ${maxFileSizeMb} MB.`,
  wrongType: (types: readonly ResumeFileType[]) => `This file type is not accepted. Upload a ${resumeTypesText(types)} file.`,
  noFile: "Choose a file to upload (send it as multipart/form-data in the field 'file').",
  emptyFile: 'The file is empty.',
  notMultipart: "Send the file as multipart/form-data in the field 'file'.",
  interrupted: 'The upload was interrupted. Please try again.',
  unknownUpload: 'The uploaded resume was not found or is already part of an application. Please upload it again.',
  noResumeFile: 'This application has no uploaded resume.',
  /** Past UPLOAD_DAILY_MB_PER_CLIENT (429); `tryAgain` is 'Try again in 3 hours', without a full stop. */
  dailyLimit: (tryAgain: string) => `You have uploaded the most files allowed for one day. ${tryAgain}, or give a link to your resume instead.`,
  /** Past UPLOAD_PENDING_MAX_MB, the uploads no application has taken yet (507). */
  serverFull: 'The server cannot take more files right now. Please try again later, or give a link to your resume instead.',
} as const;

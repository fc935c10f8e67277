/**
 * Who applied, in the words staff read (the admin Applications screen, the new-application mail):
 * the name, else the email, else the phone number, else 'Applicant (see resume)' when a resume is
 * all there is. Undefined only for an application with no way to reach its applicant, which the
 * site's form refuses (the specification's REST body, a cover letter alone, still allows it).
 */
export function applicantLabel(app: {
  applicantName?: string | null;
  applicantEmail?: string | null;
  applicantPhone?: string | null;
  hasResume?: boolean;
}): string | undefined {
  return app.applicantName?.trim() || app.applicantEmail?.trim() || app.applicantPhone?.trim() || (app.hasResume ? RESUME_ONLY_APPLICANT : undefined);
}

export const RESUME_ONLY_APPLICANT = 'Applicant (see resume)';

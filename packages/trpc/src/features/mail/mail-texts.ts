/**
 * The words of every mail to a visitor, in each language of the site (issue 35, item 5): one table
 * per language, both held to one interface, so a phrase added to a mail must be written in every
 * language before the code compiles. The templates (mail-templates.ts) keep one structure per mail
 * and take their words from here; links are localised there (localizePath), dates and amounts
 * formatted here with the language's Intl locale. To add a language: add it to LOCALES
 * (@app/shared/locale-paths) and write its table below.
 *
 * French is Canadian French, with vouvoiement; a space goes before a colon, and quotes are « ».
 */
import { HTML_LANG, type Locale } from '@app/shared/locale-paths';
import { COMPANY_TIME_ZONE } from '@app/shared/time-zone';
import { DENIAL_REASON_PRESETS } from '@app/shared/schemas/moderation';

/** The kinds of lead whose sender gets an acknowledgement. */
export type AcknowledgedLead = 'contact' | 'transportation' | 'warehouse';

export interface VisitorText {
  /** Between a label and its value ('Search: …'; 'Recherche : …'). */
  colon: string;
  hello: string;
  helloName: (name: string) => string;
  ignore: { nothingChanges: string; nothingDone: string; nothingMore: string; stayUnsubscribed: string };

  leadAck: { what: Record<AcknowledgedLead, string>; subject: (what: string) => string; thanks: (company: string, what: string) => string; noReply: string };

  myPostings: { label: string; wayIn: string };
  jobReceived: { subject: (id: number) => string; thanks: (title: string, company: string) => string; review: string };
  jobApproved: { subject: (id: number) => string; live: (title: string) => string; see: string };
  jobDenied: {
    subject: (id: number) => string;
    notPublished: (title: string, company: string) => string;
    reason: (reason: string) => string;
    askUs: string;
    editIt: string;
    /** The Deny dialog's reasons, as the poster reads them (the admin's own words stay as written). */
    presets: Record<(typeof DENIAL_REASON_PRESETS)[number], string>;
  };

  applicationReceived: { subject: string; thanks: (jobTitle: string, company: string) => string; wayIn: string; myApplications: string };
  candidateLink: { subject: string; asked: (company: string, minutes: number) => string; open: string };
  employerLink: { subject: string; asked: (company: string, minutes: number) => string; open: string };
  decision: {
    acceptedSubject: string;
    accepted: (jobTitle: string) => string;
    rejectedSubject: string;
    rejected: (jobTitle: string) => string;
    newJobs: (url: string) => string;
  };

  newsletter: { subject: string; asked: string; confirm: string };

  alertConfirm: { subject: string; asked: (instant: boolean, company: string) => string; search: string; start: string; confirm: string };
  alert: {
    subject: (count: number) => string;
    yourSearch: string;
    intro: (digest: boolean, count: number) => string;
    job: (title: string, company: string, location: string) => string;
    more: (more: number) => string;
    every: string;
    why: string;
    unsubscribe: string;
  };

  privacyConfirm: {
    subject: Record<'access' | 'delete', string>;
    asked: (company: string, kind: 'access' | 'delete') => string;
    confirmIt: string;
    confirm: string;
  };
  privacyExport: { subject: string; here: (company: string) => string; download: string; until: (expires: string) => string };
}

const ENGLISH: VisitorText = {
  colon: ': ',
  hello: 'Hello,',
  helloName: (name) => `Hello ${name},`,
  ignore: {
    nothingChanges: 'If you did not ask for this, ignore this message: nothing changes without the link.',
    nothingDone: 'If you did not ask for this, ignore this message: nothing will be done.',
    nothingMore: 'If you did not ask for this, ignore this message: nothing more will be sent.',
    stayUnsubscribed: 'If you did not ask for this, ignore this message: you will stay unsubscribed.',
  },

  leadAck: {
    what: { contact: 'message', transportation: 'transportation quote request', warehouse: 'warehouse quote request' },
    subject: (what) => `We received your ${what}`,
    thanks: (company, what) =>
      `Thank you for contacting ${company}. We received your ${what} and a member of our team will get back to you within 24 hours on business days.`,
    noReply: 'You do not need to reply to this message.',
  },

  myPostings: {
    label: 'My postings',
    wayIn:
      'You can see whether your job is live, edit it, close it as filled or cancelled, or repost it on My postings: enter this email address there and we email you a sign-in link.',
  },
  jobReceived: {
    subject: (id) => `Your job posting #${id} is under review`,
    thanks: (title, company) => `Thank you for posting "${title}" with ${company}.`,
    review: 'We received it and our team will review it shortly. We will write again when it is published, or if it cannot be.',
  },
  jobApproved: {
    subject: (id) => `Your job posting #${id} is live`,
    live: (title) => `Good news: your job posting "${title}" is now published on our website.`,
    see: 'See your job posting',
  },
  jobDenied: {
    subject: (id) => `Your job posting #${id} was not published`,
    notPublished: (title, company) => `Thank you for posting "${title}" with ${company}. After review, we could not publish it.`,
    reason: (reason) => `The reason: ${reason}`,
    askUs: 'If you would like to know more, reply to this message or call us.',
    editIt: 'You can edit it on My postings and send it for review again.',
    presets: {
      'Incomplete or unclear description': 'Incomplete or unclear description',
      'Pay or terms missing': 'Pay or terms missing',
      'Duplicate posting': 'Duplicate posting',
      'Not a real job / suspicious': 'Not a real job / suspicious',
      'Outside our service area': 'Outside our service area',
    },
  },

  applicationReceived: {
    subject: 'We received your job application',
    thanks: (jobTitle, company) =>
      `Thank you for applying for ${jobTitle} with ${company}. We received your application and will be in touch once it has been reviewed.`,
    // The way in to My applications: no password, a sign-in link mailed to this address on request.
    wayIn:
      'You can follow your applications, correct your details, replace your résumé or withdraw at any time on My applications: enter this email address there and we email you a sign-in link.',
    myApplications: 'My applications',
  },
  candidateLink: {
    subject: 'Your link to My applications',
    asked: (company, minutes) =>
      `Someone asked for a link to see the job applications sent to ${company} with this email address. Open this link within ${minutes} minutes to see them, change your details or withdraw an application. The link works once.`,
    open: 'Open My applications',
  },
  employerLink: {
    subject: 'Your link to My postings',
    asked: (company, minutes) =>
      `Someone asked for a link to manage the jobs posted with ${company} from this email address. Open this link within ${minutes} minutes to see them, edit, close or repost a job. The link works once.`,
    open: 'Open My postings',
  },
  decision: {
    acceptedSubject: 'Good news about your job application',
    accepted: (jobTitle) => `Your application for ${jobTitle} has been accepted. A member of our team will contact you shortly about the next steps.`,
    rejectedSubject: 'An update on your job application',
    rejected: (jobTitle) =>
      `Thank you for your interest in ${jobTitle}. After careful review, we will not be moving forward with your application for this position.`,
    newJobs: (url) => `New jobs are posted every week: ${url}`,
  },

  newsletter: {
    subject: 'Please confirm your newsletter subscription',
    asked: 'We were asked to sign this address up for our weekly newsletter again. To confirm, open this link within 7 days:',
    confirm: 'Confirm your subscription',
  },

  alertConfirm: {
    subject: 'Please confirm your job alert',
    asked: (instant, company) =>
      `We were asked to email this address ${instant ? 'each new job as soon as it is posted' : 'a daily digest of new jobs'} matching this search on ${company}:`,
    search: 'Search',
    start: 'To start the alert, open this link within 7 days:',
    confirm: 'Confirm your job alert',
  },
  alert: {
    subject: (count) => (count === 1 ? 'A new job for your job alert' : `${count} new jobs for your job alert`),
    yourSearch: 'Your search',
    intro: (digest, count) => (digest ? 'New jobs since yesterday that match it:' : count === 1 ? 'A new job matches it:' : 'New jobs match it:'),
    job: (title, company, location) => `${title} at ${company}, ${location}`,
    more: (more) => `And ${more} more: see them all`,
    every: 'See every job for this search',
    why: 'You receive this because you asked for job alerts for this search.',
    unsubscribe: 'Unsubscribe from this alert',
  },

  privacyConfirm: {
    subject: { access: 'Please confirm your request for your data', delete: 'Please confirm your deletion request' },
    asked: (company, kind) =>
      `We were asked on ${company} for ${
        kind === 'access'
          ? 'a copy of the personal information we hold about this email address'
          : 'the deletion of the personal information we hold about this email address'
      }.`,
    confirmIt: 'To confirm that this request is yours, open this link within 7 days. We answer a confirmed request within 30 days.',
    confirm: 'Confirm your request',
  },
  privacyExport: {
    subject: 'Your copy of your personal information',
    here: (company) =>
      `As you asked, here is a copy of the personal information ${company} holds about this email address: a ZIP file of JSON files, with any résumé files you uploaded.`,
    download: 'Download your data',
    until: (expires) => `The link works until ${expires}; the file is then deleted. If it has expired, you can ask again from our privacy policy.`,
  },
};

/** 'n° 40': a record number as French writes it. */
const no = (id: number) => `n° ${id}`;

const FRENCH: VisitorText = {
  colon: ' : ',
  hello: 'Bonjour,',
  helloName: (name) => `Bonjour ${name},`,
  ignore: {
    nothingChanges: 'Si vous n’avez rien demandé, ignorez ce message : rien ne change sans le lien.',
    nothingDone: 'Si vous n’avez rien demandé, ignorez ce message : rien ne sera fait.',
    nothingMore: 'Si vous n’avez rien demandé, ignorez ce message : rien d’autre ne vous sera envoyé.',
    stayUnsubscribed: 'Si vous n’avez rien demandé, ignorez ce message : vous resterez désabonné.',
  },

  leadAck: {
    what: { contact: 'message', transportation: 'demande de soumission en transport', warehouse: 'demande de soumission en entreposage' },
    subject: (what) => `Nous avons bien reçu votre ${what}`,
    thanks: (company, what) =>
      `Merci d’avoir communiqué avec ${company}. Nous avons bien reçu votre ${what} et un membre de notre équipe vous répondra dans les 24 heures, les jours ouvrables.`,
    noReply: 'Vous n’avez pas à répondre à ce message.',
  },

  myPostings: {
    label: 'Mes offres',
    wayIn:
      'Sur Mes offres, vous pouvez voir si votre offre est en ligne, la modifier, la fermer (poste pourvu ou annulé) ou la republier : entrez-y cette adresse courriel et nous vous enverrons un lien de connexion.',
  },
  jobReceived: {
    subject: (id) => `Votre offre d’emploi ${no(id)} est en cours d’examen`,
    thanks: (title, company) => `Merci d’avoir publié l’offre « ${title} » auprès de ${company}.`,
    review:
      'Nous l’avons bien reçue et notre équipe l’examinera sous peu. Nous vous écrirons de nouveau lorsqu’elle sera publiée, ou si elle ne peut pas l’être.',
  },
  jobApproved: {
    subject: (id) => `Votre offre d’emploi ${no(id)} est en ligne`,
    live: (title) => `Bonne nouvelle : votre offre d’emploi « ${title} » est maintenant publiée sur notre site Web.`,
    see: 'Voir votre offre d’emploi',
  },
  jobDenied: {
    subject: (id) => `Votre offre d’emploi ${no(id)} n’a pas été publiée`,
    notPublished: (title, company) => `Merci d’avoir publié l’offre « ${title} » auprès de ${company}. Après examen, nous n’avons pas pu la publier.`,
    reason: (reason) => `La raison : ${reason}`,
    askUs: 'Pour en savoir plus, répondez à ce message ou appelez-nous.',
    editIt: 'Vous pouvez la modifier sur Mes offres et la soumettre de nouveau pour examen.',
    presets: {
      'Incomplete or unclear description': 'Description incomplète ou imprécise',
      'Pay or terms missing': 'Salaire ou conditions manquants',
      'Duplicate posting': 'Offre en double',
      'Not a real job / suspicious': 'Offre douteuse ou qui ne correspond pas à un véritable emploi',
      'Outside our service area': 'Hors de notre territoire de service',
    },
  },

  applicationReceived: {
    subject: 'Nous avons bien reçu votre candidature',
    thanks: (jobTitle, company) =>
      `Merci d’avoir postulé à l’emploi « ${jobTitle} » chez ${company}. Nous avons bien reçu votre candidature et nous communiquerons avec vous une fois qu’elle aura été examinée.`,
    wayIn:
      'Sur Mes candidatures, vous pouvez en tout temps suivre vos candidatures, corriger vos coordonnées, remplacer votre CV ou retirer une candidature : entrez-y cette adresse courriel et nous vous enverrons un lien de connexion.',
    myApplications: 'Mes candidatures',
  },
  candidateLink: {
    subject: 'Votre lien vers Mes candidatures',
    asked: (company, minutes) =>
      `Quelqu’un a demandé un lien pour consulter les candidatures envoyées à ${company} avec cette adresse courriel. Ouvrez ce lien d’ici ${minutes} minutes pour les voir, modifier vos coordonnées ou retirer une candidature. Le lien ne fonctionne qu’une seule fois.`,
    open: 'Ouvrir Mes candidatures',
  },
  employerLink: {
    subject: 'Votre lien vers Mes offres',
    asked: (company, minutes) =>
      `Quelqu’un a demandé un lien pour gérer les offres d’emploi publiées auprès de ${company} à partir de cette adresse courriel. Ouvrez ce lien d’ici ${minutes} minutes pour les voir, ou pour modifier, fermer ou republier une offre. Le lien ne fonctionne qu’une seule fois.`,
    open: 'Ouvrir Mes offres',
  },
  decision: {
    acceptedSubject: 'Bonne nouvelle concernant votre candidature',
    accepted: (jobTitle) =>
      `Votre candidature à l’emploi « ${jobTitle} » a été retenue. Un membre de notre équipe communiquera avec vous sous peu au sujet des prochaines étapes.`,
    rejectedSubject: 'Suivi de votre candidature',
    rejected: (jobTitle) =>
      `Merci de l’intérêt que vous portez à l’emploi « ${jobTitle} ». Après un examen attentif, nous ne donnerons pas suite à votre candidature pour ce poste.`,
    newJobs: (url) => `De nouveaux emplois sont affichés chaque semaine : ${url}`,
  },

  newsletter: {
    subject: 'Veuillez confirmer votre abonnement à l’infolettre',
    asked: 'On nous a demandé d’abonner de nouveau cette adresse à notre infolettre hebdomadaire. Pour confirmer, ouvrez ce lien d’ici 7 jours :',
    confirm: 'Confirmer votre abonnement',
  },

  alertConfirm: {
    subject: 'Veuillez confirmer votre alerte emploi',
    asked: (instant, company) =>
      `On nous a demandé d’envoyer à cette adresse ${instant ? 'chaque nouvel emploi dès sa publication' : 'un résumé quotidien des nouveaux emplois'} correspondant à cette recherche sur le site de ${company} :`,
    search: 'Recherche',
    start: 'Pour activer l’alerte, ouvrez ce lien d’ici 7 jours :',
    confirm: 'Confirmer votre alerte emploi',
  },
  alert: {
    subject: (count) => (count === 1 ? 'Un nouvel emploi pour votre alerte emploi' : `${count} nouveaux emplois pour votre alerte emploi`),
    yourSearch: 'Votre recherche',
    intro: (digest, count) =>
      digest
        ? 'Les nouveaux emplois depuis hier qui y correspondent :'
        : count === 1
          ? 'Un nouvel emploi y correspond :'
          : 'De nouveaux emplois y correspondent :',
    job: (title, company, location) => `${title} chez ${company}, ${location}`,
    more: (more) => `Et ${more} de plus : les voir tous`,
    every: 'Voir tous les emplois de cette recherche',
    why: 'Vous recevez ce message parce que vous avez demandé des alertes emploi pour cette recherche.',
    unsubscribe: 'Se désabonner de cette alerte',
  },

  privacyConfirm: {
    subject: { access: 'Veuillez confirmer votre demande d’accès à vos données', delete: 'Veuillez confirmer votre demande de suppression' },
    asked: (company, kind) =>
      `On nous a demandé, sur le site de ${company}, ${
        kind === 'access'
          ? 'une copie des renseignements personnels que nous détenons au sujet de cette adresse courriel'
          : 'la suppression des renseignements personnels que nous détenons au sujet de cette adresse courriel'
      }.`,
    confirmIt:
      'Pour confirmer que cette demande vient de vous, ouvrez ce lien d’ici 7 jours. Nous répondons à une demande confirmée dans un délai de 30 jours.',
    confirm: 'Confirmer votre demande',
  },
  privacyExport: {
    subject: 'Votre copie de vos renseignements personnels',
    here: (company) =>
      `Comme vous l’avez demandé, voici une copie des renseignements personnels que ${company} détient au sujet de cette adresse courriel : un fichier ZIP de fichiers JSON, avec les CV que vous avez téléversés.`,
    download: 'Télécharger vos données',
    until: (expires) =>
      `Le lien fonctionne jusqu’au ${expires}; le fichier est ensuite supprimé. S’il a expiré, vous pouvez refaire une demande à partir de notre politique de confidentialité.`,
  },
};

export const VISITOR_TEXT: Record<Locale, VisitorText> = { en: ENGLISH, fr: FRENCH };

/** A moment as the reader's language writes it, on the company's clock: 'December 6, 2026 at 3:30 p.m.', '6 décembre 2026 à 15 h 30'. */
export const momentIn = (locale: Locale, date: Date) =>
  date.toLocaleString(HTML_LANG[locale], { timeZone: COMPANY_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

/**
 * A denial reason as the poster reads it: a preset of the Deny dialog (alone, or before the admin's
 * words: 'Pay or terms missing: add the rate') in the reader's language; the admin's words as written.
 */
export function denialReasonIn(locale: Locale, reason: string): string {
  const text = VISITOR_TEXT[locale];
  for (const preset of DENIAL_REASON_PRESETS) {
    if (reason === preset) return text.jobDenied.presets[preset];
    if (reason.startsWith(`${preset}: `)) return `${text.jobDenied.presets[preset]}${text.colon}${reason.slice(preset.length + 2)}`;
  }
  return reason;
}

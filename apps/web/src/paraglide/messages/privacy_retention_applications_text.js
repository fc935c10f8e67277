/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Privacy_Retention_Applications_TextInputs */

const en_privacy_retention_applications_text = /** @type {(inputs: Privacy_Retention_Applications_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.months} months after the job posting closes. The application is then made anonymous: your name, contact details, cover letter and resumé are erased, and only the job, the date and the outcome remain.`)
};

const fr_privacy_retention_applications_text = /** @type {(inputs: Privacy_Retention_Applications_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.months} mois après la fermeture de l’offre d’emploi. La candidature est ensuite rendue anonyme : votre nom, vos coordonnées, votre lettre de présentation et votre CV sont effacés, et seuls l’emploi, la date et le résultat sont conservés.`)
};

/**
* | output |
* | --- |
* | "{months} months after the job posting closes. The application is then made anonymous: your name, contact details, cover letter and resumé are erased, and onl..." |
*
* @param {Privacy_Retention_Applications_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_applications_text = /** @type {((inputs: Privacy_Retention_Applications_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Applications_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_applications_text(inputs)
	return en_privacy_retention_applications_text(inputs)
});
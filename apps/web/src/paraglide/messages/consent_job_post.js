/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_Job_PostInputs */

const en_consent_job_post = /** @type {(inputs: Consent_Job_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By submitting, you agree that we use these details to review and publish your job posting and contact you about it, as described in our`)
};

const fr_consent_job_post = /** @type {(inputs: Consent_Job_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En envoyant ce formulaire, vous acceptez que nous utilisions ces renseignements pour examiner et publier votre offre d’emploi et communiquer avec vous à son sujet, comme le décrit notre`)
};

/**
* | output |
* | --- |
* | "By submitting, you agree that we use these details to review and publish your job posting and contact you about it, as described in our" |
*
* @param {Consent_Job_PostInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_job_post = /** @type {((inputs?: Consent_Job_PostInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_Job_PostInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_job_post(inputs)
	return en_consent_job_post(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_Job_AlertInputs */

const en_consent_job_alert = /** @type {(inputs: Consent_Job_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By submitting, you agree that we use these details to email you new jobs that match this search until you unsubscribe, as described in our`)
};

const fr_consent_job_alert = /** @type {(inputs: Consent_Job_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En envoyant ce formulaire, vous acceptez que nous utilisions ces renseignements pour vous envoyer par courriel les nouveaux emplois correspondant à cette recherche jusqu’à votre désabonnement, comme le décrit notre`)
};

/**
* | output |
* | --- |
* | "By submitting, you agree that we use these details to email you new jobs that match this search until you unsubscribe, as described in our" |
*
* @param {Consent_Job_AlertInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_job_alert = /** @type {((inputs?: Consent_Job_AlertInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_Job_AlertInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_consent_job_alert(inputs)
	return en_consent_job_alert(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_Job_AlertInputs */

const en_consent_job_alert = /** @type {(inputs: Consent_Job_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`email you new jobs that match this search until you unsubscribe`)
};

const fr_consent_job_alert = /** @type {(inputs: Consent_Job_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vous envoyer par courriel les nouveaux emplois correspondant à cette recherche jusqu'à votre désabonnement`)
};

/**
* | output |
* | --- |
* | "email you new jobs that match this search until you unsubscribe" |
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
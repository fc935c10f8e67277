/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Answer_ConfirmedInputs */

const en_job_alert_answer_confirmed = /** @type {(inputs: Job_Alert_Answer_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job alert is on. We will email you new jobs that match your search.`)
};

const fr_job_alert_answer_confirmed = /** @type {(inputs: Job_Alert_Answer_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre alerte-emploi est activée. Nous vous enverrons par courriel les nouveaux emplois qui correspondent à votre recherche.`)
};

/**
* | output |
* | --- |
* | "Your job alert is on. We will email you new jobs that match your search." |
*
* @param {Job_Alert_Answer_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_answer_confirmed = /** @type {((inputs?: Job_Alert_Answer_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Answer_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_answer_confirmed(inputs)
	return en_job_alert_answer_confirmed(inputs)
});
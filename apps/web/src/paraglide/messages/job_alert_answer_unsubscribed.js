/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Answer_UnsubscribedInputs */

const en_job_alert_answer_unsubscribed = /** @type {(inputs: Job_Alert_Answer_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed: this job alert will not email you again.`)
};

const fr_job_alert_answer_unsubscribed = /** @type {(inputs: Job_Alert_Answer_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes désabonné : cette alerte-emploi ne vous enverra plus de courriels.`)
};

/**
* | output |
* | --- |
* | "You are unsubscribed: this job alert will not email you again." |
*
* @param {Job_Alert_Answer_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_answer_unsubscribed = /** @type {((inputs?: Job_Alert_Answer_UnsubscribedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Answer_UnsubscribedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_answer_unsubscribed(inputs)
	return en_job_alert_answer_unsubscribed(inputs)
});
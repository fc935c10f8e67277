/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Unsubscribe_HintInputs */

const en_job_alert_unsubscribe_hint = /** @type {(inputs: Job_Alert_Unsubscribe_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the link of the latest alert email, or contact us.`)
};

const fr_job_alert_unsubscribe_hint = /** @type {(inputs: Job_Alert_Unsubscribe_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez le lien du dernier courriel d’alerte, ou communiquez avec nous.`)
};

/**
* | output |
* | --- |
* | "Use the link of the latest alert email, or contact us." |
*
* @param {Job_Alert_Unsubscribe_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_unsubscribe_hint = /** @type {((inputs?: Job_Alert_Unsubscribe_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Unsubscribe_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_unsubscribe_hint(inputs)
	return en_job_alert_unsubscribe_hint(inputs)
});
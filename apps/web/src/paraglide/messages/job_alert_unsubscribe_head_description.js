/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Unsubscribe_Head_DescriptionInputs */

const en_job_alert_unsubscribe_head_description = /** @type {(inputs: Job_Alert_Unsubscribe_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the emails of a job alert.`)
};

const fr_job_alert_unsubscribe_head_description = /** @type {(inputs: Job_Alert_Unsubscribe_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrêtez les courriels d’une alerte-emploi.`)
};

/**
* | output |
* | --- |
* | "Stop the emails of a job alert." |
*
* @param {Job_Alert_Unsubscribe_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_unsubscribe_head_description = /** @type {((inputs?: Job_Alert_Unsubscribe_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Unsubscribe_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_unsubscribe_head_description(inputs)
	return en_job_alert_unsubscribe_head_description(inputs)
});
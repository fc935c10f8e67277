/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Unsubscribe_TitleInputs */

const en_job_alert_unsubscribe_title = /** @type {(inputs: Job_Alert_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe From a Job Alert`)
};

const fr_job_alert_unsubscribe_title = /** @type {(inputs: Job_Alert_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner d’une alerte-emploi`)
};

/**
* | output |
* | --- |
* | "Unsubscribe From a Job Alert" |
*
* @param {Job_Alert_Unsubscribe_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_unsubscribe_title = /** @type {((inputs?: Job_Alert_Unsubscribe_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Unsubscribe_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_unsubscribe_title(inputs)
	return en_job_alert_unsubscribe_title(inputs)
});
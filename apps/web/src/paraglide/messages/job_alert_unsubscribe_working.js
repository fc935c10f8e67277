/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Unsubscribe_WorkingInputs */

const en_job_alert_unsubscribe_working = /** @type {(inputs: Job_Alert_Unsubscribe_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribing…`)
};

const fr_job_alert_unsubscribe_working = /** @type {(inputs: Job_Alert_Unsubscribe_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonnement…`)
};

/**
* | output |
* | --- |
* | "Unsubscribing…" |
*
* @param {Job_Alert_Unsubscribe_WorkingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_unsubscribe_working = /** @type {((inputs?: Job_Alert_Unsubscribe_WorkingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Unsubscribe_WorkingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_unsubscribe_working(inputs)
	return en_job_alert_unsubscribe_working(inputs)
});
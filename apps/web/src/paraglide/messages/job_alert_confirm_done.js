/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Confirm_DoneInputs */

const en_job_alert_confirm_done = /** @type {(inputs: Job_Alert_Confirm_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Alert Confirmed`)
};

const fr_job_alert_confirm_done = /** @type {(inputs: Job_Alert_Confirm_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerte-emploi confirmée`)
};

/**
* | output |
* | --- |
* | "Job Alert Confirmed" |
*
* @param {Job_Alert_Confirm_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_confirm_done = /** @type {((inputs?: Job_Alert_Confirm_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Confirm_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_confirm_done(inputs)
	return en_job_alert_confirm_done(inputs)
});
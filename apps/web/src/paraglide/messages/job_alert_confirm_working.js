/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Confirm_WorkingInputs */

const en_job_alert_confirm_working = /** @type {(inputs: Job_Alert_Confirm_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting your job alert…`)
};

const fr_job_alert_confirm_working = /** @type {(inputs: Job_Alert_Confirm_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activation de votre alerte-emploi…`)
};

/**
* | output |
* | --- |
* | "Starting your job alert…" |
*
* @param {Job_Alert_Confirm_WorkingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_confirm_working = /** @type {((inputs?: Job_Alert_Confirm_WorkingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Confirm_WorkingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_confirm_working(inputs)
	return en_job_alert_confirm_working(inputs)
});
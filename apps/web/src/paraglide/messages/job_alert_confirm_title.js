/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Confirm_TitleInputs */

const en_job_alert_confirm_title = /** @type {(inputs: Job_Alert_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Your Job Alert`)
};

const fr_job_alert_confirm_title = /** @type {(inputs: Job_Alert_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre alerte-emploi`)
};

/**
* | output |
* | --- |
* | "Confirm Your Job Alert" |
*
* @param {Job_Alert_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_confirm_title = /** @type {((inputs?: Job_Alert_Confirm_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Confirm_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_confirm_title(inputs)
	return en_job_alert_confirm_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Confirm_HintInputs */

const en_job_alert_confirm_hint = /** @type {(inputs: Job_Alert_Confirm_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can ask for a new alert on the jobs page.`)
};

const fr_job_alert_confirm_hint = /** @type {(inputs: Job_Alert_Confirm_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez demander une nouvelle alerte sur la page des emplois.`)
};

/**
* | output |
* | --- |
* | "You can ask for a new alert on the jobs page." |
*
* @param {Job_Alert_Confirm_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_confirm_hint = /** @type {((inputs?: Job_Alert_Confirm_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Confirm_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_confirm_hint(inputs)
	return en_job_alert_confirm_hint(inputs)
});
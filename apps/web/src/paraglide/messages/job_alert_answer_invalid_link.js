/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Answer_Invalid_LinkInputs */

const en_job_alert_answer_invalid_link = /** @type {(inputs: Job_Alert_Answer_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is invalid or has expired.`)
};

const fr_job_alert_answer_invalid_link = /** @type {(inputs: Job_Alert_Answer_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien est invalide ou a expiré.`)
};

/**
* | output |
* | --- |
* | "This link is invalid or has expired." |
*
* @param {Job_Alert_Answer_Invalid_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_answer_invalid_link = /** @type {((inputs?: Job_Alert_Answer_Invalid_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Answer_Invalid_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_answer_invalid_link(inputs)
	return en_job_alert_answer_invalid_link(inputs)
});
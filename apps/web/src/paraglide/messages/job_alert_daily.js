/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_DailyInputs */

const en_job_alert_daily = /** @type {(inputs: Job_Alert_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`daily digest`)
};

const fr_job_alert_daily = /** @type {(inputs: Job_Alert_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`résumé quotidien`)
};

/**
* | output |
* | --- |
* | "daily digest" |
*
* @param {Job_Alert_DailyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_daily = /** @type {((inputs?: Job_Alert_DailyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_DailyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_daily(inputs)
	return en_job_alert_daily(inputs)
});
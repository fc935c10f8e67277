/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Unsubscribe_FailedInputs */

const en_job_alert_unsubscribe_failed = /** @type {(inputs: Job_Alert_Unsubscribe_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not unsubscribe you`)
};

const fr_job_alert_unsubscribe_failed = /** @type {(inputs: Job_Alert_Unsubscribe_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu vous désabonner`)
};

/**
* | output |
* | --- |
* | "We could not unsubscribe you" |
*
* @param {Job_Alert_Unsubscribe_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_unsubscribe_failed = /** @type {((inputs?: Job_Alert_Unsubscribe_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Unsubscribe_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_unsubscribe_failed(inputs)
	return en_job_alert_unsubscribe_failed(inputs)
});
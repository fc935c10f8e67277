/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Unsubscribe_DoneInputs */

const en_job_alert_unsubscribe_done = /** @type {(inputs: Job_Alert_Unsubscribe_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You Are Unsubscribed`)
};

const fr_job_alert_unsubscribe_done = /** @type {(inputs: Job_Alert_Unsubscribe_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes désabonné`)
};

/**
* | output |
* | --- |
* | "You Are Unsubscribed" |
*
* @param {Job_Alert_Unsubscribe_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_unsubscribe_done = /** @type {((inputs?: Job_Alert_Unsubscribe_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Unsubscribe_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_unsubscribe_done(inputs)
	return en_job_alert_unsubscribe_done(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_InstantInputs */

const en_job_alert_instant = /** @type {(inputs: Job_Alert_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as soon as a job is posted`)
};

const fr_job_alert_instant = /** @type {(inputs: Job_Alert_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dès qu’un emploi est publié`)
};

/**
* | output |
* | --- |
* | "as soon as a job is posted" |
*
* @param {Job_Alert_InstantInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_instant = /** @type {((inputs?: Job_Alert_InstantInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_InstantInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_instant(inputs)
	return en_job_alert_instant(inputs)
});
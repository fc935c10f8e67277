/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_ClosedInputs */

const en_job_closed = /** @type {(inputs: Job_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications closed.`)
};

const fr_job_closed = /** @type {(inputs: Job_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les candidatures sont closes.`)
};

/**
* | output |
* | --- |
* | "Applications closed." |
*
* @param {Job_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_closed = /** @type {((inputs?: Job_ClosedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_ClosedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_closed(inputs)
	return en_job_closed(inputs)
});
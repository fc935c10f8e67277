/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Pay_To_Be_DiscussedInputs */

const en_job_pay_to_be_discussed = /** @type {(inputs: Job_Pay_To_Be_DiscussedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To be discussed`)
};

const fr_job_pay_to_be_discussed = /** @type {(inputs: Job_Pay_To_Be_DiscussedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À discuter`)
};

/**
* | output |
* | --- |
* | "To be discussed" |
*
* @param {Job_Pay_To_Be_DiscussedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_pay_to_be_discussed = /** @type {((inputs?: Job_Pay_To_Be_DiscussedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Pay_To_Be_DiscussedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_pay_to_be_discussed(inputs)
	return en_job_pay_to_be_discussed(inputs)
});
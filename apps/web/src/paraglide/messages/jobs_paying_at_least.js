/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pay: NonNullable<unknown> }} Jobs_Paying_At_LeastInputs */

const en_jobs_paying_at_least = /** @type {(inputs: Jobs_Paying_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing jobs paying at least ${i?.pay}`)
};

const fr_jobs_paying_at_least = /** @type {(inputs: Jobs_Paying_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emplois payant au moins ${i?.pay}`)
};

/**
* | output |
* | --- |
* | "Showing jobs paying at least {pay}" |
*
* @param {Jobs_Paying_At_LeastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_paying_at_least = /** @type {((inputs: Jobs_Paying_At_LeastInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Paying_At_LeastInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_paying_at_least(inputs)
	return en_jobs_paying_at_least(inputs)
});
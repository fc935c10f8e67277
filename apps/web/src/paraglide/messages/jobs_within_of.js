/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ km: NonNullable<unknown>, place: NonNullable<unknown> }} Jobs_Within_OfInputs */

const en_jobs_within_of = /** @type {(inputs: Jobs_Within_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Within ${i?.km} km of ${i?.place}`)
};

const fr_jobs_within_of = /** @type {(inputs: Jobs_Within_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dans un rayon de ${i?.km} km de ${i?.place}`)
};

/**
* | output |
* | --- |
* | "Within {km} km of {place}" |
*
* @param {Jobs_Within_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_within_of = /** @type {((inputs: Jobs_Within_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Within_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_within_of(inputs)
	return en_jobs_within_of(inputs)
});
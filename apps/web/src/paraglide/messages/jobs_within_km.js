/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ km: NonNullable<unknown> }} Jobs_Within_KmInputs */

const en_jobs_within_km = /** @type {(inputs: Jobs_Within_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Within ${i?.km} km`)
};

const fr_jobs_within_km = /** @type {(inputs: Jobs_Within_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dans un rayon de ${i?.km} km`)
};

/**
* | output |
* | --- |
* | "Within {km} km" |
*
* @param {Jobs_Within_KmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_within_km = /** @type {((inputs: Jobs_Within_KmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Within_KmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_within_km(inputs)
	return en_jobs_within_km(inputs)
});
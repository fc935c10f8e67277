/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_NearInputs */

const en_jobs_near = /** @type {(inputs: Jobs_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Near`)
};

const fr_jobs_near = /** @type {(inputs: Jobs_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Près de`)
};

/**
* | output |
* | --- |
* | "Near" |
*
* @param {Jobs_NearInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_near = /** @type {((inputs?: Jobs_NearInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_NearInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_near(inputs)
	return en_jobs_near(inputs)
});
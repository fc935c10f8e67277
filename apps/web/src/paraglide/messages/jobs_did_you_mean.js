/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Did_You_MeanInputs */

const en_jobs_did_you_mean = /** @type {(inputs: Jobs_Did_You_MeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did you mean:`)
};

const fr_jobs_did_you_mean = /** @type {(inputs: Jobs_Did_You_MeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vouliez-vous dire :`)
};

/**
* | output |
* | --- |
* | "Did you mean:" |
*
* @param {Jobs_Did_You_MeanInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_did_you_mean = /** @type {((inputs?: Jobs_Did_You_MeanInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Did_You_MeanInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_did_you_mean(inputs)
	return en_jobs_did_you_mean(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_EyebrowInputs */

const en_home_jobs_eyebrow = /** @type {(inputs: Home_Jobs_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Now hiring`)
};

const fr_home_jobs_eyebrow = /** @type {(inputs: Home_Jobs_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On embauche`)
};

/**
* | output |
* | --- |
* | "Now hiring" |
*
* @param {Home_Jobs_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_eyebrow = /** @type {((inputs?: Home_Jobs_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_eyebrow(inputs)
	return en_home_jobs_eyebrow(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_ErrorInputs */

const en_home_jobs_error = /** @type {(inputs: Home_Jobs_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't load jobs right now. Please try again later.`)
};

const fr_home_jobs_error = /** @type {(inputs: Home_Jobs_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les emplois pour le moment. Veuillez réessayer plus tard.`)
};

/**
* | output |
* | --- |
* | "We couldn't load jobs right now. Please try again later." |
*
* @param {Home_Jobs_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_error = /** @type {((inputs?: Home_Jobs_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_error(inputs)
	return en_home_jobs_error(inputs)
});
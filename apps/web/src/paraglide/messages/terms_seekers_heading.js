/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Seekers_HeadingInputs */

const en_terms_seekers_heading = /** @type {(inputs: Terms_Seekers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4. Job Seekers`)
};

const fr_terms_seekers_heading = /** @type {(inputs: Terms_Seekers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4. Chercheurs d’emploi`)
};

/**
* | output |
* | --- |
* | "4. Job Seekers" |
*
* @param {Terms_Seekers_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_seekers_heading = /** @type {((inputs?: Terms_Seekers_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Seekers_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_seekers_heading(inputs)
	return en_terms_seekers_heading(inputs)
});
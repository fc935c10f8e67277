/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Submissions_HeadingInputs */

const en_terms_submissions_heading = /** @type {(inputs: Terms_Submissions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8. Information You Submit`)
};

const fr_terms_submissions_heading = /** @type {(inputs: Terms_Submissions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8. Renseignements que vous soumettez`)
};

/**
* | output |
* | --- |
* | "8. Information You Submit" |
*
* @param {Terms_Submissions_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_submissions_heading = /** @type {((inputs?: Terms_Submissions_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Submissions_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_submissions_heading(inputs)
	return en_terms_submissions_heading(inputs)
});
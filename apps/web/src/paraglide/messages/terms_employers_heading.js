/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Employers_HeadingInputs */

const en_terms_employers_heading = /** @type {(inputs: Terms_Employers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5. Employers and Job Postings`)
};

const fr_terms_employers_heading = /** @type {(inputs: Terms_Employers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5. Employeurs et offres d’emploi`)
};

/**
* | output |
* | --- |
* | "5. Employers and Job Postings" |
*
* @param {Terms_Employers_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_employers_heading = /** @type {((inputs?: Terms_Employers_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Employers_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_employers_heading(inputs)
	return en_terms_employers_heading(inputs)
});
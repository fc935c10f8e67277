/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Highlight_YearsInputs */

const en_staffing_highlight_years = /** @type {(inputs: Staffing_Highlight_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over 8 years in Ontario`)
};

const fr_staffing_highlight_years = /** @type {(inputs: Staffing_Highlight_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus de 8 ans en Ontario`)
};

/**
* | output |
* | --- |
* | "Over 8 years in Ontario" |
*
* @param {Staffing_Highlight_YearsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_highlight_years = /** @type {((inputs?: Staffing_Highlight_YearsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Highlight_YearsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_highlight_years(inputs)
	return en_staffing_highlight_years(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Highlight_FastInputs */

const en_staffing_highlight_fast = /** @type {(inputs: Staffing_Highlight_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidates in 24-48 hours`)
};

const fr_staffing_highlight_fast = /** @type {(inputs: Staffing_Highlight_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des candidats en 24 à 48 heures`)
};

/**
* | output |
* | --- |
* | "Candidates in 24-48 hours" |
*
* @param {Staffing_Highlight_FastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_highlight_fast = /** @type {((inputs?: Staffing_Highlight_FastInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Highlight_FastInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_highlight_fast(inputs)
	return en_staffing_highlight_fast(inputs)
});
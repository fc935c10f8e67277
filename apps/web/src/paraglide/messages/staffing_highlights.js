/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_HighlightsInputs */

const en_staffing_highlights = /** @type {(inputs: Staffing_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highlights`)
};

const fr_staffing_highlights = /** @type {(inputs: Staffing_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points forts`)
};

/**
* | output |
* | --- |
* | "Highlights" |
*
* @param {Staffing_HighlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_highlights = /** @type {((inputs?: Staffing_HighlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_HighlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_highlights(inputs)
	return en_staffing_highlights(inputs)
});
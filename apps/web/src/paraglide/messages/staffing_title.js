/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_TitleInputs */

const en_staffing_title = /** @type {(inputs: Staffing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing & Recruitment`)
};

const fr_staffing_title = /** @type {(inputs: Staffing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation et recrutement`)
};

/**
* | output |
* | --- |
* | "Staffing & Recruitment" |
*
* @param {Staffing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_title = /** @type {((inputs?: Staffing_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_title(inputs)
	return en_staffing_title(inputs)
});
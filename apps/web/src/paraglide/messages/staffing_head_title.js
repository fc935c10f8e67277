/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Head_TitleInputs */

const en_staffing_head_title = /** @type {(inputs: Staffing_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing & Recruitment Services`)
};

const fr_staffing_head_title = /** @type {(inputs: Staffing_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services de dotation et de recrutement`)
};

/**
* | output |
* | --- |
* | "Staffing & Recruitment Services" |
*
* @param {Staffing_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_head_title = /** @type {((inputs?: Staffing_Head_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Head_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_head_title(inputs)
	return en_staffing_head_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Temporary_TitleInputs */

const en_staffing_temporary_title = /** @type {(inputs: Staffing_Temporary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporary Staffing`)
};

const fr_staffing_temporary_title = /** @type {(inputs: Staffing_Temporary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation temporaire`)
};

/**
* | output |
* | --- |
* | "Temporary Staffing" |
*
* @param {Staffing_Temporary_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_temporary_title = /** @type {((inputs?: Staffing_Temporary_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Temporary_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_temporary_title(inputs)
	return en_staffing_temporary_title(inputs)
});
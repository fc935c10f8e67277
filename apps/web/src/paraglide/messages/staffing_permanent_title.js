/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Permanent_TitleInputs */

const en_staffing_permanent_title = /** @type {(inputs: Staffing_Permanent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permanent Placement`)
};

const fr_staffing_permanent_title = /** @type {(inputs: Staffing_Permanent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placement permanent`)
};

/**
* | output |
* | --- |
* | "Permanent Placement" |
*
* @param {Staffing_Permanent_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_permanent_title = /** @type {((inputs?: Staffing_Permanent_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Permanent_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_permanent_title(inputs)
	return en_staffing_permanent_title(inputs)
});
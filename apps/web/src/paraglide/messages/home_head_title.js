/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Head_TitleInputs */

const en_home_head_title = /** @type {(inputs: Home_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing, Warehousing & Transportation in Ontario`)
};

const fr_home_head_title = /** @type {(inputs: Home_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotation, entreposage et transport en Ontario`)
};

/**
* | output |
* | --- |
* | "Staffing, Warehousing & Transportation in Ontario" |
*
* @param {Home_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_head_title = /** @type {((inputs?: Home_Head_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Head_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_head_title(inputs)
	return en_home_head_title(inputs)
});
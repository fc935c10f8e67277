/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_Work_TitleInputs */

const en_home_cta_work_title = /** @type {(inputs: Home_Cta_Work_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking for work?`)
};

const fr_home_cta_work_title = /** @type {(inputs: Home_Cta_Work_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous cherchez du travail?`)
};

/**
* | output |
* | --- |
* | "Looking for work?" |
*
* @param {Home_Cta_Work_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_work_title = /** @type {((inputs?: Home_Cta_Work_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_Work_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_work_title(inputs)
	return en_home_cta_work_title(inputs)
});
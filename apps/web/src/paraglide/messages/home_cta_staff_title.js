/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_Staff_TitleInputs */

const en_home_cta_staff_title = /** @type {(inputs: Home_Cta_Staff_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need staff this week?`)
};

const fr_home_cta_staff_title = /** @type {(inputs: Home_Cta_Staff_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besoin de personnel cette semaine?`)
};

/**
* | output |
* | --- |
* | "Need staff this week?" |
*
* @param {Home_Cta_Staff_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_staff_title = /** @type {((inputs?: Home_Cta_Staff_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_Staff_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_staff_title(inputs)
	return en_home_cta_staff_title(inputs)
});
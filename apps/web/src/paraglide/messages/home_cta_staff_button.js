/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_Staff_ButtonInputs */

const en_home_cta_staff_button = /** @type {(inputs: Home_Cta_Staff_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Staff`)
};

const fr_home_cta_staff_button = /** @type {(inputs: Home_Cta_Staff_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander du personnel`)
};

/**
* | output |
* | --- |
* | "Request Staff" |
*
* @param {Home_Cta_Staff_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_staff_button = /** @type {((inputs?: Home_Cta_Staff_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_Staff_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_staff_button(inputs)
	return en_home_cta_staff_button(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Image_AltInputs */

const en_home_why_image_alt = /** @type {(inputs: Home_Why_Image_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse team members moving stock in an Ontario distribution centre`)
};

const fr_home_why_image_alt = /** @type {(inputs: Home_Why_Image_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres d’une équipe d’entrepôt déplaçant des stocks dans un centre de distribution de l’Ontario`)
};

/**
* | output |
* | --- |
* | "Warehouse team members moving stock in an Ontario distribution centre" |
*
* @param {Home_Why_Image_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_why_image_alt = /** @type {((inputs?: Home_Why_Image_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Image_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_why_image_alt(inputs)
	return en_home_why_image_alt(inputs)
});
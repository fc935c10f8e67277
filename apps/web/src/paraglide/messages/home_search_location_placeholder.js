/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Search_Location_PlaceholderInputs */

const en_home_search_location_placeholder = /** @type {(inputs: Home_Search_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or region`)
};

const fr_home_search_location_placeholder = /** @type {(inputs: Home_Search_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville ou région`)
};

/**
* | output |
* | --- |
* | "City or region" |
*
* @param {Home_Search_Location_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_search_location_placeholder = /** @type {((inputs?: Home_Search_Location_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Search_Location_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_search_location_placeholder(inputs)
	return en_home_search_location_placeholder(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Transportation_DescriptionInputs */

const en_home_division_transportation_description = /** @type {(inputs: Home_Division_Transportation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full truckload, less-than-truckload and expedited freight across Canada through our network of verified carriers.`)
};

const fr_home_division_transportation_description = /** @type {(inputs: Home_Division_Transportation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport par charge complète, charge partielle et en urgence partout au Canada grâce à notre réseau de transporteurs vérifiés.`)
};

/**
* | output |
* | --- |
* | "Full truckload, less-than-truckload and expedited freight across Canada through our network of verified carriers." |
*
* @param {Home_Division_Transportation_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_transportation_description = /** @type {((inputs?: Home_Division_Transportation_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Transportation_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_transportation_description(inputs)
	return en_home_division_transportation_description(inputs)
});
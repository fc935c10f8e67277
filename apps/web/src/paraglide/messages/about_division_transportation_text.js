/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Division_Transportation_TextInputs */

const en_about_division_transportation_text = /** @type {(inputs: About_Division_Transportation_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full truckload, LTL and expedited freight across Canada through a verified network of carriers.`)
};

const fr_about_division_transportation_text = /** @type {(inputs: About_Division_Transportation_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge complète, charge partielle et transport urgent partout au Canada grâce à un réseau de transporteurs vérifiés.`)
};

/**
* | output |
* | --- |
* | "Full truckload, LTL and expedited freight across Canada through a verified network of carriers." |
*
* @param {About_Division_Transportation_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_division_transportation_text = /** @type {((inputs?: About_Division_Transportation_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Division_Transportation_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_division_transportation_text(inputs)
	return en_about_division_transportation_text(inputs)
});
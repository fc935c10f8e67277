/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_TransportationInputs */

const en_nav_transportation = /** @type {(inputs: Nav_TransportationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportation`)
};

const fr_nav_transportation = /** @type {(inputs: Nav_TransportationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport`)
};

/**
* | output |
* | --- |
* | "Transportation" |
*
* @param {Nav_TransportationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_transportation = /** @type {((inputs?: Nav_TransportationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TransportationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_transportation(inputs)
	return en_nav_transportation(inputs)
});
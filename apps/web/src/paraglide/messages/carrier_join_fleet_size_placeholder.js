/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Fleet_Size_PlaceholderInputs */

const en_carrier_join_fleet_size_placeholder = /** @type {(inputs: Carrier_Join_Fleet_Size_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 12 power units`)
};

const fr_carrier_join_fleet_size_placeholder = /** @type {(inputs: Carrier_Join_Fleet_Size_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. 12 tracteurs`)
};

/**
* | output |
* | --- |
* | "e.g. 12 power units" |
*
* @param {Carrier_Join_Fleet_Size_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_fleet_size_placeholder = /** @type {((inputs?: Carrier_Join_Fleet_Size_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Fleet_Size_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_fleet_size_placeholder(inputs)
	return en_carrier_join_fleet_size_placeholder(inputs)
});
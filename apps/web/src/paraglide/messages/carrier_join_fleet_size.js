/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Fleet_SizeInputs */

const en_carrier_join_fleet_size = /** @type {(inputs: Carrier_Join_Fleet_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fleet Size`)
};

const fr_carrier_join_fleet_size = /** @type {(inputs: Carrier_Join_Fleet_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille de la flotte`)
};

/**
* | output |
* | --- |
* | "Fleet Size" |
*
* @param {Carrier_Join_Fleet_SizeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_fleet_size = /** @type {((inputs?: Carrier_Join_Fleet_SizeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Fleet_SizeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_fleet_size(inputs)
	return en_carrier_join_fleet_size(inputs)
});
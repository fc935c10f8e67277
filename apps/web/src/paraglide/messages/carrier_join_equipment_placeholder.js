/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Equipment_PlaceholderInputs */

const en_carrier_join_equipment_placeholder = /** @type {(inputs: Carrier_Join_Equipment_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dry van, reefer, flatbed...`)
};

const fr_carrier_join_equipment_placeholder = /** @type {(inputs: Carrier_Join_Equipment_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fourgon sec, remorque réfrigérée, plateau...`)
};

/**
* | output |
* | --- |
* | "Dry van, reefer, flatbed..." |
*
* @param {Carrier_Join_Equipment_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_equipment_placeholder = /** @type {((inputs?: Carrier_Join_Equipment_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Equipment_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_equipment_placeholder(inputs)
	return en_carrier_join_equipment_placeholder(inputs)
});
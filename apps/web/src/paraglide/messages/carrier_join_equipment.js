/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_EquipmentInputs */

const en_carrier_join_equipment = /** @type {(inputs: Carrier_Join_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipment Types`)
};

const fr_carrier_join_equipment = /** @type {(inputs: Carrier_Join_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Types d’équipement`)
};

/**
* | output |
* | --- |
* | "Equipment Types" |
*
* @param {Carrier_Join_EquipmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_equipment = /** @type {((inputs?: Carrier_Join_EquipmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_EquipmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_equipment(inputs)
	return en_carrier_join_equipment(inputs)
});
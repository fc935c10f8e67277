/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Ltl_Feature_PalletsInputs */

const en_transport_ltl_feature_pallets = /** @type {(inputs: Transport_Ltl_Feature_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 to 10 pallet shipments`)
};

const fr_transport_ltl_feature_pallets = /** @type {(inputs: Transport_Ltl_Feature_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envois de 1 à 10 palettes`)
};

/**
* | output |
* | --- |
* | "1 to 10 pallet shipments" |
*
* @param {Transport_Ltl_Feature_PalletsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_ltl_feature_pallets = /** @type {((inputs?: Transport_Ltl_Feature_PalletsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Ltl_Feature_PalletsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_ltl_feature_pallets(inputs)
	return en_transport_ltl_feature_pallets(inputs)
});
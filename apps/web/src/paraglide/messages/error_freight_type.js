/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Freight_TypeInputs */

const en_error_freight_type = /** @type {(inputs: Error_Freight_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select freight type`)
};

const fr_error_freight_type = /** @type {(inputs: Error_Freight_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir le type de marchandises`)
};

/**
* | output |
* | --- |
* | "Please select freight type" |
*
* @param {Error_Freight_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_freight_type = /** @type {((inputs?: Error_Freight_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Freight_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_freight_type(inputs)
	return en_error_freight_type(inputs)
});
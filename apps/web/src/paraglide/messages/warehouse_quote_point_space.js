/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Quote_Point_SpaceInputs */

const en_warehouse_quote_point_space = /** @type {(inputs: Warehouse_Quote_Point_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space from 500 to 50,000+ square feet`)
};

const fr_warehouse_quote_point_space = /** @type {(inputs: Warehouse_Quote_Point_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 500 à plus de 50 000 pieds carrés`)
};

/**
* | output |
* | --- |
* | "Space from 500 to 50,000+ square feet" |
*
* @param {Warehouse_Quote_Point_SpaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_quote_point_space = /** @type {((inputs?: Warehouse_Quote_Point_SpaceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Quote_Point_SpaceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_quote_point_space(inputs)
	return en_warehouse_quote_point_space(inputs)
});
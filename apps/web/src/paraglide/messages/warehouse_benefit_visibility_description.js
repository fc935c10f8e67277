/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Benefit_Visibility_DescriptionInputs */

const en_warehouse_benefit_visibility_description = /** @type {(inputs: Warehouse_Benefit_Visibility_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Know what is on hand, in transit and on order at any moment with clear, accurate reporting.`)
};

const fr_warehouse_benefit_visibility_description = /** @type {(inputs: Warehouse_Benefit_Visibility_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sachez en tout temps ce qui est en stock, en transit et en commande grâce à des rapports clairs et précis.`)
};

/**
* | output |
* | --- |
* | "Know what is on hand, in transit and on order at any moment with clear, accurate reporting." |
*
* @param {Warehouse_Benefit_Visibility_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_benefit_visibility_description = /** @type {((inputs?: Warehouse_Benefit_Visibility_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Benefit_Visibility_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_benefit_visibility_description(inputs)
	return en_warehouse_benefit_visibility_description(inputs)
});
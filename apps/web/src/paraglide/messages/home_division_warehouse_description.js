/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Warehouse_DescriptionInputs */

const en_home_division_warehouse_description = /** @type {(inputs: Home_Division_Warehouse_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure storage, pick-and-pack fulfillment, inventory management and distribution from our Ontario facilities.`)
};

const fr_home_division_warehouse_description = /** @type {(inputs: Home_Division_Warehouse_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage sécurisé, préparation de commandes, gestion des stocks et distribution à partir de nos installations en Ontario.`)
};

/**
* | output |
* | --- |
* | "Secure storage, pick-and-pack fulfillment, inventory management and distribution from our Ontario facilities." |
*
* @param {Home_Division_Warehouse_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_warehouse_description = /** @type {((inputs?: Home_Division_Warehouse_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Warehouse_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_warehouse_description(inputs)
	return en_home_division_warehouse_description(inputs)
});
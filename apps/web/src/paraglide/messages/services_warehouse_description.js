/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Warehouse_DescriptionInputs */

const en_services_warehouse_description = /** @type {(inputs: Services_Warehouse_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure storage, distribution and inventory management from Ontario facilities with 99.9% inventory accuracy.`)
};

const fr_services_warehouse_description = /** @type {(inputs: Services_Warehouse_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage sécurisé, distribution et gestion des stocks à partir d’installations ontariennes, avec une exactitude des stocks de 99,9 %.`)
};

/**
* | output |
* | --- |
* | "Secure storage, distribution and inventory management from Ontario facilities with 99.9% inventory accuracy." |
*
* @param {Services_Warehouse_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_warehouse_description = /** @type {((inputs?: Services_Warehouse_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Warehouse_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_warehouse_description(inputs)
	return en_services_warehouse_description(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Division_Warehouse_TextInputs */

const en_about_division_warehouse_text = /** @type {(inputs: About_Division_Warehouse_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storage, distribution, inventory management and logistics support from facilities across the Greater Toronto Area.`)
};

const fr_about_division_warehouse_text = /** @type {(inputs: About_Division_Warehouse_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage, distribution, gestion des stocks et soutien logistique à partir d’installations partout dans la région du Grand Toronto.`)
};

/**
* | output |
* | --- |
* | "Storage, distribution, inventory management and logistics support from facilities across the Greater Toronto Area." |
*
* @param {About_Division_Warehouse_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_division_warehouse_text = /** @type {((inputs?: About_Division_Warehouse_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Division_Warehouse_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_division_warehouse_text(inputs)
	return en_about_division_warehouse_text(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Contact_TitleInputs */

const en_warehouse_contact_title = /** @type {(inputs: Warehouse_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions About Warehouse Space?`)
};

const fr_warehouse_contact_title = /** @type {(inputs: Warehouse_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des questions sur l’espace d’entreposage?`)
};

/**
* | output |
* | --- |
* | "Questions About Warehouse Space?" |
*
* @param {Warehouse_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_contact_title = /** @type {((inputs?: Warehouse_Contact_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Contact_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_contact_title(inputs)
	return en_warehouse_contact_title(inputs)
});